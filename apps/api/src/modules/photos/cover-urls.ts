import { randomUUID } from 'node:crypto';
import { blogCoverRules, type BlogCoverSize } from '@care/shared';
import { assertStorageKey } from '../../adapters/storage/index.ts';

/*
 * A blog cover is stored as photos are (see urls.ts): one WebP per width under a shared stem,
 * `cover/2026/01/<id>`, and the stem is what the blogs.image column holds. The list gives the
 * card width, a single post the large one.
 */

const STEM = /^cover\/\d{4}\/\d{2}\/[0-9a-f-]{36}$/;

/** The stem of a cover with this id, filed under the month of `at`. */
export function coverStem(id: string, at: Date): string {
  const month = String(at.getUTCMonth() + 1).padStart(2, '0');
  const stem = `cover/${at.getUTCFullYear()}/${month}/${id}`;
  if (!STEM.test(stem)) throw new Error(`Invalid cover stem: ${stem}`);
  return stem;
}

export const newCoverStem = (now = new Date()): string => coverStem(randomUUID(), now);

export const isCoverStem = (value: string | null): value is string =>
  value !== null && STEM.test(value);

export function coverKey(stem: string, size: BlogCoverSize): string {
  const key = `${stem}-${blogCoverRules.sizes[size]}.webp`;
  assertStorageKey(key);
  return key;
}

/**
 * The public address of a stored cover at one width. A value that is not a stem (an address
 * written into the row by hand) is passed on as it is.
 */
export function coverUrl(stored: string | null, size: BlogCoverSize): string | null {
  if (!stored) return null;
  if (!STEM.test(stored)) return stored;
  return `/api/v1/media/${coverKey(stored, size)}`;
}
