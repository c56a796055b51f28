import type { Config } from '../../config.ts';
import { createLocalStorage } from './local.ts';
import type { FileStorage } from './types.ts';

export type { FileStorage } from './types.ts';
export { assertStorageKey, newStorageKey } from './keys.ts';

/** The local folder for now; an S3-compatible bucket slots in here behind the same interface. */
export function createFileStorage(config: Pick<Config, 'uploadDir'>): FileStorage {
  return createLocalStorage(config.uploadDir);
}
