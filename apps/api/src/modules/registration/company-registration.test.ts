import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signIn, type SignedIn } from '../../test/auth.ts';

const url = '/api/v1/company/auth/completeCompanyProfile';

const details = {
  companyName: 'Little Steps Creche',
  email: 'hello@littlesteps.in',
  address: '21 MG Road, Pune',
  pincode: '411001',
  gst: '27AAPFU0939F1ZV',
};

describe('completeCompanyProfile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ OTP_RESEND_SECONDS: '0' });
  });
  afterAll(() => t.close());

  const submit = (user: SignedIn | null, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url, headers: user ? user.auth : {}, payload });
  const row = async (id: string) =>
    (await t.db.select().from(companies).where(eq(companies.id, id)))[0]!;

  it('completes the profile and keeps the company pending verification', async () => {
    const user = await signIn(t.app, 'Company');
    expect(user.isRegistered).toBe(false);
    const res = await submit(user, details);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Profile completed successfully!',
      data: { ...details, id: user.id, mobile: user.mobile, verificationStatus: 'PENDING' },
    });
    expect(await row(user.id)).toMatchObject({ ...details, verificationStatus: 'PENDING' });
  });

  it('reports the company as registered at the next sign-in', async () => {
    const user = await signIn(t.app, 'Company');
    await submit(user, details);
    expect(await signIn(t.app, 'Company', user.mobile)).toMatchObject({
      id: user.id,
      isRegistered: true,
    });
  });

  it('does not list the new company publicly while it awaits verification', async () => {
    const user = await signIn(t.app, 'Company');
    await submit(user, { ...details, companyName: 'Pending Palna Creche' });
    await t.db.update(companies).set({ isOnline: true }).where(eq(companies.id, user.id));
    const list = await t.app.inject({
      url: '/api/v1/company/auth/getOnlineCompaniesForWeb?search=Palna',
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.companies).toEqual([]);
  });

  it.each([undefined, '', null])('keeps gst optional (%j stores null)', async (gst) => {
    const user = await signIn(t.app, 'Company');
    const res = await submit(user, { ...details, gst });
    expect(res.statusCode).toBe(200);
    expect((await row(user.id)).gst).toBeNull();
  });

  it('stores a GSTIN typed in lower case with spaces in its canonical form', async () => {
    const user = await signIn(t.app, 'Company');
    await submit(user, { ...details, gst: '27aapfu0939f1zv ' });
    expect((await row(user.id)).gst).toBe('27AAPFU0939F1ZV');
  });

  it('updates the same row when submitted again, back to pending', async () => {
    const user = await signIn(t.app, 'Company');
    await submit(user, details);
    await t.db
      .update(companies)
      .set({ verificationStatus: 'REJECTED' })
      .where(eq(companies.id, user.id));
    const res = await submit(user, { ...details, companyName: 'Little Steps Day Care' });
    expect(res.statusCode).toBe(200);
    expect(await row(user.id)).toMatchObject({
      companyName: 'Little Steps Day Care',
      verificationStatus: 'PENDING',
    });
    const rows = await t.db.select().from(companies).where(eq(companies.mobile, user.mobile));
    expect(rows).toHaveLength(1);
  });

  it('changes only the signed-in company', async () => {
    const a = await signIn(t.app, 'Company');
    const b = await signIn(t.app, 'Company');
    await submit(a, details);
    expect((await row(b.id)).companyName).toBeNull();
  });

  it.each([
    ['no token', null, 401],
    ['a customer token', 'Customer', 403],
    ['a provider token', 'Provider', 403],
  ] as const)('refuses %s', async (_label, role, status) => {
    const user = role ? await signIn(t.app, role) : null;
    const res = await submit(user, details);
    expect(res.statusCode).toBe(status);
  });

  it.each([
    ['email', { email: 'hello@' }, 'Enter a valid email'],
    ['pincode', { pincode: '41100' }, 'Enter a valid 6-digit pincode'],
    ['gst', { gst: '27AAPFU0939F1ZA' }, 'Enter a valid 15-character GSTIN'],
    ['companyName', { companyName: ' ' }, 'Company name is required'],
    ['address', { address: '' }, 'Address is required'],
  ])('refuses a bad %s with a 400 field error', async (field, patch, message) => {
    const user = await signIn(t.app, 'Company');
    const res = await submit(user, { ...details, ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: `${field}: ${message}` });
    expect(res.json().errors).toContainEqual({ path: field, message });
    expect((await row(user.id)).companyName).toBeNull();
  });

  it('refuses fields it does not know, such as a verification status', async () => {
    const user = await signIn(t.app, 'Company');
    const res = await submit(user, { ...details, verificationStatus: 'VERIFIED' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/verificationStatus/);
  });
});
