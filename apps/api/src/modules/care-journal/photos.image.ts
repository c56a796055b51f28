import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from '../../lib/errors.ts';
import { WEBP_OPTIONS } from '../photos/image.ts';

/** The long side of a stored journal photo: plenty for a phone screen, small on disk. */
export const JOURNAL_PHOTO_MAX_SIDE = 1280;

/** Larger than any phone camera's picture; bigger ones are refused before they are decoded. */
const MAX_INPUT_PIXELS = 50_000_000;

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);

export interface PreparedPhoto {
  bytes: Buffer;
  width: number;
  height: number;
}

function refuse(code: string, message: string, cause?: unknown): AppError {
  return new AppError(code, 415, message, [{ path: 'photo', message }], { cause });
}

/**
 * Checks by content that the bytes are a JPEG, PNG or WebP photo, whatever the file was called,
 * and makes the stored WebP: turned upright, at most 1280 px on the long side, and with every
 * bit of metadata dropped (sharp keeps none unless asked): a phone photo's EXIF can carry the
 * home's location.
 */
export async function prepareJournalPhoto(bytes: Buffer): Promise<PreparedPhoto> {
  const sniffed = await fileTypeFromBuffer(bytes);
  if (!sniffed || !ACCEPTED.has(sniffed.mime)) {
    throw refuse(
      'UNSUPPORTED_FILE_TYPE',
      'This file is not an image: choose a JPEG, PNG or WebP photo',
    );
  }
  try {
    const { data, info } = await sharp(bytes, {
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: 'truncated',
    })
      .rotate()
      .resize(JOURNAL_PHOTO_MAX_SIDE, JOURNAL_PHOTO_MAX_SIDE, {
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp(WEBP_OPTIONS)
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch (error) {
    // A truncated file, a decompression bomb or a header that lies: all the sender's doing.
    throw refuse(
      'UNREADABLE_IMAGE',
      'This photo could not be read as an image. Try another photo.',
      error,
    );
  }
}
