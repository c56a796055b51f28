import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { AppError } from '../../lib/errors.ts';
import { assertStorageKey } from './keys.ts';
import type { FileStorage, SignedUrlOptions } from './types.ts';

export interface S3Settings {
  /** For MinIO, R2 and the like; unset means AWS itself. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://host/bucket/key` rather than `https://bucket.host/key` (MinIO, the test fake). */
  forcePathStyle: boolean;
}

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' ||
    error.name === 'NotFound' ||
    error.$metadata.httpStatusCode === 404);

/**
 * The bucket cannot be reached or is failing (after the SDK's own retries): like a lost database
 * connection (decision 010), a 503 the client may retry, not a 500. A 4xx (wrong keys, no such
 * bucket) is our configuration's fault and stays a logged 500.
 */
function unavailable(error: unknown): unknown {
  const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
  if (status !== undefined && status < 500) return error;
  return new AppError(
    'STORAGE_UNAVAILABLE',
    503,
    'Files cannot be reached just now. Please try again in a moment.',
    undefined,
    { cause: error, headers: { 'retry-after': '5' } },
  );
}

/**
 * Files in an S3-compatible bucket: what several API processes share. The bucket stays private;
 * public photos are streamed through our own route, documents are read through our route or,
 * for a plain link, through a presigned URL that the API hands out after its own check.
 */
export function createS3Storage(settings: S3Settings): FileStorage {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
    // Checksums only where S3 demands them: several S3-compatible stores reject the newer
    // default trailers, and our keys are write-once with the bytes checked by the caller.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // No limit by default: a bucket that stops answering would hang requests for ever. The
    // idle limit, not a total one, so a large document may take as long as it streams.
    requestHandler: { connectionTimeout: 3_000, socketTimeout: 15_000 },
  });
  const send = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw unavailable(error);
    }
  };
  const Bucket = settings.bucket;

  return {
    kind: 's3',

    async put(key, bytes, mimeType) {
      assertStorageKey(key);
      // If-None-Match: * makes the bucket refuse an existing key (412), as link() does locally.
      // One PUT is atomic: a failed upload leaves no object behind.
      await send(() =>
        client.send(
          new PutObjectCommand({
            Bucket,
            Key: key,
            Body: bytes,
            ContentType: mimeType,
            ContentLength: bytes.byteLength,
            IfNoneMatch: '*',
          }),
        ),
      );
    },

    async delete(key) {
      assertStorageKey(key);
      // S3 answers 204 for a key that is already gone, which is what the interface promises.
      await send(() => client.send(new DeleteObjectCommand({ Bucket, Key: key })));
    },

    async read(key) {
      assertStorageKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return (object.Body as Readable | undefined) ?? null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw unavailable(error);
      }
    },

    async signedUrl(key, options: SignedUrlOptions) {
      assertStorageKey(key);
      // The response headers are fixed by the signature, so the link cannot be turned into a
      // download of another type, and no shared cache may keep a government ID.
      return getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket,
          Key: key,
          ResponseContentType: options.contentType,
          ResponseContentDisposition: `inline; filename="${options.filename}"`,
          ResponseCacheControl: 'private, no-store',
        }),
        { expiresIn: options.expiresInSeconds },
      );
    },
  };
}
