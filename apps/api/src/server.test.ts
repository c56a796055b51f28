import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'care-server-'));
const port = 3700 + Math.floor(Math.random() * 200);

interface Run {
  output: () => string;
  exited: Promise<number | null>;
  stop: (signal: NodeJS.Signals) => void;
}

/** The real server process, as `npm start` runs it, in its own process group. */
function startServer(env: Record<string, string>): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'info', HOST: '127.0.0.1', ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return {
    output: () => output,
    exited: new Promise((resolve) => child.once('exit', (code) => resolve(code))),
    stop: (signal) => child.pid && process.kill(-child.pid, signal),
  };
}

async function waitForHealth(run: Run): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not start:\n${run.output()}`);
}

/**
 * pino writes through a transport worker, so its lines can arrive after the health check
 * answers; wait for them rather than racing the worker.
 */
async function waitForOutput(run: Run, pattern: RegExp): Promise<void> {
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
    PORT: String(port),
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'none'),
    DATABASE_URL: '',
  };

  it('migrates and seeds on the first start, and stops cleanly on SIGTERM', async () => {
    const run = startServer(env);
    await waitForHealth(run);
    expect(run.output()).toContain(`CareConnect is running at http://127.0.0.1:${port}`);
    await waitForOutput(run, /Demo data seeded/);
    expect(await providerTotal()).toBe(24);
    run.stop('SIGTERM');
    expect(await run.exited).toBe(0);
  });

  it('reuses the data on the next start without seeding twice, and stops on SIGINT', async () => {
    const run = startServer(env);
    await waitForHealth(run);
    await waitForOutput(run, /Demo data already present/);
    expect(await providerTotal()).toBe(24);
    run.stop('SIGINT');
    expect(await run.exited).toBe(0);
  });

  it('refuses to start with a bad setting, naming it', async () => {
    const run = startServer({ ...env, PORT: 'eighty', OTP_RESEND_SECONDS: '-5' });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('PORT');
    expect(run.output()).toContain('OTP_RESEND_SECONDS');
  });
});
