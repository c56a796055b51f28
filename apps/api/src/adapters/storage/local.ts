import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { link, mkdir, open, rm, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { assertStorageKey } from './keys.ts';
import type { FileStorage } from './types.ts';

/** Files in a folder on this machine (UPLOAD_DIR): the single-process default. */
export function createLocalStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    assertStorageKey(key);
    return path.join(root, ...key.split('/'));
  };

  return {
    kind: 'local',

    async put(key, bytes) {
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Written to a temporary name, flushed, then linked into place: a crash never leaves a
      // half-written document under a real key, and link() fails rather than overwrite.
      const temporary = `${target}.${randomUUID()}.tmp`;
      const handle = await open(temporary, 'wx', 0o600);
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      try {
        await link(temporary, target);
      } finally {
        await unlink(temporary);
      }
    },

    async delete(key) {
      await rm(resolve(key), { force: true });
    },

    async read(key) {
      const stream = createReadStream(resolve(key));
      // Open before handing the stream over, so a missing file is null, not a stream error.
      return new Promise<Readable | null>((done, fail) => {
        stream.once('open', () => done(stream));
        stream.once('error', (error: NodeJS.ErrnoException) =>
          error.code === 'ENOENT' ? done(null) : fail(error),
        );
      });
    },
  };
}
