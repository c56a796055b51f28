import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, uploads } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signIn, type SignedIn } from '../../test/auth.ts';
import {
  fakeExe,
  listFiles,
  multipartForm,
  pdfPart,
  pngOfSize,
  pngPart,
  type FilePart,
} from '../../test/files.ts';
import { registerCompany, registerProvider, signInAdmin } from '../admin/testing.ts';

const url = '/api/v1/company/auth/uploadCompanyDocuments';

/**
 * A company's registration and GST certificates: the provider's rules (content-checked, 5 MB,
 * owner and operator only), sent again after a refusal, and never approved unseen.
 */
describe('company documents', () => {
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAdmin(t.app);
  });
  afterAll(() => t.close());

  const send = (user: SignedIn, files: Record<string, FilePart>, fields = {}) =>
    t.app.inject({ method: 'PUT', url, headers: user.auth, payload: multipartForm(fields, files) });
  const row = async (id: string) =>
    (await t.db.select().from(companies).where(eq(companies.id, id)))[0]!;
  const uploadsOf = (id: string) => t.db.select().from(uploads).where(eq(uploads.ownerId, id));
  const review = async (id: string) => {
    const res = await t.app.inject({
      url: '/api/v1/admin/verification/getSellers?type=Company&status=PENDING&limit=100',
      headers: admin.auth,
    });
    return (
      res.json().data.sellers as {
        id: string;
        submittedAt: string | null;
        documents: { id: string; kind: string }[];
      }[]
    ).find((seller) => seller.id === id);
  };
  const decide = (action: 'verifySeller' | 'rejectSeller', id: string, payload: object) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/verification/${action}/Company/${id}`,
      headers: admin.auth,
      payload,
    });

  it('stores both certificates for the operator, and only the owner and the operator can open them', async () => {
    const company = await registerCompany(t.app);
    const res = await send(company, {
      registrationCertificate: pdfPart('incorporation.pdf'),
      gstCertificate: pngPart('gst.png'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Documents received. Our team will check them; you will see the result here.',
      data: {
        verificationStatus: 'PENDING',
        registrationCertificate: { mimeType: 'application/pdf' },
        gstCertificate: { mimeType: 'image/png' },
      },
    });
    const seen = await review(company.id);
    expect(seen?.documents.map((document) => document.kind).sort()).toEqual([
      'gstCertificate',
      'registrationCertificate',
    ]);
    const [first] = seen!.documents;
    const operator = await t.app.inject({
      url: `/api/v1/admin/verification/document/${first!.id}`,
      headers: admin.auth,
    });
    expect(operator.statusCode).toBe(200);
    const owner = await t.app.inject({
      url: `/api/v1/company/auth/document/${first!.id}`,
      headers: company.auth,
    });
    expect(owner.statusCode).toBe(200);
    const other = await registerCompany(t.app, 'Another Care Co');
    const stranger = await t.app.inject({
      url: `/api/v1/company/auth/document/${first!.id}`,
      headers: other.auth,
    });
    expect(stranger.statusCode).toBe(404);
  });

  it('refuses what is not an image or PDF, too big, or nothing at all, storing nothing', async () => {
    const company = await registerCompany(t.app);
    const before = listFiles(t.config.uploadDir);
    const exe = await send(company, {
      registrationCertificate: pdfPart(),
      gstCertificate: { bytes: fakeExe, name: 'gst.pdf', type: 'application/pdf' },
    });
    expect(exe.statusCode).toBe(415);
    expect(exe.json()).toMatchObject({
      message: 'GST certificate must be a JPEG, PNG or WebP image or a PDF',
      errors: [{ path: 'gstCertificate' }],
    });
    const big = await send(company, {
      registrationCertificate: {
        bytes: pngOfSize(5 * 1024 * 1024 + 1),
        name: 'r.png',
        type: 'image/png',
      },
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(
      'Registration certificate is larger than 5 MB. Choose a smaller file.',
    );
    const none = await send(company, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(
      'Choose your registration certificate or GST certificate to send',
    );
    const stray = await send(company, { govtID: pngPart() });
    expect(stray.statusCode).toBe(400);
    expect(await uploadsOf(company.id)).toHaveLength(0);
    expect(listFiles(t.config.uploadDir)).toEqual(before);
  });

  it('keeps to companies that completed their profile, and to companies only', async () => {
    const unnamed = await signIn(t.app, 'Company');
    const early = await send(unnamed, { registrationCertificate: pdfPart() });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'Complete your company profile first, then send its documents',
    );
    expect(await uploadsOf(unnamed.id)).toHaveLength(0);
    const provider = await registerProvider(t.app);
    const wrongRole = await send(provider, { registrationCertificate: pdfPart() });
    expect(wrongRole.statusCode).toBe(403);
  });

  it('takes documents again after a refusal: the new one replaces the old and the check starts over', async () => {
    const company = await registerCompany(t.app);
    await send(company, { registrationCertificate: pngPart('blurred.png') });
    const seen = await review(company.id);
    const refused = await decide('rejectSeller', company.id, {
      reason: 'The registration certificate is unreadable.',
      submittedAt: seen!.submittedAt,
    });
    expect(refused.statusCode).toBe(200);
    expect((await row(company.id)).verificationStatus).toBe('REJECTED');

    const again = await send(company, { registrationCertificate: pdfPart('clear-scan.pdf') });
    expect(again.json().data).toMatchObject({
      verificationStatus: 'PENDING',
      registrationCertificate: { mimeType: 'application/pdf' },
    });
    const kept = await uploadsOf(company.id);
    expect(kept.map((upload) => upload.kind)).toEqual(['registrationCertificate']);
    expect(kept[0]!.mimeType).toBe('application/pdf');
  });

  it('refuses a decision (409) when the company sent something after the operator opened it', async () => {
    const company = await registerCompany(t.app);
    await send(company, { registrationCertificate: pdfPart() });
    const opened = await review(company.id);
    // The company sends a new certificate while the operator is still looking at the old one.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await send(company, { gstCertificate: pngPart() });

    const verify = await decide('verifySeller', company.id, { submittedAt: opened!.submittedAt });
    expect(verify.statusCode).toBe(409);
    expect(verify.json().message).toBe(
      'This seller sent new details or documents while you were deciding. Review what they sent, then decide again.',
    );
    expect((await row(company.id)).verificationStatus).toBe('PENDING');

    const reopened = await review(company.id);
    expect(reopened!.submittedAt).not.toBe(opened!.submittedAt);
    const ok = await decide('verifySeller', company.id, { submittedAt: reopened!.submittedAt });
    expect(ok.statusCode).toBe(200);
    expect((await row(company.id)).verificationStatus).toBe('VERIFIED');
  });

  it('asks the operator to say which submission they decided on', async () => {
    const company = await registerCompany(t.app);
    const res = await decide('verifySeller', company.id, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('submittedAt');
    expect((await row(company.id)).verificationStatus).toBe('PENDING');
  });
});
