import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { DbHandle } from './client.ts';
import { loadPinCodes } from './pin-codes.ts';

/** Any fixed number; it only has to be the same in every process of this app. */
const MIGRATION_LOCK_KEY = 7_340_291;

export const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle',
);

/**
 * Applies the committed migrations inside the app's own process: PGlite holds its folder
 * exclusively, so a separate migration process could not open it. On PostgreSQL an advisory
 * lock makes several API processes starting together migrate one after another. Then the
 * reference data kept in the repository (India's PIN codes) is loaded if it changed.
 */
export async function migrate(handle: DbHandle): Promise<void> {
  await migrateSchema(handle);
  await loadPinCodes(handle.db);
}

async function migrateSchema(handle: DbHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  const lockClient = await handle.pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    lockClient.release();
  }
}
