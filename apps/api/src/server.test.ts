import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServer, waitForHealth, type ServerProcess } from './test/server-process.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'care-server-'));
const port = await freePort();

/**
 * pino writes through a transport worker, so its lines can arrive after the health check
 * answers; wait for them rather than racing the worker.
 */
async function waitForOutput(run: ServerProcess, pattern: RegExp): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (pattern.test(run.output())) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(run.output()).toMatch(pattern);
}

const providerTotal = async () => {
  const res = await fetch(`http://127.0.0.1:${port}/api/v1/provider/auth/getOnlineProvidersForWeb`);
  const body = (await res.json()) as { data: { pagination: { total: number } } };
  return body.data.pagination.total;
};

describe('the server process', { timeout: 120_000 }, () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  // DATABASE_URL cleared: this is the embedded mode of the README, whatever the shell has set.
  const env = {
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'none'),
    DATABASE_URL: '',
  };

  // One test, not two: the second start is only meaningful after the first, in the same folder.
  it('migrates and seeds on the first start and stops on SIGTERM, then reuses the data and stops on SIGINT', async () => {
    const first = startServer(env, port);
    try {
      await waitForHealth(first);
      expect(first.output()).toContain(`CareConnect is running at http://127.0.0.1:${port}`);
      await waitForOutput(first, /Demo data seeded/);
      expect(await providerTotal()).toBe(24);
    } finally {
      first.stop('SIGTERM');
    }
    expect(await first.exited).toBe(0);

    const second = startServer(env, port);
    try {
      await waitForHealth(second);
      await waitForOutput(second, /Demo data already present/);
      expect(await providerTotal()).toBe(24);
    } finally {
      second.stop('SIGINT');
    }
    expect(await second.exited).toBe(0);
  });

  it('refuses to start with a bad setting, naming it', async () => {
    const run = startServer({ ...env, PORT: 'eighty', OTP_RESEND_SECONDS: '-5' }, port);
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('PORT');
    expect(run.output()).toContain('OTP_RESEND_SECONDS');
  });
});
