import { rm } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileStorage, newStorageKey } from '../../adapters/storage/index.ts';
import { uploads } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import type { SignedIn } from '../../test/auth.ts';
import { signIn } from '../../test/auth.ts';
import { tinyPdf, tinyPng } from '../../test/files.ts';
import {
  registerCompany,
  registerProvider,
  signInAdmin,
  type RegisteredProvider,
} from './testing.ts';

/*
 * Documents: the operator reads any seller's, a seller reads only its own, and the bytes come
 * back exactly as uploaded with headers that keep a browser from doing anything but show them.
 */
const adminUrl = (id: string) => `/api/v1/admin/verification/document/${id}`;
const providerUrl = (id: string) => `/api/v1/provider/auth/document/${id}`;
const companyUrl = (id: string) => `/api/v1/company/auth/document/${id}`;
const unknownId = '00000000-0000-4000-8000-000000000000';

describe('seller documents', () => {
  let t: TestApp;
  let admin: SignedIn;
  let meera: RegisteredProvider;
  let other: RegisteredProvider;
  let company: SignedIn;
  let companyUploadId: string;

  const get = (url: string, user?: SignedIn) =>
    t.app.inject({ url, headers: user ? user.auth : {} });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAdmin(t.app);
    meera = await registerProvider(t.app, {
      // A hostile original name: it must never reach a response header.
      govtID: { bytes: tinyPng, name: 'aadhaar"; x=1.png', type: 'image/png' },
    });
    other = await registerProvider(t.app, { name: 'Other Provider' });
    company = await registerCompany(t.app);

    // Companies upload nothing through the API yet; a stored document stands in for one.
    const storageKey = newStorageKey('certification', 'pdf');
    await createFileStorage(t.config).put(storageKey, tinyPdf, 'application/pdf');
    const [row] = await t.db
      .insert(uploads)
      .values({
        ownerType: 'Company',
        ownerId: company.id,
        kind: 'certification',
        storageKey,
        mimeType: 'application/pdf',
        sizeBytes: tinyPdf.length,
        originalName: 'licence.pdf',
      })
      .returning();
    companyUploadId = row!.id;
  });
  afterAll(() => t.close());

  it('streams a government ID to the operator byte for byte, with safe headers', async () => {
    const res = await get(adminUrl(meera.govtIdUploadId), admin);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(tinyPng)).toBe(true);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="govt-id-${meera.govtIdUploadId}.png"`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe('sandbox');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(JSON.stringify(res.headers)).not.toContain('aadhaar');
  });

  it('streams a certification PDF inline with its stored type, sandboxed', async () => {
    const res = await get(adminUrl(meera.certificationUploadId), admin);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(tinyPdf)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="certification-${meera.certificationUploadId}.pdf"`,
    );
    // A PDF may carry JavaScript: it is shown, but as an origin of its own with scripts off.
    expect(res.headers['content-security-policy']).toBe('sandbox');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it("lets the operator read a company's document too", async () => {
    const res = await get(adminUrl(companyUploadId), admin);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(tinyPdf)).toBe(true);
  });

  it('answers an unknown id with 404 and a malformed one with 400', async () => {
    const unknown = await get(adminUrl(unknownId), admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, message: 'Document not found' });
    expect((await get(adminUrl('not-a-uuid'), admin)).statusCode).toBe(400);
    expect((await get(providerUrl('not-a-uuid'), meera)).statusCode).toBe(400);
  });

  it('lets a provider read its own documents', async () => {
    for (const [id, bytes, type] of [
      [meera.govtIdUploadId, tinyPng, 'image/png'],
      [meera.certificationUploadId, tinyPdf, 'application/pdf'],
    ] as const) {
      const res = await get(providerUrl(id), meera);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(bytes)).toBe(true);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBe('sandbox');
      expect(res.headers['content-disposition']).toMatch(/^inline; /);
    }
  });

  it("answers another provider's document with 404, as if it did not exist", async () => {
    const res = await get(providerUrl(meera.govtIdUploadId), other);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Document not found' });
    expect((await get(providerUrl(unknownId), other)).statusCode).toBe(404);
  });

  it('lets a company read its own document and no provider document', async () => {
    const own = await get(companyUrl(companyUploadId), company);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(tinyPdf)).toBe(true);
    expect((await get(companyUrl(meera.govtIdUploadId), company)).statusCode).toBe(404);
    // A provider asking for a company's document by id finds nothing either.
    expect((await get(providerUrl(companyUploadId), meera)).statusCode).toBe(404);
  });

  it('keeps the owner routes to their own role', async () => {
    expect((await get(providerUrl(meera.govtIdUploadId))).statusCode).toBe(401);
    expect((await get(providerUrl(meera.govtIdUploadId), company)).statusCode).toBe(403);
    expect((await get(providerUrl(meera.govtIdUploadId), admin)).statusCode).toBe(403);
    expect((await get(companyUrl(companyUploadId), meera)).statusCode).toBe(403);
  });

  it('answers 404 when the row is there but the file is gone', async () => {
    const lost = await registerProvider(t.app, { name: 'Lost File' });
    const [row] = await t.db.select().from(uploads).where(eq(uploads.id, lost.govtIdUploadId));
    await rm(path.join(t.config.uploadDir, ...row!.storageKey.split('/')));

    expect((await get(adminUrl(lost.govtIdUploadId), admin)).statusCode).toBe(404);
    expect((await get(providerUrl(lost.govtIdUploadId), lost)).statusCode).toBe(404);
    // The other document of the same provider is still served.
    expect((await get(adminUrl(lost.certificationUploadId), admin)).statusCode).toBe(200);
  });

  it('serves the operator route to Admin tokens only', async () => {
    const id = meera.govtIdUploadId;
    expect((await get(adminUrl(id))).statusCode).toBe(401);
    const customer = await signIn(t.app, 'Customer');
    for (const user of [customer, meera, company]) {
      const res = await get(adminUrl(id), user);
      expect(res.statusCode).toBe(403);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
  });
});
