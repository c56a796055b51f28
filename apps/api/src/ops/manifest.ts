import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

/**
 * What a backup holds and how to check it: every file's path, size and SHA-256. Restore reads
 * every byte again against it before it touches the data folder, so a truncated copy or a
 * flipped bit is found while the old data is still there.
 */
export const MANIFEST = 'manifest.json';
export const MANIFEST_VERSION = 1;

export interface ManifestFile {
  /** '/'-separated, relative to the backup folder: `database/...` or `uploads/...`. */
  path: string;
  size: number;
  sha256: string;
}

export interface Manifest {
  version: typeof MANIFEST_VERSION;
  createdAt: string;
  /** `uploads` is absent when files live in an S3 bucket (backed up by the bucket itself). */
  parts: ('database' | 'uploads')[];
  files: ManifestFile[];
}

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/** Every regular file under `root`, '/'-separated and sorted, skipping `exclude` (absolute). */
export async function listTree(root: string, exclude: string[] = []): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !exclude.some((dir) => file === dir || file.startsWith(dir + path.sep)))
    .map((file) => path.relative(root, file).split(path.sep).join('/'))
    .sort();
}

export async function describeFile(backupDir: string, relative: string): Promise<ManifestFile> {
  const file = path.join(backupDir, ...relative.split('/'));
  return { path: relative, size: (await stat(file)).size, sha256: await sha256Of(file) };
}

export async function readManifest(backupDir: string): Promise<Manifest> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(path.join(backupDir, MANIFEST), 'utf8')) as Manifest;
  } catch {
    throw new Error(`${backupDir} is not a backup: it has no readable ${MANIFEST}`);
  }
  if (manifest.version !== MANIFEST_VERSION || !Array.isArray(manifest.files)) {
    throw new Error(`${backupDir}: unknown backup format (manifest version ${manifest.version})`);
  }
  return manifest;
}

/** Every listed file present with its size and checksum, and nothing unlisted; else throws. */
export async function verifyBackup(backupDir: string): Promise<Manifest> {
  const manifest = await readManifest(backupDir);
  const problems: string[] = [];
  for (const expected of manifest.files) {
    if (expected.path.split('/').includes('..')) {
      problems.push(`${expected.path}: not a path inside the backup`);
      continue;
    }
    const actual = await describeFile(backupDir, expected.path).catch(() => null);
    if (!actual) problems.push(`${expected.path}: missing`);
    else if (actual.size !== expected.size || actual.sha256 !== expected.sha256) {
      problems.push(`${expected.path}: checksum does not match`);
    }
  }
  const listed = new Set(manifest.files.map((file) => file.path));
  for (const file of await listTree(backupDir)) {
    if (file !== MANIFEST && !listed.has(file)) problems.push(`${file}: not in the manifest`);
  }
  if (problems.length) {
    throw new Error(`Backup ${backupDir} is damaged:\n  ${problems.join('\n  ')}`);
  }
  return manifest;
}
