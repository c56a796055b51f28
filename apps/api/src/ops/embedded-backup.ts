import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  MANIFEST,
  MANIFEST_VERSION,
  describeFile,
  listTree,
  verifyBackup,
  type Manifest,
} from './manifest.ts';

/**
 * Backup and restore of the embedded database's folder (PGlite) and the local upload folder, as
 * a plain folder with a manifest of checksums (no archive library is installed; decision 019).
 * PGlite holds its folder exclusively and keeps its pages in memory while open, so both run
 * only while the app is stopped: an open PGlite writes `postmaster.pid` and removes it on a
 * clean close, and that file is our sign that the app is running.
 */
export const PGLITE_LOCK = 'postmaster.pid';
/** Made by loadConfig() in an empty data folder when JWT_SECRET is unset; not data. */
const DEV_SECRET = '.jwt-secret';

export interface EmbeddedPaths {
  dataDir: string;
  /** The local upload folder, or null when files live in an S3 bucket. */
  uploadDir: string | null;
  backupDir: string;
}

const isInside = (child: string, parent: string) => {
  const relative = path.relative(parent, child);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
};

const stamp = (now: Date) => now.toISOString().replace(/[:.]/g, '-');

export function assertStopped(dataDir: string): void {
  if (existsSync(path.join(dataDir, PGLITE_LOCK))) {
    throw new Error(
      `The app seems to be running: ${path.join(dataDir, PGLITE_LOCK)} exists. The embedded ` +
        'database can only be backed up or restored while the app is stopped: stop `npm start` ' +
        '(Ctrl-C) and try again. If the app is not running it did not stop cleanly: start it ' +
        'once and stop it with Ctrl-C.',
    );
  }
}

/** A folder with nothing in it but what start-up makes by itself. */
async function holdsData(dir: string): Promise<boolean> {
  const entries = await readdir(dir).catch(() => [] as string[]);
  return entries.some((entry) => entry !== DEV_SECRET);
}

/**
 * Copies the database folder (and the upload folder, with local storage) into
 * `<backupDir>/care-backup-<time>`: first under a `.partial` name, renamed only when complete,
 * so a backup that exists under its real name is whole.
 */
export async function backupEmbedded(
  paths: EmbeddedPaths,
  now = new Date(),
): Promise<{ dir: string; manifest: Manifest }> {
  const { dataDir, uploadDir, backupDir } = paths;
  assertStopped(dataDir);
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    throw new Error(`There is no embedded database in ${dataDir} to back up`);
  }
  if (isInside(backupDir, dataDir) || (uploadDir && isInside(backupDir, uploadDir))) {
    throw new Error(`BACKUP_DIR (${backupDir}) must be outside the data and upload folders`);
  }
  const name = `care-backup-${stamp(now)}`;
  const target = path.join(backupDir, name);
  const partial = `${target}.partial`;
  await mkdir(partial, { recursive: true });
  try {
    // The upload folder is kept apart even when it sits inside the data folder (the default),
    // so a restore can put it wherever UPLOAD_DIR then points.
    const skip = [path.join(dataDir, PGLITE_LOCK), ...(uploadDir ? [uploadDir] : [])];
    await cp(dataDir, path.join(partial, 'database'), {
      recursive: true,
      filter: (source) => !skip.some((dir) => isInside(source, dir)),
    });
    const parts: Manifest['parts'] = ['database'];
    if (uploadDir) {
      parts.push('uploads');
      await mkdir(path.join(partial, 'uploads'));
      if (existsSync(uploadDir)) {
        await cp(uploadDir, path.join(partial, 'uploads'), { recursive: true });
      }
    }
    // Started while we copied: the copy may be torn.
    assertStopped(dataDir);
    const files = [];
    for (const file of await listTree(partial)) files.push(await describeFile(partial, file));
    const manifest: Manifest = {
      version: MANIFEST_VERSION,
      createdAt: now.toISOString(),
      parts,
      files,
    };
    await writeFile(path.join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    await rename(partial, target);
    return { dir: target, manifest };
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}

/** The newest complete backup in `backupDir`, or null. */
export async function latestBackup(backupDir: string): Promise<string | null> {
  const names = (await readdir(backupDir).catch(() => [] as string[]))
    .filter((name) => /^care-backup-[0-9TZ-]+$/.test(name))
    .sort();
  return names.length ? path.join(backupDir, names.at(-1)!) : null;
}

export interface RestoreResult {
  manifest: Manifest;
  /** Folders that held data and were moved aside (with --force), to delete once satisfied. */
  keptAside: string[];
}

/**
 * Puts a verified backup in place of the data folder (and the upload folder). Every checksum
 * is checked first; a folder that holds data is replaced only with `force`, and even then it
 * is moved aside, not deleted. The new folders are assembled beside the old ones and renamed
 * into place, so an interrupted restore never leaves a half-restored data folder.
 */
export async function restoreEmbedded(
  from: string,
  paths: Pick<EmbeddedPaths, 'dataDir' | 'uploadDir'>,
  options: { force?: boolean; now?: Date } = {},
): Promise<RestoreResult> {
  const { dataDir } = paths;
  const now = options.now ?? new Date();
  assertStopped(dataDir);
  const manifest = await verifyBackup(from);
  const uploadDir = manifest.parts.includes('uploads') ? paths.uploadDir : null;
  if (manifest.parts.includes('uploads') && !uploadDir) {
    throw new Error(
      'This backup holds uploaded files but STORAGE=s3: restore with STORAGE=local, then copy ' +
        'the upload folder into the bucket',
    );
  }
  const uploadsApart = uploadDir !== null && !isInside(uploadDir, dataDir);
  const targets = [dataDir, ...(uploadsApart ? [uploadDir] : [])];
  const occupied = [];
  for (const dir of targets) if (await holdsData(dir)) occupied.push(dir);
  if (occupied.length && !options.force) {
    throw new Error(
      `${occupied.join(' and ')} already hold data. Restoring replaces it: run again with ` +
        '--force (the current folders are kept aside, renamed, not deleted).',
    );
  }

  const suffix = stamp(now);
  const staged = new Map<string, string>(targets.map((dir) => [dir, `${dir}.restoring-${suffix}`]));
  try {
    await cp(path.join(from, 'database'), staged.get(dataDir)!, { recursive: true });
    if (uploadDir) {
      const destination = uploadsApart
        ? staged.get(uploadDir)!
        : path.join(staged.get(dataDir)!, path.relative(dataDir, uploadDir));
      await cp(path.join(from, 'uploads'), destination, { recursive: true });
    }
  } catch (error) {
    for (const dir of staged.values()) await rm(dir, { recursive: true, force: true });
    throw error;
  }

  const keptAside: string[] = [];
  for (const [dir, ready] of staged) {
    if (occupied.includes(dir)) {
      const aside = `${dir}.before-restore-${suffix}`;
      await rename(dir, aside);
      keptAside.push(aside);
    } else {
      await rm(dir, { recursive: true, force: true });
    }
    await rename(ready, dir);
  }
  return { manifest, keptAside };
}
