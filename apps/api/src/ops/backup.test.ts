import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { cp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileStorage, newStorageKey } from '../adapters/storage/index.ts';
import { loadConfig, type Config } from '../config.ts';
import { openPglite, type Database } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { bookings, journalLines, uploads } from '../db/schema/index.ts';
import { seedDemoData } from '../db/seed/index.ts';
import { tinyPdf } from '../test/files.ts';
import {
  backupEmbedded,
  latestBackup,
  restoreEmbedded,
  type EmbeddedPaths,
} from './embedded-backup.ts';
import { listTree, sha256Of, verifyBackup } from './manifest.ts';

const run = promisify(execFile);
const apiRoot = path.resolve(import.meta.dirname, '../..');

/** Every booking, ledger line and upload row, and every stored file's checksum. */
async function snapshot(db: Database, uploadDir: string) {
  const files: Record<string, string> = {};
  for (const file of await listTree(uploadDir)) {
    files[file] = await sha256Of(path.join(uploadDir, ...file.split('/')));
  }
  return {
    bookings: await db.select().from(bookings).orderBy(bookings.id),
    ledger: await db.select().from(journalLines).orderBy(journalLines.id),
    uploads: await db.select().from(uploads).orderBy(uploads.id),
    files,
  };
}

/*
 * The embedded database and the local upload folder survive a backup, the loss of the data
 * folder, and a restore, byte for byte; a damaged backup or a running app is refused before
 * anything is touched.
 */
describe('backup and restore of the embedded database', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'care-backup-'));
  let config: Config;
  let paths: EmbeddedPaths;
  let before: Awaited<ReturnType<typeof snapshot>>;
  let backup: string;

  beforeAll(async () => {
    config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: path.join(root, 'data'),
      BACKUP_DIR: path.join(root, 'backups'),
    });
    paths = { dataDir: config.dataDir, uploadDir: config.uploadDir, backupDir: config.backupDir };
    const handle = await openPglite({ dataDir: config.dataDir });
    try {
      await migrate(handle);
      const storage = createFileStorage(config);
      await seedDemoData(handle.db, storage);
      // A seller's document besides the seed's pictures.
      const storageKey = newStorageKey('govt-id', 'pdf');
      await storage.put(storageKey, tinyPdf, 'application/pdf');
      await handle.db.insert(uploads).values({
        ownerType: 'Provider',
        ownerId: '00000000-0000-4000-8000-000000000001',
        kind: 'govtID',
        storageKey,
        mimeType: 'application/pdf',
        sizeBytes: tinyPdf.length,
        originalName: 'aadhaar.pdf',
      });
      before = await snapshot(handle.db, config.uploadDir);
      // While the database is open, the app is running: no backup of a live folder.
      await expect(backupEmbedded(paths)).rejects.toThrow(/app seems to be running/);
    } finally {
      await handle.close();
    }
    // Tests run in a shuffled order: each starts from this backup, none from another's state.
    ({ dir: backup } = await backupEmbedded(paths, new Date('2026-11-24T21:00:00Z')));
  }, 180_000);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('has something worth restoring', () => {
    expect(before.bookings.length).toBeGreaterThan(10);
    expect(before.ledger.length).toBeGreaterThan(10);
    expect(before.uploads).toHaveLength(1);
    expect(Object.keys(before.files).length).toBeGreaterThan(10);
    expect(Object.keys(before.files)).toContain(before.uploads[0]!.storageKey);
  });

  it('backs up, loses the data folder, restores, and finds every row and file', async () => {
    expect(path.basename(backup)).toBe('care-backup-2026-11-24T21-00-00-000Z');
    expect(readdirSync(config.backupDir).filter((name) => name.endsWith('.partial'))).toEqual([]);

    // A folder that holds data is not replaced without --force.
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(path.join(config.dataDir, 'PG_VERSION'), '17');
    await expect(restoreEmbedded(backup, paths)).rejects.toThrow(/already hold data/);

    rmSync(config.dataDir, { recursive: true, force: true });
    await restoreEmbedded(backup, paths);

    const handle = await openPglite({ dataDir: config.dataDir });
    try {
      expect(await snapshot(handle.db, config.uploadDir)).toEqual(before);
    } finally {
      await handle.close();
    }
    expect(await readFile(path.join(config.uploadDir, before.uploads[0]!.storageKey))).toEqual(
      tinyPdf,
    );
  }, 120_000);

  it('with --force, replaces a folder that holds data and keeps the old one aside', async () => {
    mkdirSync(config.dataDir, { recursive: true });
    const stray = path.join(config.dataDir, 'stray.txt');
    writeFileSync(stray, 'written after the backup');
    const { keptAside } = await restoreEmbedded(backup, paths, { force: true });
    expect(existsSync(stray)).toBe(false);
    expect(keptAside).toHaveLength(1);
    expect(existsSync(path.join(keptAside[0]!, 'stray.txt'))).toBe(true);
    rmSync(keptAside[0]!, { recursive: true });
  }, 60_000);

  it('refuses a damaged backup before touching the data folder', async () => {
    const damaged = path.join(root, 'damaged');
    await cp(backup, damaged, { recursive: true });
    const victim = path.join(damaged, 'uploads', ...before.uploads[0]!.storageKey.split('/'));
    const bytes = await readFile(victim);
    bytes[10] = bytes[10]! ^ 0xff;
    writeFileSync(victim, bytes);
    writeFileSync(path.join(damaged, 'uploads', 'extra.bin'), 'not from the backup');
    await expect(verifyBackup(damaged)).rejects.toThrow(
      /checksum does not match[\s\S]*extra\.bin: not in the manifest/,
    );
    mkdirSync(config.dataDir, { recursive: true });
    const marker = path.join(config.dataDir, 'marker.txt');
    writeFileSync(marker, 'still here');
    await expect(restoreEmbedded(damaged, paths, { force: true })).rejects.toThrow(/damaged/);
    expect(existsSync(marker)).toBe(true);
    rmSync(marker);
  }, 60_000);

  it('runs as npm scripts: backup, then restore --latest --force', async () => {
    const env = {
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: config.dataDir,
      BACKUP_DIR: config.backupDir,
      INIT_CWD: root,
    };
    const made = await run('node', ['--import', 'tsx', 'src/ops/backup.ts'], { cwd: apiRoot, env });
    expect(made.stdout).toMatch(/^Backed up \d+ files \(\d+ bytes\) to .*care-backup-/);
    expect(await latestBackup(config.backupDir)).not.toBe(backup);
    const restored = await run(
      'node',
      ['--import', 'tsx', 'src/ops/restore.ts', '--latest', '--force'],
      { cwd: apiRoot, env },
    );
    expect(restored.stdout).toContain('checksums verified');
    const refused = run('node', ['--import', 'tsx', 'src/ops/restore.ts', '--latest'], {
      cwd: apiRoot,
      env,
    });
    await expect(refused).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('--force'),
    });
  }, 120_000);

  it('prints the pg_dump command, without the password, when DATABASE_URL is set', async () => {
    const { stdout } = await run('node', ['--import', 'tsx', 'src/ops/backup.ts'], {
      cwd: apiRoot,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATA_DIR: config.dataDir,
        DATABASE_URL: 'postgres://care:s3cret-password@db.example.in:5432/care',
      },
    });
    expect(stdout).toContain('pg_dump --format=custom');
    expect(stdout).toContain('pg_restore --clean --if-exists');
    expect(stdout).not.toContain('s3cret-password');
  }, 60_000);
});
