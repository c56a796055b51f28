import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signIn, type SignedIn } from '../../test/auth.ts';
import { addMember, addMoney, balance, createOrder, day, sandboxPay } from '../../test/booking.ts';
import { createCatalog, createProvider } from '../../test/fixtures.ts';

const SANDBOX_SECRET = 'sandbox-secret-for-local-testing-only';

describe('wallet top-ups from payments', () => {
  let t: TestApp;
  let family: SignedIn;
  let draft: { familyMemberId: string; providerSvcId: string; startDate: string; endDate: string };

  const newOrder = async () => {
    const res = await createOrder(t.app, family, draft);
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
    expect(res.json()).toEqual({ success: true, data: { balance: 0, entries: [] } });
  });

  it('credits a verified payment exactly once, however often it is replayed', async () => {
    const before = await balance(t.app, family);
    const order = await newOrder();
    const proof = await sandboxPay(t.app, family, order.id);
    const first = await addMoney(t.app, family, order.amount / 100, proof);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      message: 'Money added to wallet',
      data: { credited: true, balance: before + 2000 },
    });
    const replay = await addMoney(t.app, family, order.amount / 100, proof);
    expect(replay.json()).toMatchObject({ data: { credited: false, balance: before + 2000 } });
    const wallet = (
      await t.app.inject({ url: '/api/v1/customer/wallet/getWallet', headers: family.auth })
    ).json().data;
    expect(wallet.entries[0]).toMatchObject({
      kind: 'TOPUP',
      amount: 2000,
      description: 'Initial top-up',
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
    // The same proof with the paid amount, to the paisa, is still good.
    expect((await addMoney(t.app, family, order.amount / 100, proof)).statusCode).toBe(200);
    expect(await balance(t.app, family)).toBe(before + order.amount / 100);
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
    const order = await newOrder();
    const proof = await sandboxPay(t.app, family, order.id);
    const hook = await webhook(
      captured(order.id, proof.razorpay_payment_id, order.amount),
      'evt_1',
    );
    expect(hook.json().data).toEqual({ handled: true, reason: 'credited' });
    const callback = await addMoney(t.app, family, order.amount / 100, proof);
    expect(callback.json().data.credited).toBe(false);
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
    expect(await balance(t.app, family)).toBe(before + 4000);
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
      reason: 'credited',
    });
    expect((await signedWithoutId(body)).json().data).toEqual({
      handled: false,
      reason: 'duplicate',
    });
    expect(await balance(t.app, family)).toBe(before + order.amount / 100);
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
    expect(hook.json().data).toEqual({ handled: true, reason: 'credited' });
    expect(await balance(t.app, family)).toBe(before + order.amount / 100);
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
    expect(await balance(t.app, family)).toBe(before + order.amount / 100);
  });
});
