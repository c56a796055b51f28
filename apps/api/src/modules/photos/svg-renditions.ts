import sharp from 'sharp';
import {
  blogCoverHeight,
  blogCoverRules,
  profilePhotoRules,
  type BlogCoverSize,
  type ProfilePhotoSize,
} from '@care/shared';
import { WEBP_OPTIONS, type CoverRenditions, type PhotoRenditions } from './image.ts';

export type { CoverRenditions };

/**
 * As uploads, but encoded with less effort: flat drawn colours lose nothing by it (the files
 * are about 6% larger), and a seed that draws every demo picture takes a third less time.
 */
export const DRAWN_WEBP_OPTIONS = { ...WEBP_OPTIONS, effort: 2 } as const;

/*
 * Drawings made on the server (the demo's avatars, logos and covers) become the same WebP files
 * an upload does. Each size is drawn from the vector at that size, so the small one is as sharp
 * as the large one.
 */

async function render<Size extends string>(
  svg: string,
  sizes: Record<Size, { width: number; height: number }>,
): Promise<Record<Size, Buffer>> {
  const source = sharp(Buffer.from(svg));
  const entries = await Promise.all(
    (Object.entries(sizes) as [Size, { width: number; height: number }][]).map(
      async ([size, { width, height }]) => {
        const bytes = await source
          .clone()
          .resize(width, height, { fit: 'cover' })
          .webp(DRAWN_WEBP_OPTIONS)
          .toBuffer();
        return [size, bytes] as const;
      },
    ),
  );
  return Object.fromEntries(entries) as Record<Size, Buffer>;
}

/** A square drawing at every photo size. */
export function photoRenditionsOfSvg(svg: string): Promise<PhotoRenditions> {
  const sizes = Object.fromEntries(
    Object.entries(profilePhotoRules.sizes).map(([size, pixels]) => [
      size,
      { width: pixels, height: pixels },
    ]),
  ) as Record<ProfilePhotoSize, { width: number; height: number }>;
  return render(svg, sizes);
}

/** A 16:9 drawing at every cover width. */
export function coverRenditionsOfSvg(svg: string): Promise<CoverRenditions> {
  const sizes = Object.fromEntries(
    Object.entries(blogCoverRules.sizes).map(([size, width]) => [
      size,
      { width, height: blogCoverHeight(width) },
    ]),
  ) as Record<BlogCoverSize, { width: number; height: number }>;
  return render(svg, sizes);
}
