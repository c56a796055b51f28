import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';

/**
 * A local stand-in for the S3 API in path style (`/bucket/key`), for the adapter's and the
 * API's tests: PutObject (with If-None-Match: *), GetObject, HeadObject, DeleteObject. Signed
 * requests must carry a SigV4 Authorization header naming our access key id; a query-string
 * (presigned) GET must carry X-Amz-Signature and an X-Amz-Date + X-Amz-Expires still in the
 * future by `now()`. It does not recompute signatures: the real SDK makes them, and what we test
 * is that we sign, with which key, and that links expire.
 */

export const S3_ACCESS_KEY_ID = 'FAKEACCESSKEY0001';
export const S3_SECRET_ACCESS_KEY = 'fake-s3-secret-access-key';
export const S3_BUCKET = 'care-test';

interface StoredObject {
  bytes: Buffer;
  contentType: string;
}

export interface FakeS3 {
  url: string;
  bucket: string;
  objects: Map<string, StoredObject>;
  /** The fake's clock, for expiring presigned links without waiting. */
  now: () => Date;
  /** The settings that point the app at this fake (STORAGE=s3 ...). */
  env: Record<string, string>;
  close(): Promise<void>;
}

function sendError(res: ServerResponse, status: number, code: string, message: string) {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`,
  );
}

/** `20261124T213000Z` (SigV4's X-Amz-Date) as a Date. */
function amzDate(value: string): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  return m ? new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!)) : null;
}

export async function startFakeS3(options: { bucket?: string } = {}): Promise<FakeS3> {
  const bucket = options.bucket ?? S3_BUCKET;
  const objects = new Map<string, StoredObject>();
  const fake = { objects, bucket, now: () => new Date() } as FakeS3;

  /** True when the request is refused (and the refusal sent); false when it may go on. */
  function refuseUnauthorized(req: IncomingMessage, url: URL, res: ServerResponse): boolean {
    const query = url.searchParams;
    if (query.has('X-Amz-Signature') || query.has('X-Amz-Credential')) {
      const signedAt = amzDate(query.get('X-Amz-Date') ?? '');
      const expires = Number(query.get('X-Amz-Expires'));
      if (
        req.method !== 'GET' ||
        !query.get('X-Amz-Signature') ||
        !query.get('X-Amz-Credential')?.startsWith(`${S3_ACCESS_KEY_ID}/`) ||
        !signedAt ||
        !Number.isInteger(expires) ||
        expires <= 0
      ) {
        sendError(res, 403, 'AccessDenied', 'Query-string authentication is incomplete');
        return true;
      }
      if (fake.now().getTime() > signedAt.getTime() + expires * 1000) {
        sendError(res, 403, 'AccessDenied', 'Request has expired');
        return true;
      }
      return false;
    }
    const authorization = req.headers.authorization ?? '';
    if (
      !authorization.startsWith('AWS4-HMAC-SHA256 ') ||
      !authorization.includes(`Credential=${S3_ACCESS_KEY_ID}/`) ||
      !authorization.includes('Signature=')
    ) {
      sendError(res, 403, 'AccessDenied', 'Access Denied');
      return true;
    }
    return false;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake-s3');
    const [, bucketName, ...rest] = url.pathname.split('/');
    const key = rest.map(decodeURIComponent).join('/');
    if (refuseUnauthorized(req, url, res)) return;
    if (bucketName !== bucket) return sendError(res, 404, 'NoSuchBucket', 'No such bucket');
    if (!key) return sendError(res, 400, 'InvalidRequest', 'This fake only serves objects');
    const stored = objects.get(key);

    switch (req.method) {
      case 'PUT': {
        const bytes = await buffer(req);
        if (req.headers['if-none-match'] === '*' && stored) {
          return sendError(res, 412, 'PreconditionFailed', 'At least one precondition failed');
        }
        objects.set(key, {
          bytes,
          contentType: req.headers['content-type'] ?? 'application/octet-stream',
        });
        res.writeHead(200, { etag: `"${bytes.length}"` });
        return res.end();
      }
      case 'GET':
      case 'HEAD': {
        if (!stored) {
          if (req.method === 'HEAD') return void res.writeHead(404).end();
          return sendError(res, 404, 'NoSuchKey', 'The specified key does not exist.');
        }
        const query = url.searchParams;
        res.writeHead(200, {
          'content-type': query.get('response-content-type') ?? stored.contentType,
          'content-length': stored.bytes.length,
          ...(query.has('response-content-disposition')
            ? { 'content-disposition': query.get('response-content-disposition')! }
            : {}),
          ...(query.has('response-cache-control')
            ? { 'cache-control': query.get('response-cache-control')! }
            : {}),
        });
        return res.end(req.method === 'GET' ? stored.bytes : undefined);
      }
      case 'DELETE':
        objects.delete(key);
        return void res.writeHead(204).end();
      default:
        return sendError(res, 405, 'MethodNotAllowed', 'Not supported by this fake');
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: Error) => sendError(res, 500, 'InternalError', error.message));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  fake.url = `http://127.0.0.1:${port}`;
  fake.env = {
    STORAGE: 's3',
    S3_ENDPOINT: fake.url,
    S3_REGION: 'us-east-1',
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY,
    S3_FORCE_PATH_STYLE: 'true',
  };
  fake.close = () => new Promise<void>((done) => server.close(() => done()));
  return fake;
}
