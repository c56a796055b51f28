import type { Config } from '../../config.ts';
import { createLocalStorage } from './local.ts';
import { createS3Storage } from './s3.ts';
import type { FileStorage } from './types.ts';

export type { FileStorage, SignedUrlOptions } from './types.ts';
export { assertStorageKey, newStorageKey } from './keys.ts';

/** STORAGE=local (a folder, the default) or s3 (an S3-compatible bucket) behind one interface. */
export function createFileStorage(config: Pick<Config, 'uploadDir' | 'storage'>): FileStorage {
  return config.storage.kind === 's3'
    ? createS3Storage(config.storage)
    : createLocalStorage(config.uploadDir);
}
