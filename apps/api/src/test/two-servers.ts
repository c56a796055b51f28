import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { call, expectOk } from './live-client.ts';
import { freePort, startServer, waitForHealth, type ServerProcess } from './server-process.ts';

/*
 * Two real API processes on one PostgreSQL, as production runs several behind a load balancer
 * (several-processes.test.ts). Each has its own data folder and its own in-memory caches.
 */

export const METRICS_TOKEN = 'several-processes-metrics-token';
/** Short, so a change through one process must show through the other within seconds. */
export const CACHE_SECONDS = 2;
export const OTP_PER_MOBILE_PER_HOUR = 3;

export interface TwoServers {
  a: ServerProcess;
  b: ServerProcess;
  stop(): Promise<void>;
}

export async function startTwoServers(databaseUrl: string): Promise<TwoServers> {
  const dirs = [0, 1].map(() => mkdtempSync(path.join(tmpdir(), 'care-two-')));
  const env = (dataDir: string) => ({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: '5',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'none'),
    SEED_DEMO_DATA: 'false',
    JWT_SECRET: 'several-processes-test-secret-0123456789abcdef',
    OTP_RESEND_SECONDS: '0',
    OTP_PER_MOBILE_PER_HOUR: String(OTP_PER_MOBILE_PER_HOUR),
    // Every caller here shares one address; the write limits are tested on their own.
    WRITE_LIMIT_PER_IP: '10000',
    LISTING_CACHE_SECONDS: String(CACHE_SECONDS),
    CATALOG_CACHE_SECONDS: String(CACHE_SECONDS),
    PROFILE_CACHE_SECONDS: String(CACHE_SECONDS),
    REFRESH_REUSE_GRACE_SECONDS: '30',
    METRICS_TOKEN,
  });
  // Started together, as a deployment starts its processes: migrations and pg-boss's own
  // set-up must cope with a twin doing the same at the same moment.
  const a = startServer(env(dirs[0]!), await freePort());
  const b = startServer(env(dirs[1]!), await freePort());
  await Promise.all([waitForHealth(a), waitForHealth(b)]);
  return {
    a,
    b,
    async stop() {
      for (const server of [a, b]) server.stop('SIGTERM');
      await Promise.all([a.exited, b.exited]);
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface Session {
  id: string;
  accessToken: string;
  refreshToken: string;
}

/** The whole OTP sign-in over HTTP through one process. */
export async function signInThrough(
  server: ServerProcess,
  userType: 'Customer' | 'Provider' | 'Company' | 'Admin',
  mobile: string,
): Promise<Session> {
  expectOk(
    await call(server, 'POST', '/customer/auth/sendLoginOTP', { userType, mobile }),
    'sendLoginOTP',
  );
  const outbox = expectOk(await call(server, 'GET', `/dev/outbox?mobile=${mobile}`), 'outbox');
  const otp = (outbox.data as { otp: string | null }[]).find((m) => m.otp)!.otp;
  const verified = expectOk(
    await call(server, 'POST', '/customer/auth/verifyOTP', { userType, mobile, otp }),
    'verifyOTP',
  ).data as { user: { id: string }; tokens: { accessToken: string; refreshToken: string } };
  return { id: verified.user.id, ...verified.tokens };
}

/** A process's whole /metrics page. */
export async function metricsText(server: ServerProcess): Promise<string> {
  const res = await fetch(`${server.baseUrl}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  if (!res.ok) throw new Error(`metrics: ${res.status}`);
  return res.text();
}

/** One series of a process's /metrics (0 when absent). */
export async function metricValue(server: ServerProcess, series: string): Promise<number> {
  const line = (await metricsText(server)).split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

/**
 * Asks `probe` until it answers true; fails after `ms`. Answers how long it took, which the
 * caller compares with the documented cache lifetime.
 */
export async function seenWithin(probe: () => Promise<boolean>, ms: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await probe()) return Date.now() - started;
    if (Date.now() - started > ms) throw new Error(`not seen within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
