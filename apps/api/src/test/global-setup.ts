import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a migrated data folder dump that each test file starts from. */
    pgliteDumpPath: string | null;
    /** Real PostgreSQL: a migrated template each test file copies into its own database. */
    pgTemplate: { adminUrl: string; name: string } | null;
  }
}

/**
 * Migrates once per run, so each test file gets a fresh migrated database in well under a
 * second: a PGlite dump to load, or a PostgreSQL template to copy.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `care_tpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const handle = await openPostgres(url.toString(), 2);
    await migrate(handle);
    await handle.close();
    project.provide('pgTemplate', { adminUrl, name });
    project.provide('pgliteDumpPath', null);
    return async () => {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    };
  }

  const dir = mkdtempSync(path.join(tmpdir(), 'care-test-'));
  const handle = await openPglite({});
  await migrate(handle);
  if (handle.kind !== 'pglite') throw new Error('expected PGlite');
  const dump = await handle.client.dumpDataDir('none');
  await handle.close();
  const dumpPath = path.join(dir, 'migrated.tar');
  writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDumpPath', dumpPath);
  project.provide('pgTemplate', null);
  return () => rmSync(dir, { recursive: true, force: true });
}
