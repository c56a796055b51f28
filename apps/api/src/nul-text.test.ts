import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NUL_CHARACTER_MESSAGE } from '@care/shared';
import { signIn, type SignedIn } from './test/auth.ts';
import { createTestApp, type TestApp } from './test/app.ts';
import { multipartForm, pdfPart, pngPart } from './test/files.ts';

/*
 * PostgreSQL cannot store U+0000 in text. Every route refuses it with a 400 naming the field
 * (the shared text schema), before anything reaches the database.
 */

const NUL = '\u0000';
const someId = '00000000-0000-4000-8000-000000000000';

interface Case {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  url: string;
  role?: 'Customer' | 'Provider' | 'Company' | 'Admin';
  payload?: Record<string, unknown>;
  multipart?: Record<string, string>;
  field: string;
}

const member = { name: 'Asha Rao', gender: 'Female', age: 70, relation: 'Mother' };
const profile = {
  name: 'Asha Rao',
  email: 'asha@example.in',
  gender: 'Female',
  dob: '1990-01-01',
  address: '12 Temple Road, Pune',
  pincode: '411001',
};
const proof = {
  razorpay_payment_id: 'pay_1',
  razorpay_order_id: 'order_1',
  razorpay_signature: 'a'.repeat(64),
};

const cases: Case[] = [
  {
    name: 'provider search',
    method: 'GET',
    url: `/api/v1/provider/auth/getOnlineProvidersForWeb?search=${encodeURIComponent(NUL)}`,
    field: 'search',
  },
  {
    name: 'company search',
    method: 'GET',
    url: `/api/v1/company/auth/getOnlineCompaniesForWeb?search=a${encodeURIComponent(NUL)}b`,
    field: 'search',
  },
  {
    name: 'blog slug',
    method: 'GET',
    url: `/api/v1/Careconnect/blog/getBySlug/a${encodeURIComponent(NUL)}`,
    field: 'slugUrl',
  },
  {
    name: 'customer profile',
    method: 'PUT',
    url: '/api/v1/customer/auth/completeCustomerProfile',
    role: 'Customer',
    payload: { ...profile, address: `12 Temple${NUL} Road` },
    field: 'address',
  },
  {
    name: 'new family member',
    method: 'POST',
    url: '/api/v1/customer/familyMember/createFamilyMember',
    role: 'Customer',
    payload: { ...member, name: `Asha${NUL}` },
    field: 'name',
  },
  {
    name: 'family member update',
    method: 'PUT',
    url: `/api/v1/customer/familyMember/updateFamilyMember/${someId}`,
    role: 'Customer',
    payload: { ...member, note: `Diabetic${NUL}` },
    field: 'note',
  },
  {
    name: 'caregiver profile',
    method: 'PUT',
    url: '/api/v1/provider/auth/completeProviderProfile',
    role: 'Provider',
    multipart: { ...profile, name: `Meera${NUL} Nair` },
    field: 'name',
  },
  {
    name: 'company profile',
    method: 'PUT',
    url: '/api/v1/company/auth/completeCompanyProfile',
    role: 'Company',
    payload: {
      companyName: `Little${NUL} Steps`,
      email: 'a@b.in',
      address: '21 MG Road, Pune',
      pincode: '411001',
    },
    field: 'companyName',
  },
  {
    name: 'review',
    method: 'POST',
    url: `/api/v1/customer/booking/createReview/${someId}`,
    role: 'Customer',
    payload: { rating: 5, comment: `Kind${NUL}` },
    field: 'comment',
  },
  {
    name: 'sandbox payment order id',
    method: 'POST',
    url: '/api/v1/dev/sandbox/pay',
    role: 'Customer',
    payload: { orderId: `order_${NUL}`, outcome: 'success' },
    field: 'orderId',
  },
  {
    name: 'wallet credit',
    method: 'PATCH',
    url: '/api/v1/customer/wallet/addMoney',
    role: 'Customer',
    payload: { amount: 100, description: `Initial${NUL}`, ...proof },
    field: 'description',
  },
  {
    name: 'operator rejection reason',
    method: 'PATCH',
    url: `/api/v1/admin/verification/rejectSeller/Provider/${someId}`,
    role: 'Admin',
    payload: { reason: `The ID photo is blurred${NUL}, please upload again`, submittedAt: null },
    field: 'reason',
  },
  {
    name: 'operator verification note',
    method: 'PATCH',
    url: `/api/v1/admin/verification/verifySeller/Provider/${someId}`,
    role: 'Admin',
    payload: { reason: `Checked${NUL}`, submittedAt: null },
    field: 'reason',
  },
  {
    name: 'session refresh',
    method: 'POST',
    url: '/api/v1/auth/refresh',
    payload: { refreshToken: `abc${NUL}` },
    field: 'refreshToken',
  },
];

describe('text with a NUL character', () => {
  let t: TestApp;
  const users = new Map<string, SignedIn>();

  beforeAll(async () => {
    t = await createTestApp({ OTP_RESEND_SECONDS: '0' }, (app) => {
      // The safety net: text the schemas did not catch still answers 400, not 500.
      app.get('/test/store-nul', async () => {
        await app.db.execute(sql`select ${`a${NUL}b`}::text`);
        return { ok: true };
      });
    });
    for (const role of ['Customer', 'Provider', 'Company', 'Admin'] as const) {
      users.set(role, await signIn(t.app, role, role === 'Admin' ? '9000000001' : undefined));
    }
  });
  afterAll(() => t.close());

  it.each(cases)('is refused with a 400 naming the field: $name', async (c) => {
    const headers = c.role ? users.get(c.role)!.auth : {};
    const payload = c.multipart
      ? (multipartForm(c.multipart, {
          govtID: pngPart(),
          certification: pdfPart(),
        }) as unknown as Record<string, unknown>)
      : c.payload;
    const res = await t.app.inject({ method: c.method, url: c.url, headers, payload });
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.message).toBe(`${c.field}: ${NUL_CHARACTER_MESSAGE}`);
  });

  it('maps a NUL that reaches PostgreSQL to a 400 as a safety net', async () => {
    const res = await t.app.inject({ url: '/test/store-nul' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'The text contains a character that is not allowed',
    });
  });
});
