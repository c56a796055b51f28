import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import {
  blogCoverHeight,
  blogCoverRules,
  profilePhotoRules,
  type BlogCoverSize,
  type ProfilePhotoSize,
} from '@care/shared';
import { AppError } from '../../lib/errors.ts';

/** Larger than any phone camera's picture; bigger ones are refused before they are decoded. */
const MAX_INPUT_PIXELS = 50_000_000;

export type PhotoRenditions = Record<ProfilePhotoSize, Buffer>;
export type CoverRenditions = Record<BlogCoverSize, Buffer>;

/** Every stored picture's encoding: small files that still look clean on a 2x screen. */
export const WEBP_OPTIONS = { quality: 80 } as const;

const unsupported = (field: string, label: string) => {
  const message = `${label} must be a JPEG, PNG or WebP image`;
  return new AppError('UNSUPPORTED_FILE_TYPE', 415, message, [{ path: field, message }]);
};

interface Box {
  width: number;
  height: number;
}

/**
 * Checks that the bytes are a JPEG, PNG or WebP image (by content, whatever the name says) and
 * makes a WebP of each size, cut to fill it. The camera's orientation is applied and every bit
 * of metadata dropped: a phone photo's EXIF can carry the home's location.
 */
async function renditionsOf<Size extends string>(
  bytes: Buffer,
  field: string,
  label: string,
  sizes: Record<Size, Box>,
): Promise<Record<Size, Buffer>> {
  const sniffed = await fileTypeFromBuffer(bytes);
  if (!sniffed || !(profilePhotoRules.mimeTypes as readonly string[]).includes(sniffed.mime)) {
    throw unsupported(field, label);
  }
  try {
    const source = sharp(bytes, {
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: 'truncated',
    }).rotate();
    const entries = await Promise.all(
      (Object.entries(sizes) as [Size, Box][]).map(async ([size, { width, height }]) => {
        const rendition = await source
          .clone()
          .resize(width, height, { fit: 'cover', position: 'attention' })
          .webp(WEBP_OPTIONS)
          .toBuffer();
        return [size, rendition] as const;
      }),
    );
    return Object.fromEntries(entries) as Record<Size, Buffer>;
  } catch (error) {
    // A truncated file, a decompression bomb or a header that lies: all the sender's doing.
    const message = `${label} could not be read as an image. Try another photo.`;
    throw new AppError('UNREADABLE_IMAGE', 415, message, [{ path: field, message }], {
      cause: error,
    });
  }
}

const photoBoxes = Object.fromEntries(
  Object.entries(profilePhotoRules.sizes).map(([size, pixels]) => [
    size,
    { width: pixels, height: pixels },
  ]),
) as Record<ProfilePhotoSize, Box>;

const coverBoxes = Object.fromEntries(
  Object.entries(blogCoverRules.sizes).map(([size, width]) => [
    size,
    { width, height: blogCoverHeight(width) },
  ]),
) as Record<BlogCoverSize, Box>;

/** The square sizes the cards and profile pages show. */
export function preparePhoto(
  bytes: Buffer,
  field: string,
  label: string,
): Promise<PhotoRenditions> {
  return renditionsOf(bytes, field, label, photoBoxes);
}

/** The 16:9 widths of a blog cover (also a banner's picture): the card's and the post page's. */
export function prepareCover(
  bytes: Buffer,
  field: string,
  label: string,
): Promise<CoverRenditions> {
  return renditionsOf(bytes, field, label, coverBoxes);
}
