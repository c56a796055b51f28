import type { Readable } from 'node:stream';

/**
 * Where uploaded documents live: a local folder by default, an S3-compatible bucket when the
 * API runs as several processes. Keys are opaque, server-chosen paths (see newStorageKey); a
 * user's file name never becomes part of one.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** Stores the bytes under a new key; refuses to overwrite an existing object. */
  put(key: string, bytes: Uint8Array, mimeType: string): Promise<void>;
  /** Removes the object; a key that is already gone is not an error. */
  delete(key: string): Promise<void>;
  /** The object's bytes as a stream, or null when there is no such key. */
  read(key: string): Promise<Readable | null>;
  /**
   * A short-lived URL that serves the object without our API (S3 presigned GET), for a plain
   * link; absent for local storage, whose files only our own routes serve. The caller must have
   * checked who asks before it hands one out.
   */
  signedUrl?(key: string, options: SignedUrlOptions): Promise<string>;
}

export interface SignedUrlOptions {
  expiresInSeconds: number;
  /** The type the object is served as (the sniffed one it was stored with). */
  contentType: string;
  /** A generated name: never the uploader's own. */
  filename: string;
}
