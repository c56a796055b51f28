import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signIn, type SignedIn } from '../../test/auth.ts';
import { addMember, addMoney, balance, createOrder, day, sandboxPay } from '../../test/booking.ts';
import { createCatalog, createProvider } from '../../test/fixtures.ts';
import { fundWallet } from '../../test/money.ts';

/** ₹25 crore in paise: far past what a 32-bit integer holds (₹2.1 crore). */
const TWENTY_FIVE_CRORE_PAISE = 25_00_00_000 * 100;

describe('large amounts of money', () => {
  let t: TestApp;
  let family: SignedIn;
  let draft: { familyMemberId: string; providerSvcId: string; startDate: string; endDate: string };
  let expensiveSvcId: string;

  beforeAll(async () => {
    // A cap of ₹5,000 per payment for this file, so a ₹6,000 stay is over it.
    t = await createTestApp({ OTP_RESEND_SECONDS: '0', MAX_PAYMENT_RUPEES: '5000' });
    const c = await createCatalog(t.db);
    const { offers } = await createProvider(t.db, {
      offerings: [
        { serviceId: c.nursing.id, pricePerDayPaise: 200_000 },
        { serviceId: c.companion.id, pricePerDayPaise: 300_000 },
      ],
    });
    family = await signIn(t.app);
    draft = {
      familyMemberId: await addMember(t.app, family),
      providerSvcId: offers[0]!.id,
      startDate: day(1),
      endDate: day(2),
    };
    expensiveSvcId = offers[1]!.id;
  });
  afterAll(() => t.close());

  it('keeps crediting a wallet whose top-ups add up past ₹2.1 crore', async () => {
    await fundWallet(t.db, family.id, TWENTY_FIVE_CRORE_PAISE, 'Earlier top-ups');
    expect(await balance(t.app, family)).toBe(25_00_00_000);

    const order = (await createOrder(t.app, family, draft)).json() as {
      id: string;
      amount: number;
    };
    expect(order.amount).toBe(400_000);
    const proof = await sandboxPay(t.app, family, order.id);
    const credited = await addMoney(t.app, family, 4000, proof);
    expect(credited.statusCode, credited.body).toBe(200);
    // Credited, and the ₹4,000 draft it paid for booked from the wallet in the same step.
    expect(credited.json().data).toMatchObject({ balance: 25_00_00_000, credited: true });
    expect(credited.json().data.booking).toMatchObject({ totalAmount: 4000, status: 'PENDING' });
    expect(await balance(t.app, family)).toBe(25_00_00_000);
  });

  it('refuses a payment over the cap with a clear 422, before any order is made', async () => {
    const res = await createOrder(t.app, family, { ...draft, providerSvcId: expensiveSvcId });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'A single payment can be at most ₹5,000. Please book fewer days at a time.',
    });
  });

  it('refuses a wallet credit over the cap with the same message', async () => {
    const res = await addMoney(t.app, family, 5000.01, {
      razorpay_payment_id: 'pay_big',
      razorpay_order_id: 'order_big',
      razorpay_signature: 'a'.repeat(64),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'A single payment can be at most ₹5,000. Please book fewer days at a time.',
    );
  });
});
