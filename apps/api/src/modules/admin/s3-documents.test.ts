import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3, type FakeS3 } from '../../adapters/storage/fake-s3.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signIn, type SignedIn } from '../../test/auth.ts';
import { listFiles, multipartForm, tinyPdf, tinyPng } from '../../test/files.ts';
import { registerProvider, signInAdmin, type RegisteredProvider } from './testing.ts';

/*
 * STORAGE=s3 end to end, against the local fake of the S3 API: a photo and the documents are
 * uploaded through the API into the bucket (nothing on the local disk), photos stay public at
 * our own addresses, documents stream to the operator and the owner as before, and signed links
 * are handed out only to them and stop working when they expire.
 */
const linkUrl = {
  admin: (id: string) => `/api/v1/admin/verification/documentLink/${id}`,
  provider: (id: string) => `/api/v1/provider/auth/documentLink/${id}`,
  company: (id: string) => `/api/v1/company/auth/documentLink/${id}`,
};

describe('files in an S3 bucket', () => {
  let s3: FakeS3;
  let t: TestApp;
  let admin: SignedIn;
  let meera: RegisteredProvider;
  let stranger: RegisteredProvider;

  const get = (url: string, user?: SignedIn) =>
    t.app.inject({ url, headers: user ? user.auth : {} });

  beforeAll(async () => {
    s3 = await startFakeS3();
    t = await createTestApp({ ...s3.env, SIGNED_URL_SECONDS: '60' });
    admin = await signInAdmin(t.app);
    meera = await registerProvider(t.app, {
      govtID: { bytes: tinyPng, name: 'aadhaar.png', type: 'image/png' },
    });
    stranger = await registerProvider(t.app, { name: 'Other Provider' });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('stores uploaded documents in the bucket, not on the local disk', () => {
    const keys = [...s3.objects.keys()];
    expect(keys.filter((key) => key.startsWith('govt-id/'))).toHaveLength(2);
    expect(keys.filter((key) => key.startsWith('certification/'))).toHaveLength(2);
    expect(listFiles(t.config.uploadDir)).toEqual([]);
  });

  it('streams a document to the operator and its owner byte for byte, as with local storage', async () => {
    for (const user of [admin, meera]) {
      const url =
        user === admin
          ? `/api/v1/admin/verification/document/${meera.govtIdUploadId}`
          : `/api/v1/provider/auth/document/${meera.govtIdUploadId}`;
      const res = await get(url, user);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(tinyPng)).toBe(true);
      expect(res.headers['content-security-policy']).toBe('sandbox');
    }
  });

  it('gives the operator and the owner a working signed link', async () => {
    for (const [url, user] of [
      [linkUrl.admin(meera.certificationUploadId), admin],
      [linkUrl.provider(meera.certificationUploadId), meera],
    ] as const) {
      const res = await get(url, user);
      expect(res.statusCode).toBe(200);
      const { url: signed, expiresAt } = res.json().data as { url: string; expiresAt: string };
      expect(signed.startsWith(`${s3.url}/${s3.bucket}/certification/`)).toBe(true);
      const seconds = (Date.parse(expiresAt) - Date.now()) / 1000;
      expect(seconds).toBeGreaterThan(50);
      expect(seconds).toBeLessThanOrEqual(60);

      const file = await fetch(signed);
      expect(file.status).toBe(200);
      expect(Buffer.from(await file.arrayBuffer()).equals(tinyPdf)).toBe(true);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      expect(file.headers.get('content-disposition')).toBe(
        `inline; filename="certification-${meera.certificationUploadId}.pdf"`,
      );
    }
  });

  it('refuses a signed link to a stranger, a family or nobody', async () => {
    const id = meera.govtIdUploadId;
    const other = await get(linkUrl.provider(id), stranger);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ success: false, message: 'Document not found' });
    const company = await signIn(t.app, 'Company');
    expect((await get(linkUrl.company(id), company)).statusCode).toBe(404);
    const family = await signIn(t.app, 'Customer');
    expect((await get(linkUrl.admin(id), family)).statusCode).toBe(403);
    expect((await get(linkUrl.provider(id), family)).statusCode).toBe(403);
    expect((await get(linkUrl.admin(id))).statusCode).toBe(401);
    expect((await get(linkUrl.admin('not-a-uuid'), admin)).statusCode).toBe(400);
  });

  it('has the bucket refuse a signed link once it has expired', async () => {
    const res = await get(linkUrl.admin(meera.govtIdUploadId), admin);
    const { url } = res.json().data as { url: string };
    s3.now = () => new Date(Date.now() + 61_000);
    try {
      expect((await fetch(url)).status).toBe(403);
    } finally {
      s3.now = () => new Date();
    }
    expect((await fetch(url)).status).toBe(200);
  });

  it('stores an uploaded photo in the bucket and serves it at its public address', async () => {
    const photo = await sharp({
      create: { width: 600, height: 400, channels: 3, background: '#80a0c0' },
    })
      .jpeg()
      .toBuffer();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/provider/auth/uploadProfileImage',
      headers: meera.auth,
      payload: multipartForm({}, { photo: { bytes: photo, name: 'me.jpg', type: 'image/jpeg' } }),
    });
    expect(res.statusCode).toBe(200);
    const { profileImage } = res.json().data as { profileImage: string };
    const key = profileImage.replace('/api/v1/media/', '');
    expect(s3.objects.get(key)?.contentType).toBe('image/webp');

    const served = await t.app.inject({ method: 'GET', url: profileImage });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.equals(s3.objects.get(key)!.bytes)).toBe(true);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(320);
  });
});

describe('signed links with local storage', () => {
  let t: TestApp;
  afterAll(() => t?.close());

  it('are not offered: the document calls serve the files themselves', async () => {
    t = await createTestApp();
    const admin = await signInAdmin(t.app);
    const meera = await registerProvider(t.app);
    const res = await t.app.inject({
      url: linkUrl.admin(meera.govtIdUploadId),
      headers: admin.auth,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, code: 'SIGNED_LINKS_UNAVAILABLE' });
  });
});
