import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { profilePhotoRules, type ProfilePhotoSize } from '@care/shared';
import { AppError } from '../../lib/errors.ts';

/** Larger than any phone camera's picture; bigger ones are refused before they are decoded. */
const MAX_INPUT_PIXELS = 50_000_000;

export type PhotoRenditions = Record<ProfilePhotoSize, Buffer>;

/** Every stored picture's encoding: small files that still look clean on a 2x screen. */
export const WEBP_OPTIONS = { quality: 80 } as const;

const unsupported = (field: string, label: string) => {
  const message = `${label} must be a JPEG, PNG or WebP image`;
  return new AppError('UNSUPPORTED_FILE_TYPE', 415, message, [{ path: field, message }]);
};

/**
 * Checks that the bytes are a JPEG, PNG or WebP image (by content, whatever the name says) and
 * makes the square WebP sizes the cards and profile pages show. The camera's orientation is
 * applied and every bit of metadata dropped: a phone photo's EXIF can carry the home's location.
 */
export async function preparePhoto(
  bytes: Buffer,
  field: string,
  label: string,
): Promise<PhotoRenditions> {
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
      (Object.entries(profilePhotoRules.sizes) as [ProfilePhotoSize, number][]).map(
        async ([size, pixels]) => {
          const rendition = await source
            .clone()
            .resize(pixels, pixels, { fit: 'cover', position: 'attention' })
            .webp(WEBP_OPTIONS)
            .toBuffer();
          return [size, rendition] as const;
        },
      ),
    );
    return Object.fromEntries(entries) as PhotoRenditions;
  } catch (error) {
    // A truncated file, a decompression bomb or a header that lies: all the sender's doing.
    const message = `${label} could not be read as an image. Try another photo.`;
    throw new AppError('UNREADABLE_IMAGE', 415, message, [{ path: field, message }], {
      cause: error,
    });
  }
}
