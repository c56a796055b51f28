import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { describeStorageContract } from './contract.ts';
import { S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, startFakeS3, type FakeS3 } from './fake-s3.ts';
import { newStorageKey } from './keys.ts';
import { createS3Storage } from './s3.ts';
import type { FileStorage } from './types.ts';

let fake: FakeS3;
let storage: FileStorage;

beforeAll(async () => {
  fake = await startFakeS3();
  storage = createS3Storage({
    endpoint: fake.url,
    region: 'us-east-1',
    bucket: fake.bucket,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    forcePathStyle: true,
  });
});
afterAll(() => fake.close());

describeStorageContract('S3 bucket', () => storage);

describe('S3 file storage', () => {
  it('puts the object in the bucket under its key, with its type', async () => {
    const key = newStorageKey('govt-id', 'pdf');
    await storage.put(key, Buffer.from('%PDF-1.4 x'), 'application/pdf');
    expect(fake.objects.get(key)).toMatchObject({ contentType: 'application/pdf' });
  });

  it('is refused by a bucket that does not know its access key', async () => {
    const stranger = createS3Storage({
      endpoint: fake.url,
      region: 'us-east-1',
      bucket: fake.bucket,
      accessKeyId: 'SOMEONEELSE',
      secretAccessKey: 'x',
      forcePathStyle: true,
    });
    await expect(
      stranger.put(newStorageKey('govt-id', 'pdf'), Buffer.from('x'), 'application/pdf'),
    ).rejects.toThrow(/Access Denied/);
  });

  it('answers 503 with Retry-After when the bucket cannot be reached', async () => {
    const gone = await startFakeS3();
    await gone.close();
    const unreachable = createS3Storage({
      endpoint: gone.url,
      region: 'us-east-1',
      bucket: gone.bucket,
      accessKeyId: S3_ACCESS_KEY_ID,
      secretAccessKey: S3_SECRET_ACCESS_KEY,
      forcePathStyle: true,
    });
    const key = newStorageKey('govt-id', 'pdf');
    for (const attempt of [
      () => unreachable.read(key),
      () => unreachable.put(key, Buffer.from('x'), 'application/pdf'),
      () => unreachable.delete(key),
    ]) {
      await expect(attempt()).rejects.toMatchObject({
        statusCode: 503,
        code: 'STORAGE_UNAVAILABLE',
        headers: { 'retry-after': '5' },
      });
    }
  });

  it('hands out a presigned link that serves the file as the type and name it was given', async () => {
    const key = newStorageKey('govt-id', 'pdf');
    await storage.put(key, Buffer.from('%PDF-1.4 signed'), 'application/pdf');
    const url = await storage.signedUrl!(key, {
      expiresInSeconds: 120,
      contentType: 'application/pdf',
      filename: 'government-id-1.pdf',
    });
    expect(url).toContain('X-Amz-Signature=');
    expect(url).toContain('X-Amz-Expires=120');
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('inline; filename="government-id-1.pdf"');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(await res.text()).toBe('%PDF-1.4 signed');
    // Without its signature the same address is refused.
    const bare = new URL(url);
    bare.search = '';
    expect((await fetch(bare)).status).toBe(403);
  });

  it('refuses a presigned link once it has expired', async () => {
    const key = newStorageKey('govt-id', 'pdf');
    await storage.put(key, Buffer.from('%PDF-1.4 old'), 'application/pdf');
    const url = await storage.signedUrl!(key, {
      expiresInSeconds: 60,
      contentType: 'application/pdf',
      filename: 'government-id-2.pdf',
    });
    const realNow = fake.now;
    try {
      // Well inside and well past the 60 s, so a slow machine's seconds between signing and
      // asking cannot move either side.
      fake.now = () => new Date(Date.now() + 30_000);
      expect((await fetch(url)).status).toBe(200);
      fake.now = () => new Date(Date.now() + 90_000);
      const res = await fetch(url);
      expect(res.status).toBe(403);
      expect(await res.text()).toContain('Request has expired');
    } finally {
      fake.now = realNow;
    }
  });
});

describe('S3 settings', () => {
  const base = { NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/care-s3-config' };

  it('stops start-up when STORAGE=s3 lacks its bucket or keys', () => {
    expect(() => loadConfig({ ...base, STORAGE: 's3' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, STORAGE: 's3' })).toThrow(
      /S3_BUCKET: required with STORAGE=s3[\s\S]*S3_ACCESS_KEY_ID[\s\S]*S3_SECRET_ACCESS_KEY/,
    );
  });

  it('reads the bucket settings, and keeps the local folder by default', () => {
    expect(loadConfig(base).storage).toEqual({ kind: 'local' });
    const config = loadConfig({
      ...base,
      STORAGE: 's3',
      S3_ENDPOINT: 'https://minio.example.com',
      S3_BUCKET: 'care',
      S3_ACCESS_KEY_ID: 'a',
      S3_SECRET_ACCESS_KEY: 'b',
      S3_FORCE_PATH_STYLE: 'true',
      SIGNED_URL_SECONDS: '90',
    });
    expect(config.storage).toEqual({
      kind: 's3',
      endpoint: 'https://minio.example.com',
      region: 'us-east-1',
      bucket: 'care',
      accessKeyId: 'a',
      secretAccessKey: 'b',
      forcePathStyle: true,
    });
    expect(config.signedUrlSeconds).toBe(90);
  });
});
