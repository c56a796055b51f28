import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providers, uploads } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signIn, type SignedIn } from '../../test/auth.ts';
import { fakeExe, multipartForm, pdfPart, type FilePart } from '../../test/files.ts';
import { registerProvider, signInAdmin } from '../admin/testing.ts';

const url = '/api/v1/provider/auth/uploadProviderDocuments';

/** A provider refused for a blurred ID sends a better scan from the dashboard. */
describe('provider documents sent again', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const send = (user: SignedIn, files: Record<string, FilePart>) =>
    t.app.inject({ method: 'PUT', url, headers: user.auth, payload: multipartForm({}, files) });
  const row = async (id: string) =>
    (await t.db.select().from(providers).where(eq(providers.id, id)))[0]!;

  it('replaces the refused document, keeps the profile, and starts a new check', async () => {
    const provider = await registerProvider(t.app);
    const admin = await signInAdmin(t.app);
    const before = await row(provider.id);
    const refused = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/verification/rejectSeller/Provider/${provider.id}`,
      headers: admin.auth,
      payload: {
        reason: 'The ID photo is blurred.',
        submittedAt: before.submittedAt!.toISOString(),
      },
    });
    expect(refused.statusCode).toBe(200);

    const res = await send(provider, { govtID: pdfPart('aadhaar-clear.pdf') });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Meera Nair',
      verificationStatus: 'PENDING',
      govtID: { mimeType: 'application/pdf' },
      certification: { id: provider.certificationUploadId },
    });
    const after = await row(provider.id);
    expect(after.name).toBe(before.name);
    expect(after.govtIdUploadId).not.toBe(provider.govtIdUploadId);
    expect(after.submittedAt!.getTime()).toBeGreaterThan(before.submittedAt!.getTime());
    const kinds = await t.db.select().from(uploads).where(eq(uploads.ownerId, provider.id));
    expect(kinds.map((upload) => upload.kind).sort()).toEqual(['certification', 'govtID']);
  });

  it('refuses nothing to send, a program, or a provider with no profile yet', async () => {
    const provider = await registerProvider(t.app);
    expect((await send(provider, {})).statusCode).toBe(400);
    const exe = await send(provider, {
      certification: { bytes: fakeExe, name: 'c.pdf', type: 'application/pdf' },
    });
    expect(exe.statusCode).toBe(415);
    expect((await row(provider.id)).certificationUploadId).toBe(provider.certificationUploadId);
    const newcomer = await signIn(t.app, 'Provider');
    const early = await send(newcomer, { govtID: pdfPart() });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Complete your profile first, then send your documents');
  });
});
