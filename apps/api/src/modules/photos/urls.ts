import { randomUUID } from 'node:crypto';
import { profilePhotoRules, type ProfilePhotoSize } from '@care/shared';
import { assertStorageKey } from '../../adapters/storage/index.ts';

/*
 * A photo is stored as one WebP per size under a shared stem, `photo/2026/11/<uuid>`, and the
 * stem is what the profile_image and company_logo columns hold. Each response gives the size
 * its screen shows: cards the small one, profile pages the large one.
 */

const STEM = /^photo\/\d{4}\/\d{2}\/[0-9a-f-]{36}$/;

/** The stem of a photo with this id, filed under the month of `at`. */
export function photoStem(id: string, at: Date): string {
  const month = String(at.getUTCMonth() + 1).padStart(2, '0');
  const stem = `photo/${at.getUTCFullYear()}/${month}/${id}`;
  if (!STEM.test(stem)) throw new Error(`Invalid photo stem: ${stem}`);
  return stem;
}

export const newPhotoStem = (now = new Date()): string => photoStem(randomUUID(), now);

export function photoKey(stem: string, size: ProfilePhotoSize): string {
  const key = `${stem}-${profilePhotoRules.sizes[size]}.webp`;
  assertStorageKey(key);
  return key;
}

/**
 * The public address of a stored photo at one size. A value that is not a stem (an address
 * saved before photos were stored here) is passed on as it is.
 */
export function photoUrl(stored: string | null, size: ProfilePhotoSize): string | null {
  if (!stored) return null;
  if (!STEM.test(stored)) return stored;
  return `/api/v1/media/${photoKey(stored, size)}`;
}

export const isPhotoStem = (value: string | null): value is string =>
  value !== null && STEM.test(value);
