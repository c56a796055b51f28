import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type DbHandle } from '../db/client.ts';

/**
 * A fresh, migrated database for one test file: PGlite by default, or a copy of the migrated
 * template on the real PostgreSQL when TEST_DATABASE_URL is set. close() drops the copy.
 */
export async function createTestDatabase(): Promise<DbHandle & { url?: string }> {
  const template = inject('pgTemplate');
  if (template) {
    const name = `care_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: template.adminUrl });
    await admin.connect();
    try {
      await admin.query(`create database "${name}" template "${template.name}"`);
    } finally {
      await admin.end();
    }
    const url = new URL(template.adminUrl);
    url.pathname = `/${name}`;
    // Tests that fire fifty requests at once queue them on the pool; on a loaded CI machine
    // that queue can outlast the server's 10 s fail-fast, which is not what they test.
    const handle = await openPostgres(url.toString(), 20, 60_000);
    return {
      ...handle,
      url: url.toString(),
      close: async () => {
        await handle.close();
        const dropper = new pg.Client({ connectionString: template.adminUrl });
        await dropper.connect();
        await dropper.query(`drop database if exists "${name}" with (force)`);
        await dropper.end();
      },
    };
  }
  const dumpPath = inject('pgliteDumpPath');
  if (!dumpPath) throw new Error('vitest global setup did not prepare a database');
  return openPglite({ loadDataDir: new Blob([readFileSync(dumpPath)]) });
}
