import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createLocalStorage } from '../adapters/storage/local.ts';
import { openPostgres, type Database } from '../db/client.ts';
import { bookings, journalLines } from '../db/schema/index.ts';
import { seedDemoData } from '../db/seed/index.ts';
import { createTestDatabase } from '../test/database.ts';
import { pgDumpInstructions } from './postgres-commands.ts';

const run = promisify(execFile);

function hasBinary(name: string): boolean {
  try {
    execFileSync(name, ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

async function rows(db: Database) {
  return {
    bookings: await db.select().from(bookings).orderBy(bookings.id),
    ledger: await db.select().from(journalLines).orderBy(journalLines.id),
  };
}

/** The exact flags the README and `npm run backup` print, taken from the printed text. */
function documentedFlags(tool: 'pg_dump' | 'pg_restore'): string[] {
  const line = pgDumpInstructions('x')
    .split('\n')
    .find((text) => text.trim().startsWith(tool))!;
  return line
    .trim()
    .split(/\s+/)
    .filter((arg) => arg.startsWith('--') && !/^--(file|dbname)=/.test(arg));
}

/*
 * With DATABASE_URL, backups are the documented pg_dump/pg_restore commands: this runs them
 * against the real PostgreSQL (when TEST_DATABASE_URL is set and the tools are installed): a
 * seeded database is dumped, dropped, created empty and restored, and every booking and every
 * ledger line is back.
 */
describe.runIf(inject('pgTemplate') && hasBinary('pg_dump') && hasBinary('pg_restore'))(
  'pg_dump and pg_restore as documented (real PostgreSQL)',
  { timeout: 180_000 },
  () => {
    const work = mkdtempSync(path.join(tmpdir(), 'care-pgdump-'));
    afterAll(() => rmSync(work, { recursive: true, force: true }));

    it('backs up, drops, restores, and finds every booking and ledger line', async () => {
      const handle = await createTestDatabase();
      const url = handle.url!;
      const name = new URL(url).pathname.slice(1);
      await seedDemoData(handle.db, createLocalStorage(path.join(work, 'uploads')));
      const before = await rows(handle.db);
      expect(before.bookings.length).toBeGreaterThan(10);
      expect(before.ledger.length).toBeGreaterThan(10);

      const dump = path.join(work, 'care.dump');
      await run('pg_dump', [...documentedFlags('pg_dump'), `--file=${dump}`, url]);
      // The loss: the database is dropped (close() drops the test's copy).
      await handle.close();

      const admin = new pg.Client({ connectionString: inject('pgTemplate')!.adminUrl });
      await admin.connect();
      try {
        await admin.query(`create database "${name}" template template0`);
        await run('pg_restore', [
          ...documentedFlags('pg_restore'),
          '--exit-on-error',
          `--dbname=${url}`,
          dump,
        ]);
        const restored = await openPostgres(url, 2);
        try {
          expect(await rows(restored.db)).toEqual(before);
        } finally {
          await restored.close();
        }
      } finally {
        await admin.query(`drop database if exists "${name}" with (force)`);
        await admin.end();
      }
    });
  },
);
