import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providers, uploads } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signIn, type SignedIn } from '../../test/auth.ts';
import {
  listFiles,
  multipartForm as form,
  pdfPart as pdf,
  pngPart as png,
  tinyPdf,
  tinyPng,
} from '../../test/files.ts';

const url = '/api/v1/provider/auth/completeProviderProfile';

const details = {
  name: 'Meera Nair',
  email: 'meera.nair@example.in',
  gender: 'Female',
  dob: '1990-06-15',
  address: '4 Lake View Road, Kochi',
  pincode: '682001',
};

describe('completeProviderProfile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ OTP_RESEND_SECONDS: '0' });
  });
  afterAll(() => t.close());

  const submit = (user: SignedIn | null, payload: FormData | Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url,
      headers: user ? user.auth : {},
      payload: payload as Record<string, unknown>,
    });
  const row = async (id: string) =>
    (await t.db.select().from(providers).where(eq(providers.id, id)))[0]!;
  const uploadsOf = (id: string) => t.db.select().from(uploads).where(eq(uploads.ownerId, id));
  const storedFiles = () => listFiles(t.config.uploadDir);

  it('completes the profile, stores both documents and keeps the provider pending', async () => {
    const user = await signIn(t.app, 'Provider');
    expect(user.isRegistered).toBe(false);
    const before = storedFiles();

    const res = await submit(
      user,
      form({ ...details, mobile: user.mobile }, { govtID: png(), certification: pdf() }),
    );

    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Profile completed successfully!',
      data: { ...details, id: user.id, mobile: user.mobile, verificationStatus: 'PENDING' },
    });
    expect(body.data.govtID).toMatchObject({ mimeType: 'image/png', sizeBytes: tinyPng.length });
    expect(body.data.certification).toMatchObject({
      mimeType: 'application/pdf',
      sizeBytes: tinyPdf.length,
    });

    const saved = await row(user.id);
    expect(saved).toMatchObject({ ...details, verificationStatus: 'PENDING' });
    const rows = await uploadsOf(user.id);
    expect(rows).toHaveLength(2);
    expect(rows.map((u) => u.id).sort()).toEqual(
      [saved.govtIdUploadId, saved.certificationUploadId].sort(),
    );
    const govtId = rows.find((u) => u.kind === 'govtID')!;
    expect(govtId).toMatchObject({ ownerType: 'Provider', originalName: 'aadhaar.png' });

    // The bytes are on disk under random keys that never carry the user's file name.
    const added = storedFiles().filter((file) => !before.includes(file));
    expect(added.sort()).toEqual(rows.map((u) => u.storageKey).sort());
    expect(govtId.storageKey).toMatch(/^govt-id\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);
    expect(added.join(' ')).not.toMatch(/aadhaar|first-aid/);
  });

  it('reports the provider as registered at the next sign-in', async () => {
    const user = await signIn(t.app, 'Provider');
    expect((await submit(user, form(details))).statusCode).toBe(200);
    const again = await signIn(t.app, 'Provider', user.mobile);
    expect(again).toMatchObject({ id: user.id, isRegistered: true });
  });

  it('does not list the new provider publicly while it awaits verification', async () => {
    const user = await signIn(t.app, 'Provider');
    await submit(user, form({ ...details, name: 'Unverified Usha' }));
    // Even online, a pending provider stays out of the list and its profile page.
    await t.db.update(providers).set({ isOnline: true }).where(eq(providers.id, user.id));

    const list = await t.app.inject({
      url: '/api/v1/provider/auth/getOnlineProvidersForWeb?search=Usha',
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.providers).toEqual([]);
    const profile = await t.app.inject({
      url: `/api/v1/provider/auth/getProviderProfileById/${user.id}`,
    });
    expect(profile.statusCode).toBe(404);
  });

  it('accepts a profile without documents (SPEC 5: the files are not enforced)', async () => {
    const user = await signIn(t.app, 'Provider');
    const res = await submit(user, form(details));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ govtID: null, certification: null });
    expect(await uploadsOf(user.id)).toHaveLength(0);
  });

  it('updates the same row on a second submission and replaces a re-sent document', async () => {
    const user = await signIn(t.app, 'Provider');
    await submit(user, form(details, { govtID: png(), certification: pdf() }));
    const first = await row(user.id);
    const firstGovtKey = (await uploadsOf(user.id)).find((u) => u.kind === 'govtID')!.storageKey;
    // The operator had verified the first profile; a changed one is checked again.
    await t.db
      .update(providers)
      .set({ verificationStatus: 'VERIFIED' })
      .where(eq(providers.id, user.id));

    const res = await submit(
      user,
      form({ ...details, name: 'Meera K. Nair' }, { govtID: pdf('passport.pdf') }),
    );

    expect(res.statusCode).toBe(200);
    const second = await row(user.id);
    expect(second).toMatchObject({ name: 'Meera K. Nair', verificationStatus: 'PENDING' });
    expect(second.govtIdUploadId).not.toBe(first.govtIdUploadId);
    expect(second.certificationUploadId).toBe(first.certificationUploadId);
    const rows = await uploadsOf(user.id);
    expect(rows.map((u) => u.kind).sort()).toEqual(['certification', 'govtID']);
    expect(rows.find((u) => u.kind === 'govtID')).toMatchObject({ mimeType: 'application/pdf' });
    expect(existsSync(path.join(t.config.uploadDir, firstGovtKey))).toBe(false);
    expect(
      await t.db
        .select({ id: providers.id })
        .from(providers)
        .where(eq(providers.mobile, user.mobile)),
    ).toHaveLength(1);
  });

  it('changes only the signed-in provider', async () => {
    const a = await signIn(t.app, 'Provider');
    const b = await signIn(t.app, 'Provider');
    await submit(a, form(details));
    expect((await row(b.id)).name).toBeNull();
  });

  it.each([
    ['no token', null, 401],
    ['a customer token', 'Customer', 403],
    ['a company token', 'Company', 403],
  ] as const)('refuses %s', async (_label, role, status) => {
    const user = role ? await signIn(t.app, role) : null;
    const res = await submit(user, form(details, { govtID: png() }));
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ success: false });
  });

  it('refuses a mobile other than the one that signed in', async () => {
    const user = await signIn(t.app, 'Provider');
    const res = await submit(user, form({ ...details, mobile: '9123456780' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { path: 'mobile', message: 'This must be the mobile number you signed in with' },
    ]);
    expect((await row(user.id)).name).toBeNull();
  });

  // Each case has its own title: `npm run test:alone` runs one test per title.
  it.each([
    ['email', { email: 'meera@' }, 'Enter a valid email'],
    ['pincode', { pincode: '012345' }, 'Enter a valid 6-digit pincode'],
    ['dob', { dob: '2015-01-01' }, 'You must be at least 18 years old to register'],
    ['dob', { dob: '15-06-1990' }, 'Use a date as YYYY-MM-DD'],
    ['gender', { gender: 'female' }, 'Please select a gender'],
    ['name', { name: '' }, 'Name is required'],
  ])(
    'refuses a bad %s (%j) with a 400 field error and stores nothing',
    async (field, patch, message) => {
      const user = await signIn(t.app, 'Provider');
      const before = storedFiles();
      const res = await submit(user, form({ ...details, ...patch }, { govtID: png() }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'VALIDATION_ERROR',
        message: `${field}: ${message}`,
      });
      expect(res.json().errors).toContainEqual({ path: field, message });
      expect((await row(user.id)).name).toBeNull();
      expect(await uploadsOf(user.id)).toHaveLength(0);
      expect(storedFiles()).toEqual(before);
    },
  );

  it('reports every missing required field at once', async () => {
    const user = await signIn(t.app, 'Provider');
    const res = await submit(user, form({}));
    expect(res.statusCode).toBe(400);
    const paths = res.json().errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(
      expect.arrayContaining(['name', 'email', 'gender', 'dob', 'address', 'pincode']),
    );
  });
});
