import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import type { DbHandle } from '../db/client.ts';
import { createTestDatabase } from './database.ts';
import { logCapture } from './log-capture.ts';
import { recordTrafficOf } from './sent-values.ts';

export interface TestApp {
  app: FastifyInstance;
  db: DbHandle['db'];
  handle: DbHandle;
  config: Config;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database, driven through app.inject(). Its requests are recorded and
 * its log lines captured, for the leak check of no-personal-data-in-logs.ts.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  /** Extra routes a test needs, registered before the app is sealed. */
  beforeReady?: (app: FastifyInstance) => void,
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'care-app-'));
  const handle = await createTestDatabase();
  const loaded = loadConfig({
    NODE_ENV: 'test',
    // More than production logs (info), into memory: the leak check reads every line back.
    LOG_LEVEL: 'trace',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    LISTING_CACHE_SECONDS: '0',
    // Tests write rows straight to the database, which no cache hears of; the cache's own
    // tests turn these on.
    CATALOG_CACHE_SECONDS: '0',
    PROFILE_CACHE_SECONDS: '0',
    ...env,
  });
  // On the real PostgreSQL the app's settings name this file's own database, as in production.
  const config: Config = handle.url ? { ...loaded, databaseUrl: handle.url } : loaded;
  const app = await buildApp({ config, db: handle.db, logDestination: logCapture });
  recordTrafficOf(app);
  beforeReady?.(app);
  await app.ready();
  return {
    app,
    db: handle.db,
    handle,
    config,
    close: async () => {
      await app.close();
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
