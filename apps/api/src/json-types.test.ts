import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app.ts';
import { signIn, type SignedIn } from './test/auth.ts';

/*
 * JSON bodies are checked, not coerced: `true`, "70" or [70] where a number belongs is a
 * client's mistake to report, never a 1 or a 70 to store. (Query strings arrive as text and
 * may still be read as numbers.)
 */

const someId = '00000000-0000-4000-8000-000000000000';
const member = { name: 'Asha Rao (refused)', gender: 'Female', relation: 'Mother' };
const proof = {
  description: 'Initial top-up',
  razorpay_payment_id: 'pay_1',
  razorpay_order_id: 'order_1',
  razorpay_signature: 'a'.repeat(64),
};

const wrongNumbers: unknown[] = [true, false, '70', [70], { value: 70 }, null];

describe('JSON bodies are type-checked', () => {
  let t: TestApp;
  let family: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    family = await signIn(t.app);
  });
  afterAll(() => t.close());

  const memberNames = async () => {
    const list = await t.app.inject({
      url: '/api/v1/customer/familyMember/getFamilyMembers',
      headers: family.auth,
    });
    return (list.json().data as { name: string }[]).map((m) => m.name);
  };
  const send = (method: 'POST' | 'PATCH', url: string, payload: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: family.auth, payload });

  it.each(wrongNumbers)('refuses age %j for a family member, and stores nothing', async (age) => {
    const res = await send('POST', '/customer/familyMember/createFamilyMember', {
      ...member,
      age,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^age: Age (must be a number|is required)$/);
    expect(await memberNames()).not.toContain('Asha Rao (refused)');
  });

  it('still takes a real number for the age', async () => {
    const res = await send('POST', '/customer/familyMember/createFamilyMember', {
      ...member,
      name: 'Asha Rao',
      age: 70,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.age).toBe(70);
  });

  it.each(wrongNumbers)('refuses rating %j for a review', async (rating) => {
    const res = await send('POST', `/customer/booking/createReview/${someId}`, { rating });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^rating: /);
  });

  it.each(wrongNumbers)('refuses amount %j for a wallet credit', async (amount) => {
    const res = await send('PATCH', '/customer/wallet/addMoney', { ...proof, amount });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^amount: /);
  });

  it.each(wrongNumbers.filter((v) => v !== null))(
    'refuses amount %j for a payment order',
    async (amount) => {
      const res = await send('POST', '/customer/booking/createRazorpayOrder', {
        familyMemberId: someId,
        providerSvcId: someId,
        startDate: '2099-01-01',
        endDate: '2099-01-02',
        amount,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.map((e: { path: string }) => e.path)).toContain('amount');
    },
  );
});
