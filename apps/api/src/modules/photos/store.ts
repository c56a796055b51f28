import type { FileStorage } from '../../adapters/storage/index.ts';
import { preparePhoto, type PhotoRenditions } from './image.ts';
import { isPhotoStem, newPhotoStem, photoKey, photoKeys } from './urls.ts';

export interface PhotoStoreDeps {
  storage: FileStorage;
  log: { warn(details: object, message: string): void };
}

/**
 * Stores a checked, resized photo (every size or none) and removes old ones. What points at a
 * photo is the caller's row; the caller removes the new photo when its transaction fails and
 * the old one once it commits, so nothing ever points at a missing file.
 */
export function createPhotoStore({ storage, log }: PhotoStoreDeps) {
  /** Best effort: a file left behind is an orphan to sweep, never a broken page. */
  async function removeQuietly(keys: string[]): Promise<void> {
    const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
    for (const [index, result] of results.entries()) {
      if (result.status === 'rejected') {
        log.warn({ err: result.reason, storageKey: keys[index] }, 'could not delete a stored file');
      }
    }
  }

  async function storeRenditions(renditions: PhotoRenditions): Promise<string> {
    const stem = newPhotoStem();
    const stored: string[] = [];
    try {
      for (const [size, bytes] of Object.entries(renditions) as [keyof PhotoRenditions, Buffer][]) {
        const key = photoKey(stem, size);
        await storage.put(key, bytes, 'image/webp');
        stored.push(key);
      }
      return stem;
    } catch (error) {
      await removeQuietly(stored);
      throw error;
    }
  }

  return {
    /** Checks, resizes and stores the photo; answers its stem. `field` and `label` name it in errors. */
    async store(bytes: Buffer, field: string, label: string): Promise<string> {
      return storeRenditions(await preparePhoto(bytes, field, label));
    },

    /** Removes every size of a stored photo; anything that is not a stem is left alone. */
    async remove(stem: string | null | undefined): Promise<void> {
      if (isPhotoStem(stem ?? null)) await removeQuietly(photoKeys(stem!));
    },

    /**
     * Stores the new photo, then runs `swap` (the caller's transaction pointing its row at the
     * new stem and answering the old one); removes the new photo if `swap` fails, the old one
     * once it succeeds.
     */
    async replace(
      bytes: Buffer,
      field: string,
      label: string,
      swap: (stem: string) => Promise<string | null | undefined>,
    ): Promise<string> {
      const stem = await this.store(bytes, field, label);
      let previous: string | null | undefined;
      try {
        previous = await swap(stem);
      } catch (error) {
        await this.remove(stem);
        throw error;
      }
      await this.remove(previous);
      return stem;
    },
  };
}

export type PhotoStore = ReturnType<typeof createPhotoStore>;
