import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signIn, type SignedIn } from '../../test/auth.ts';
import { addMember, addMoney, balance, createOrder, day } from '../../test/booking.ts';
import { createCatalog, createProvider } from '../../test/fixtures.ts';

const KEY_ID = 'rzp_test_fake123';
const KEY_SECRET = 'fake-razorpay-key-secret';

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: { amount: number; currency: string; receipt: string };
}

/** A local stand-in for Razorpay's Orders API: real HTTP through the official SDK. */
describe('Razorpay gateway adapter', () => {
  let fake: Server;
  const seen: Seen[] = [];
  let failWith: number | null = null;
  /** Paise the fake adds to the amount it was asked for, as a misbehaving gateway might. */
  let skewPaise = 0;
  let t: TestApp;
  let family: SignedIn;
  let draft: object;

  beforeAll(async () => {
    fake = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => (raw += chunk));
      req.on('end', () => {
        const body = JSON.parse(raw || '{}');
        seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
        res.setHeader('content-type', 'application/json');
        if (failWith) {
          res.statusCode = failWith;
          res.end(
            JSON.stringify({
              error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' },
            }),
          );
          return;
        }
        res.end(
          JSON.stringify({
            id: `order_fake${seen.length}`,
            entity: 'order',
            amount: body.amount + skewPaise,
            currency: body.currency,
            receipt: body.receipt,
            status: 'created',
          }),
        );
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const { port } = fake.address() as AddressInfo;
    t = await createTestApp({
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_API_URL: `http://127.0.0.1:${port}`,
    });
    const c = await createCatalog(t.db);
    const { offers } = await createProvider(t.db, {
      offerings: [{ serviceId: c.nursing.id, pricePerDayPaise: 110_000 }],
    });
    family = await signIn(t.app);
    draft = {
      familyMemberId: await addMember(t.app, family),
      providerSvcId: offers[0]!.id,
      startDate: day(2),
      endDate: day(3),
    };
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => fake.close(resolve));
  });

  it('creates the order at Razorpay with the key and the server-priced amount', async () => {
    const before = seen.length;
    const res = await createOrder(t.app, family, draft);
    expect(res.statusCode).toBe(200);
    expect(seen).toHaveLength(before + 1);
    expect(res.json()).toEqual({
      success: true,
      id: `order_fake${before + 1}`,
      amount: 220_000,
      currency: 'INR',
      gateway: 'razorpay',
      keyId: KEY_ID,
    });
    const request = seen[before];
    expect(request).toMatchObject({
      method: 'POST',
      url: '/v1/orders',
      body: { amount: 220_000, currency: 'INR' },
    });
    expect(request!.headers.authorization).toBe(
      `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`,
    );
  });

  it("verifies Razorpay's checkout signature with the key secret", async () => {
    // Verifying books the order's days, so this order asks for days no other test uses.
    const order = (
      await createOrder(t.app, family, { ...draft, startDate: day(40), endDate: day(41) })
    ).json();
    const paymentId = 'pay_real123';
    const signature = createHmac('sha256', KEY_SECRET)
      .update(`${order.id}|${paymentId}`)
      .digest('hex');
    const res = await addMoney(t.app, family, order.amount / 100, {
      razorpay_order_id: order.id,
      razorpay_payment_id: paymentId,
      razorpay_signature: signature,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.booking).toMatchObject({ totalAmount: 2200, status: 'PENDING' });
    expect(await balance(t.app, family)).toBe(0);
    const forged = createHmac('sha256', 'sandbox-secret-for-local-testing-only')
      .update(`${order.id}|pay_2`)
      .digest('hex');
    const bad = await addMoney(t.app, family, order.amount / 100, {
      razorpay_order_id: order.id,
      razorpay_payment_id: 'pay_2',
      razorpay_signature: forged,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('has no sandbox when Razorpay is configured', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/dev/sandbox/pay',
      headers: family.auth,
      payload: { orderId: 'order_fake1', outcome: 'success' },
    });
    expect(res.statusCode).toBe(404);
  });

  it('reports a gateway failure without leaking its details', async () => {
    failWith = 401;
    const res = await createOrder(t.app, family, draft);
    failWith = null;
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('Could not start the payment. Please try again.');
    expect(res.body).not.toContain('Authentication failed');
  });

  it('refuses an order the gateway made for a different amount, and keeps none', async () => {
    skewPaise = 100;
    const res = await createOrder(t.app, family, draft);
    skewPaise = 0;
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('The payment gateway returned a different amount');
    const stored = await t.db.execute(
      sql`select 1 from payment_orders where gateway_order_id = ${`order_fake${seen.length}`}`,
    );
    expect(rowsOf(stored)).toEqual([]);
  });

  it('has no webhook without a webhook secret', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/razorpay/webhook',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'a'.repeat(64) },
      payload: '{}',
    });
    expect(res.statusCode).toBe(404);
  });
});
