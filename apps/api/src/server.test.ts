import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  randomPort,
  startServer,
  waitForHealth,
  type ServerProcess,
} from './test/server-process.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'care-server-'));
const port = randomPort();

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

  it('migrates and seeds on the first start, and stops cleanly on SIGTERM', async () => {
    const run = startServer(env, port);
    await waitForHealth(run);
    expect(run.output()).toContain(`CareConnect is running at http://127.0.0.1:${port}`);
    await waitForOutput(run, /Demo data seeded/);
    expect(await providerTotal()).toBe(24);
    run.stop('SIGTERM');
    expect(await run.exited).toBe(0);
  });

  it('reuses the data on the next start without seeding twice, and stops on SIGINT', async () => {
    const run = startServer(env, port);
    await waitForHealth(run);
    await waitForOutput(run, /Demo data already present/);
    expect(await providerTotal()).toBe(24);
    run.stop('SIGINT');
    expect(await run.exited).toBe(0);
  });

  it('refuses to start with a bad setting, naming it', async () => {
    const run = startServer({ ...env, PORT: 'eighty', OTP_RESEND_SECONDS: '-5' }, port);
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('PORT');
    expect(run.output()).toContain('OTP_RESEND_SECONDS');
  });
});
