import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providers, uploads } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signIn, type SignedIn } from '../../test/auth.ts';
import {
  fakeExe,
  listFiles,
  multipartForm as form,
  pngOfSize,
  pngPart as png,
  tinyPdf,
} from '../../test/files.ts';

/*
 * completeProviderProfile's documents: whatever arrives, the answer is a clear 4xx and nothing
 * is stored, unless every part is what the form is meant to send.
 */
const url = '/api/v1/provider/auth/completeProviderProfile';

const details = {
  name: 'Meera Nair',
  email: 'meera.nair@example.in',
  gender: 'Female',
  dob: '1990-06-15',
  address: '4 Lake View Road, Kochi',
  pincode: '682001',
};

describe('completeProviderProfile uploads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const submit = (user: SignedIn, payload: FormData | Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url,
      headers: user.auth,
      payload: payload as Record<string, unknown>,
    });
  const row = async (id: string) =>
    (await t.db.select().from(providers).where(eq(providers.id, id)))[0]!;
  const uploadsOf = (id: string) => t.db.select().from(uploads).where(eq(uploads.ownerId, id));
  const storedFiles = () => listFiles(t.config.uploadDir);

  it('refuses a Windows program renamed .pdf with a 415, whatever its declared type', async () => {
    const user = await signIn(t.app, 'Provider');
    const before = storedFiles();
    const res = await submit(
      user,
      form(details, {
        govtID: png(),
        certification: { bytes: fakeExe, name: 'certificate.pdf', type: 'application/pdf' },
      }),
    );
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      code: 'UNSUPPORTED_FILE_TYPE',
      message: 'Certification must be a JPEG, PNG or WebP image or a PDF',
      errors: [{ path: 'certification' }],
    });
    expect((await row(user.id)).name).toBeNull();
    expect(await uploadsOf(user.id)).toHaveLength(0);
    expect(storedFiles()).toEqual(before);
  });

  it('refuses text dressed up as an image', async () => {
    const user = await signIn(t.app, 'Provider');
    const html = { bytes: Buffer.from('<html><script>alert(1)</script></html>'), name: 'id.png' };
    const res = await submit(user, form(details, { govtID: { ...html, type: 'image/png' } }));
    expect(res.statusCode).toBe(415);
  });

  it('refuses a file over UPLOAD_MAX_BYTES with a 413 and stores nothing', async () => {
    const user = await signIn(t.app, 'Provider');
    const before = storedFiles();
    const tooBig = { bytes: pngOfSize(5 * 1024 * 1024 + 1), name: 'scan.png', type: 'image/png' };
    const res = await submit(user, form(details, { govtID: tooBig }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'FILE_TOO_LARGE',
      message: 'Government ID is larger than 5 MB. Choose a smaller file.',
      errors: [{ path: 'govtID' }],
    });
    expect((await row(user.id)).name).toBeNull();
    expect(storedFiles()).toEqual(before);
  });

  it('accepts a file of exactly the limit', async () => {
    const user = await signIn(t.app, 'Provider');
    const atLimit = { bytes: pngOfSize(5 * 1024 * 1024), name: 'scan.png', type: 'image/png' };
    const res = await submit(user, form(details, { govtID: atLimit }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.govtID.sizeBytes).toBe(5 * 1024 * 1024);
  });

  it.each([
    ['an unexpected file', form(details, { photo: png() }), 'photo'],
    ['a second government ID', duplicateGovtId(), 'govtID'],
    ['a document sent as text', form({ ...details, govtID: 'C:/aadhaar.png' }), 'govtID'],
  ])('refuses %s with a 400', async (_label, payload, field) => {
    const user = await signIn(t.app, 'Provider');
    const res = await submit(user, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual(expect.objectContaining({ path: field }));
    expect(await uploadsOf(user.id)).toHaveLength(0);
  });

  it('refuses an unknown text field', async () => {
    const user = await signIn(t.app, 'Provider');
    const res = await submit(user, form({ ...details, verificationStatus: 'VERIFIED' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/verificationStatus/);
    expect((await row(user.id)).verificationStatus).toBe('PENDING');
  });

  it('asks for multipart when sent JSON', async () => {
    const user = await signIn(t.app, 'Provider');
    const res = await submit(user, details);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Send the form as multipart/form-data');
  });

  it('answers a malformed multipart body with a 400, not a 500', async () => {
    const user = await signIn(t.app, 'Provider');
    const res = await t.app.inject({
      method: 'PUT',
      url,
      headers: { ...user.auth, 'content-type': 'multipart/form-data; boundary=XYZ' },
      payload: '--XYZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nMeera',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });
});

function duplicateGovtId(): FormData {
  const body = form(details, { govtID: png() });
  body.append('govtID', new Blob([tinyPdf], { type: 'application/pdf' }), 'second.pdf');
  return body;
}
