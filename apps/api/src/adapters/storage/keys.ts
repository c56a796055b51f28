import { randomUUID } from 'node:crypto';

/** A key is folder segments of [a-z0-9-] and a file name with an extension; nothing else. */
const KEY_PATTERN = /^(?:[a-z0-9-]+\/)+[a-z0-9-]+\.[a-z0-9]{1,8}$/;

/**
 * A new random key such as `govt-id/2026/11/6f1c...e2.pdf`. The month folder keeps directories
 * small; the extension comes from the sniffed type, never from what the user named the file.
 */
export function newStorageKey(folder: string, extension: string, now = new Date()): string {
  const month = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const key = `${folder}/${month}/${randomUUID()}.${extension}`;
  assertStorageKey(key);
  return key;
}

/** Keys come from newStorageKey; checking them again keeps a bad one from escaping the root. */
export function assertStorageKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${key}`);
}
