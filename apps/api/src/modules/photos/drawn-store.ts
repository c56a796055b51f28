import { createHash } from 'node:crypto';
import { blogCoverRules, profilePhotoRules } from '@care/shared';
import type { FileStorage } from '../../adapters/storage/index.ts';
import { coverKey, coverStem } from './cover-urls.ts';
import {
  coverRenditionsOfSvg,
  DRAWN_WEBP_OPTIONS,
  photoRenditionsOfSvg,
} from './svg-renditions.ts';
import { photoKey, photoStem } from './urls.ts';

/**
 * Drawn pictures are filed under one fixed month, not the month they were drawn in, so the same
 * drawing always has the same address.
 */
const DRAWN_MONTH = new Date(Date.UTC(2026, 0, 1));

/**
 * A UUID (version 8, "custom") made from the drawing and everything that shapes its files, so a
 * changed drawing, size or encoding gets a new address and an unchanged one keeps its own.
 */
function contentId(kind: string, svg: string, sizes: object): string {
  const hex = createHash('sha256')
    .update(JSON.stringify({ kind, sizes, webp: DRAWN_WEBP_OPTIONS }))
    .update('\n')
    .update(svg)
    .digest('hex');
  const variant = (8 | (Number.parseInt(hex[16]!, 16) & 3)).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Stores pictures the server draws itself (the demo's avatars, logos and blog covers) exactly as
 * uploads are stored: WebP files per size under a stem, served by the same media routes. The
 * stem comes from the drawing's content, so a drawing already in storage (from an earlier seed
 * with the same files) is neither drawn nor written again.
 */
export function createDrawnPictureStore(storage: FileStorage) {
  async function isStored(key: string): Promise<boolean> {
    const stream = await storage.read(key);
    stream?.destroy();
    return stream !== null;
  }

  async function storeMissing(
    keys: Record<string, string>,
    draw: () => Promise<Record<string, Buffer>>,
  ): Promise<void> {
    const present = await Promise.all(Object.values(keys).map(isStored));
    if (present.every(Boolean)) return;
    const renditions = await draw();
    await Promise.all(
      Object.entries(keys).map(async ([size, key], index) => {
        if (present[index]) return;
        try {
          await storage.put(key, renditions[size]!, 'image/webp');
        } catch (error) {
          // Another process storing the same drawing at the same moment wrote the same bytes.
          if (!(await isStored(key))) throw error;
        }
      }),
    );
  }

  return {
    /** A square drawing as a photo or logo; answers the stem for profile_image or company_logo. */
    async photo(svg: string): Promise<string> {
      const stem = photoStem(contentId('photo', svg, profilePhotoRules.sizes), DRAWN_MONTH);
      const keys = {
        card: photoKey(stem, 'card'),
        profile: photoKey(stem, 'profile'),
      } satisfies Record<keyof typeof profilePhotoRules.sizes, string>;
      await storeMissing(keys, () => photoRenditionsOfSvg(svg));
      return stem;
    },

    /** A 16:9 drawing as a blog cover; answers the stem for blogs.image. */
    async cover(svg: string): Promise<string> {
      const stem = coverStem(contentId('cover', svg, blogCoverRules.sizes), DRAWN_MONTH);
      const keys = {
        card: coverKey(stem, 'card'),
        hero: coverKey(stem, 'hero'),
      } satisfies Record<keyof typeof blogCoverRules.sizes, string>;
      await storeMissing(keys, () => coverRenditionsOfSvg(svg));
      return stem;
    },
  };
}

export type DrawnPictureStore = ReturnType<typeof createDrawnPictureStore>;
