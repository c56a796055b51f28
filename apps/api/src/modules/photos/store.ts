import {
  blogCoverRules,
  profilePhotoRules,
  type BlogCoverSize,
  type ProfilePhotoSize,
} from '@care/shared';
import type { FileStorage } from '../../adapters/storage/index.ts';
import { coverKey, isCoverStem, newCoverStem } from './cover-urls.ts';
import { prepareCover, preparePhoto } from './image.ts';
import { isPhotoStem, newPhotoStem, photoKey } from './urls.ts';

export interface PhotoStoreDeps {
  storage: FileStorage;
  log: { warn(details: object, message: string): void };
}

/** How one kind of picture is checked, sized, named and recognised. */
interface PictureKind<Size extends string> {
  sizes: readonly Size[];
  prepare(bytes: Buffer, field: string, label: string): Promise<Record<Size, Buffer>>;
  newStem(): string;
  key(stem: string, size: Size): string;
  isStem(value: string | null): boolean;
}

/**
 * Stores a checked, resized picture (every size or none) and removes old ones. What points at a
 * picture is the caller's row; the caller removes the new picture when its transaction fails
 * and the old one once it commits, so nothing ever points at a missing file.
 */
function createPictureStore<Size extends string>(
  { storage, log }: PhotoStoreDeps,
  kind: PictureKind<Size>,
) {
  /** Best effort: a file left behind is an orphan to sweep, never a broken page. */
  async function removeQuietly(keys: string[]): Promise<void> {
    const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
    for (const [index, result] of results.entries()) {
      if (result.status === 'rejected') {
        log.warn({ err: result.reason, storageKey: keys[index] }, 'could not delete a stored file');
      }
    }
  }

  async function storeRenditions(renditions: Record<Size, Buffer>): Promise<string> {
    const stem = kind.newStem();
    const stored: string[] = [];
    try {
      for (const [size, bytes] of Object.entries(renditions) as [Size, Buffer][]) {
        const key = kind.key(stem, size);
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
    /** Checks, resizes and stores the picture; answers its stem. `field` and `label` name it in errors. */
    async store(bytes: Buffer, field: string, label: string): Promise<string> {
      return storeRenditions(await kind.prepare(bytes, field, label));
    },

    /** Removes every size of a stored picture; anything that is not a stem is left alone. */
    async remove(stem: string | null | undefined): Promise<void> {
      if (!stem || !kind.isStem(stem)) return;
      await removeQuietly(kind.sizes.map((size) => kind.key(stem, size)));
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

/** Caregivers' photos and companies' logos: square. */
export const createPhotoStore = (deps: PhotoStoreDeps) =>
  createPictureStore(deps, {
    sizes: Object.keys(profilePhotoRules.sizes) as ProfilePhotoSize[],
    prepare: preparePhoto,
    newStem: () => newPhotoStem(),
    key: photoKey,
    isStem: isPhotoStem,
  });

/** Blog covers and banner pictures: 16:9, served by the cover route. */
export const createCoverStore = (deps: PhotoStoreDeps) =>
  createPictureStore(deps, {
    sizes: Object.keys(blogCoverRules.sizes) as BlogCoverSize[],
    prepare: prepareCover,
    newStem: () => newCoverStem(),
    key: coverKey,
    isStem: isCoverStem,
  });

export type PhotoStore = ReturnType<typeof createPhotoStore>;
export type CoverStore = ReturnType<typeof createCoverStore>;
