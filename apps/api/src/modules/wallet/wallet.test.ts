import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signIn, type SignedIn } from '../../test/auth.ts';
import { eq } from 'drizzle-orm';
import { paymentOrders } from '../../db/schema/index.ts';
import {
  addMember,
  addMoney,
  balance,
  book,
  createOrder,
  day,
  sandboxPay,
} from '../../test/booking.ts';
import { fundWallet, walletSumByKind } from '../../test/money.ts';
import { createCatalog, createProvider } from '../../test/fixtures.ts';

const SANDBOX_SECRET = 'sandbox-secret-for-local-testing-only';

describe('wallet top-ups from payments', () => {
  let t: TestApp;
  let family: SignedIn;
  let familyId: string;
  let draft: { familyMemberId: string; providerSvcId: string; startDate: string; endDate: string };

  // Verifying a payment books its draft, so each order asks for days of its own.
  let nextStart = 1;
  const newOrder = async () => {
    const startDate = day(nextStart);
    const endDate = day(nextStart + 1);
    nextStart += 2;
    const res = await createOrder(t.app, family, { ...draft, startDate, endDate });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { id: string; amount: number };
  };
  const webhook = (body: unknown, eventId: string, secret = SANDBOX_SECRET) => {
    const raw = JSON.stringify(body);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/razorpay/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': createHmac('sha256', secret).update(raw).digest('hex'),
        'x-razorpay-event-id': eventId,
      },
      payload: raw,
    });
  };
  const captured = (orderId: string, paymentId: string, amount: number) => ({
    event: 'payment.captured',
    payload: {
      payment: { entity: { id: paymentId, order_id: orderId, amount, status: 'captured' } },
    },
  });

  beforeAll(async () => {
    t = await createTestApp({ OTP_RESEND_SECONDS: '0' });
    const c = await createCatalog(t.db);
    const { offers } = await createProvider(t.db, {
      offerings: [{ serviceId: c.nursing.id, pricePerDayPaise: 100_000 }],
    });
    family = await signIn(t.app);
    familyId = family.id;
    draft = {
      familyMemberId: await addMember(t.app, family),
      providerSvcId: offers[0]!.id,
      startDate: day(1),
      endDate: day(2),
    };
  });
  afterAll(() => t.close());

  it('starts empty', async () => {
    const newcomer = await signIn(t.app);
    const res = await t.app.inject({
      url: '/api/v1/customer/wallet/getWallet',
      headers: newcomer.auth,
    });
    expect(res.json()).toEqual({
      success: true,
      data: { balance: 0, entries: [], withdrawals: [] },
    });
  });

  it('credits a verified payment and books its draft exactly once, however often it is replayed', async () => {
    const before = await balance(t.app, family);
    const order = await newOrder();
    const proof = await sandboxPay(t.app, family, order.id);
    const first = await addMoney(t.app, family, order.amount / 100, proof);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      message: 'Booking created successfully!',
      data: { credited: true, balance: before, bookingProblem: null },
    });
    const booking = first.json().data.booking;
    expect(booking).toMatchObject({ status: 'PENDING', totalAmount: 2000, days: 2 });
    const replay = await addMoney(t.app, family, order.amount / 100, proof);
    expect(replay.json()).toMatchObject({ data: { credited: false, balance: before } });
    // The replay answers the same booking; nothing new was made.
    expect(replay.json().data.booking.id).toBe(booking.id);
    const wallet = (
      await t.app.inject({ url: '/api/v1/customer/wallet/getWallet', headers: family.auth })
    ).json().data;
    expect(wallet.entries.slice(0, 2)).toMatchObject([
      { kind: 'BOOKING_DEBIT', amount: -2000, bookingId: booking.id },
      {
        kind: 'TOPUP',
        amount: 2000,
        description: expect.stringMatching(
          /^Payment for booking: 2 days from \d{1,2} \w{3} \d{4}$/,
        ),
      },
    ]);
    const bookings = (
      await t.app.inject({
        url: '/api/v1/customer/booking/getCustomerBookings',
        headers: family.auth,
      })
    ).json().data as { id: string }[];
    expect(bookings.filter((b) => b.id === booking.id)).toHaveLength(1);
  });

  it('keeps the money in the wallet and says why when the dates went while the family paid', async () => {
    const order = await newOrder();
    const proof = await sandboxPay(t.app, family, order.id);
    // Another family takes those very days, paying from a funded wallet, before this one returns.
    const rival = await signIn(t.app);
    const rivalMember = await addMember(t.app, rival);
    await fundWallet(t.db, rival.id, 1_000_000);
    const [paid] = await t.db
      .select({ draft: paymentOrders.draft })
      .from(paymentOrders)
      .where(eq(paymentOrders.gatewayOrderId, order.id));
    const { startDate, endDate } = paid!.draft as { startDate: string; endDate: string };
    const taken = await book(t.app, rival, {
      ...draft,
      familyMemberId: rivalMember,
      startDate,
      endDate,
    });
    expect(taken.statusCode, taken.body).toBe(200);

    const before = await balance(t.app, family);
    const res = await addMoney(t.app, family, order.amount / 100, proof);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Money added to wallet');
    expect(res.json().data).toMatchObject({
      credited: true,
      booking: null,
      balance: before + 2000,
    });
    expect(res.json().data.bookingProblem).toMatch(/already booked|not free|taken/i);
    const wallet = (
      await t.app.inject({ url: '/api/v1/customer/wallet/getWallet', headers: family.auth })
    ).json().data;
    expect(wallet.entries[0]).toMatchObject({ kind: 'TOPUP', amount: 2000 });
    expect(wallet.entries[0].description).toMatch(/^Payment kept in your wallet/);
    const notices = (
      await t.app.inject({ url: '/api/v1/notifications/getMyNotifications', headers: family.auth })
    ).json().data.items as { type: string; text: string }[];
    expect(notices[0]).toMatchObject({ type: 'PAYMENT_KEPT_IN_WALLET' });
    expect(notices[0]!.text).toContain('₹2,000');
    // A replay answers the same outcome and credits nothing more.
    const replay = await addMoney(t.app, family, order.amount / 100, proof);
    expect(replay.json().data).toMatchObject({
      credited: false,
      booking: null,
      balance: before + 2000,
    });
  });

  it('refuses a tampered signature and credits nothing', async () => {
    const before = await balance(t.app, family);
    const order = await newOrder();
    const proof = await sandboxPay(t.app, family, order.id);
    const tampered = {
      ...proof,
      razorpay_signature: proof.razorpay_signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
    };
    const res = await addMoney(t.app, family, order.amount / 100, tampered);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The payment could not be verified');
    const otherPayment = await addMoney(t.app, family, order.amount / 100, {
      ...proof,
      razorpay_payment_id: 'pay_forged',
    });
    expect(otherPayment.statusCode).toBe(400);
    expect(await balance(t.app, family)).toBe(before);
  });

  it('refuses an amount that differs from the paid order', async () => {
    const order = await newOrder();
    const proof = await sandboxPay(t.app, family, order.id);
    const res = await addMoney(t.app, family, 999_999, proof);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The amount does not match the paid order');
  });

  it('refuses fractions of a paisa and impossible amounts with 400, crediting nothing', async () => {
    const order = await newOrder();
    const proof = await sandboxPay(t.app, family, order.id);
    const before = await balance(t.app, family);
    const cases: [unknown, RegExp][] = [
      [order.amount / 100 + 0.001, /at most two decimals/],
      [1e300, /too large/],
      [-5, /amount must be positive/],
      ['2000', /expected number/i],
    ];
    for (const [amount, message] of cases) {
      const res = await addMoney(t.app, family, amount as number, proof);
      expect(res.statusCode, String(amount)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect(await balance(t.app, family)).toBe(before);
    // The same proof with the paid amount, to the paisa, is still good (and books its days).
    const good = await addMoney(t.app, family, order.amount / 100, proof);
    expect(good.statusCode).toBe(200);
    expect(good.json().data).toMatchObject({ credited: true, balance: before });
    expect(good.json().data.booking).not.toBeNull();
  });

  it("will not credit another customer's payment", async () => {
    const order = await newOrder();
    const proof = await sandboxPay(t.app, family, order.id);
    const thief = await signIn(t.app);
    const res = await addMoney(t.app, thief, order.amount / 100, proof);
    expect(res.statusCode).toBe(404);
    expect(await balance(t.app, thief)).toBe(0);
    // Nor may a stranger ask the sandbox to sign it.
    const sign = await t.app.inject({
      method: 'POST',
      url: '/api/v1/dev/sandbox/pay',
      headers: thief.auth,
      payload: { orderId: order.id, outcome: 'success' },
    });
    expect(sign.statusCode).toBe(404);
  });

  it('answers a declined sandbox payment with its description and credits nothing', async () => {
    const before = await balance(t.app, family);
    const order = await newOrder();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/dev/sandbox/pay',
      headers: family.auth,
      payload: { orderId: order.id, outcome: 'failure' },
    });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'Your card was declined by the bank (test payment)',
    });
    expect(await balance(t.app, family)).toBe(before);
  });

  it('credits once when both the webhook and the checkout callback arrive', async () => {
    const before = await balance(t.app, family);
    const topupsBefore = await walletSumByKind(t.db, 'PAYMENT_CAPTURED', { customerId: familyId });
    const order = await newOrder();
    const proof = await sandboxPay(t.app, family, order.id);
    const hook = await webhook(
      captured(order.id, proof.razorpay_payment_id, order.amount),
      'evt_1',
    );
    // The browser may be gone: the webhook alone credits and books.
    expect(hook.json().data).toEqual({ handled: true, reason: 'credited and booked' });
    const callback = await addMoney(t.app, family, order.amount / 100, proof);
    expect(callback.json().data.credited).toBe(false);
    expect(callback.json().data.booking).toMatchObject({ status: 'PENDING' });
    const redelivery = await webhook(
      captured(order.id, proof.razorpay_payment_id, order.amount),
      'evt_1',
    );
    expect(redelivery.json().data).toEqual({ handled: false, reason: 'duplicate' });
    const order2 = await newOrder();
    const proof2 = await sandboxPay(t.app, family, order2.id);
    expect((await addMoney(t.app, family, order2.amount / 100, proof2)).json().data.credited).toBe(
      true,
    );
    const late = await webhook(
      captured(order2.id, proof2.razorpay_payment_id, order2.amount),
      'evt_2',
    );
    expect(late.json().data).toEqual({ handled: false, reason: 'already credited' });
    // Two payments, two bookings: the wallet took each in and paid each out.
    expect(await balance(t.app, family)).toBe(before);
    expect(await walletSumByKind(t.db, 'PAYMENT_CAPTURED', { customerId: familyId })).toBe(
      topupsBefore + 400_000,
    );
  });

  it('tells redeliveries apart by payment when the gateway sends no event id', async () => {
    const signedWithoutId = (raw: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/payments/razorpay/webhook',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': createHmac('sha256', SANDBOX_SECRET).update(raw).digest('hex'),
        },
        payload: raw,
      });
    const before = await balance(t.app, family);
    const order = await newOrder();
    const proof = await sandboxPay(t.app, family, order.id);
    const body = JSON.stringify(captured(order.id, proof.razorpay_payment_id, order.amount));
    expect((await signedWithoutId(body)).json().data).toEqual({
      handled: true,
      reason: 'credited and booked',
    });
    expect((await signedWithoutId(body)).json().data).toEqual({
      handled: false,
      reason: 'duplicate',
    });
    expect(await balance(t.app, family)).toBe(before);
    // A signed body that is not JSON is refused, not acknowledged.
    const garbled = await signedWithoutId('{"event": ');
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json().message).toBe('The request body is not valid JSON');
    // And the sandbox will not take a second payment for the order it already paid.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/dev/sandbox/pay',
      headers: family.auth,
      payload: { orderId: order.id, outcome: 'success' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This order is already paid');
  });

  it('refuses a webhook with a bad signature', async () => {
    const order = await newOrder();
    const res = await webhook(
      captured(order.id, 'pay_x', order.amount),
      'evt_bad',
      'wrong-secret-wrong-secret',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid webhook signature');
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/razorpay/webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(unsigned.statusCode).toBe(400);
  });

  it('ignores webhook events it does not handle', async () => {
    const res = await webhook({ event: 'refund.created', payload: {} }, 'evt_refund');
    expect(res.json().data).toEqual({ handled: false, reason: 'ignored' });
  });

  it('acknowledges and ignores signed bodies of any other shape, never answering 500', async () => {
    const order = await newOrder();
    const odd: [unknown, string][] = [
      [null, 'evt_null'],
      [[1, 2], 'evt_array'],
      ['payment.captured', 'evt_string'],
      [{ event: 42 }, 'evt_number'],
      [{ event: 'payment.captured', payload: null }, 'evt_no_payload'],
      [{ event: 'payment.captured', payload: { payment: { entity: { id: 'pay_1' } } } }, 'evt_x'],
      [captured(`${order.id}\u0000`, 'pay_nul', order.amount), 'evt_nul_order'],
      [captured(order.id, 'pay_nul_evt', order.amount), 'evt_\u0000'],
    ];
    for (const [body, eventId] of odd) {
      const res = await webhook(body, eventId);
      expect(res.statusCode, JSON.stringify(body)).toBe(200);
      expect(res.json().data).toEqual({ handled: false, reason: 'malformed' });
    }
    // Nothing was credited by any of them: the order can still be paid once, normally.
    const before = await balance(t.app, family);
    const hook = await webhook(captured(order.id, 'pay_after_odd', order.amount), 'evt_ok');
    expect(hook.json().data).toEqual({ handled: true, reason: 'credited and booked' });
    expect(await balance(t.app, family)).toBe(before);
  });

  it('does not credit a payment whose amount differs from the order', async () => {
    const order = await newOrder();
    const before = await balance(t.app, family);
    const res = await webhook(captured(order.id, 'pay_short', order.amount - 100), 'evt_short');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ handled: false, reason: 'amount mismatch' });
    expect(await balance(t.app, family)).toBe(before);
  });

  it('refuses a second, different payment for an order already paid, and credits nothing more', async () => {
    const order = await newOrder();
    // Two payments for one order (a double tap at the bank): both are genuinely signed.
    const first = await sandboxPay(t.app, family, order.id);
    const second = await sandboxPay(t.app, family, order.id);
    expect(second.razorpay_payment_id).not.toBe(first.razorpay_payment_id);
    const before = await balance(t.app, family);

    expect((await addMoney(t.app, family, order.amount / 100, first)).statusCode).toBe(200);
    const again = await addMoney(t.app, family, order.amount / 100, second);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This order was already paid by another payment');
    expect(await balance(t.app, family)).toBe(before);
  });
});
