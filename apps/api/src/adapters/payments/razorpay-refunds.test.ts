import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signIn, type SignedIn } from '../../test/auth.ts';
import { addMember, addMoney, balance, createOrder, day } from '../../test/booking.ts';
import { createCatalog, createProvider } from '../../test/fixtures.ts';
import { ledgerIsSound } from '../../test/money.ts';
import { createWithdrawService } from '../../modules/wallet/withdraw.service.ts';

const KEY_ID = 'rzp_test_fake123';
const KEY_SECRET = 'fake-razorpay-key-secret';
const WEBHOOK_SECRET = 'fake-razorpay-webhook-secret';

interface SeenRefund {
  url: string;
  headers: IncomingHttpHeaders;
  body: { amount: number; speed: string; receipt: string; notes: Record<string, string> };
}

/**
 * Withdrawals against a local stand-in for Razorpay's Orders and Refunds APIs (real HTTP through
 * the official SDK), and Razorpay's refund webhooks, signed as Razorpay signs them.
 */
describe('withdrawals through Razorpay refunds', () => {
  let fake: Server;
  const refunds: SeenRefund[] = [];
  /** Refunds made, by idempotency key, as Razorpay keeps them. */
  const byKey = new Map<string, object>();
  let refundFails: { status: number; description: string } | null = null;
  let t: TestApp;
  let providerSvcId: string;
  let nextDay = 1;

  beforeAll(async () => {
    fake = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => (raw += chunk));
      req.on('end', () => {
        const body = JSON.parse(raw || '{}');
        res.setHeader('content-type', 'application/json');
        if (req.url === '/v1/orders') {
          res.end(
            JSON.stringify({
              id: `order_fake_${randomUUID().slice(0, 8)}`,
              entity: 'order',
              amount: body.amount,
              currency: body.currency,
              receipt: body.receipt,
              status: 'created',
            }),
          );
          return;
        }
        const refundOf = /^\/v1\/payments\/([^/]+)\/refund$/.exec(req.url ?? '');
        if (req.method === 'POST' && refundOf) {
          refunds.push({ url: req.url!, headers: req.headers, body });
          if (refundFails) {
            res.statusCode = refundFails.status;
            res.end(
              JSON.stringify({
                error: { code: 'BAD_REQUEST_ERROR', description: refundFails.description },
              }),
            );
            return;
          }
          const key = String(req.headers['x-refund-idempotency']);
          const refund = byKey.get(key) ?? {
            id: `rfnd_fake${byKey.size + 1}`,
            entity: 'refund',
            amount: body.amount,
            currency: 'INR',
            payment_id: refundOf[1],
            notes: body.notes ?? [],
            receipt: body.receipt ?? null,
            status: 'pending',
            speed_requested: body.speed,
            created_at: Math.floor(Date.now() / 1000),
          };
          byKey.set(key, refund);
          res.end(JSON.stringify(refund));
          return;
        }
        res.statusCode = 404;
        res.end(JSON.stringify({ error: { code: 'BAD_REQUEST_ERROR', description: 'Not found' } }));
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const { port } = fake.address() as AddressInfo;
    t = await createTestApp({
      OTP_RESEND_SECONDS: '0',
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      RAZORPAY_API_URL: `http://127.0.0.1:${port}`,
    });
    const c = await createCatalog(t.db);
    const { offers } = await createProvider(t.db, {
      offerings: [{ serviceId: c.nursing.id, pricePerDayPaise: 100_000 }],
    });
    providerSvcId = offers[0]!.id;
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => fake.close(resolve));
  });

  /** A family who paid Razorpay for `days` days of care and cancelled: the money is in the wallet. */
  async function paidAndCancelled(family: SignedIn, memberId: string, days: number) {
    const start = nextDay;
    nextDay += days;
    const order = (
      await createOrder(t.app, family, {
        familyMemberId: memberId,
        providerSvcId,
        startDate: day(start),
        endDate: day(start + days - 1),
      })
    ).json() as { id: string; amount: number };
    const paymentId = `pay_${randomUUID().replaceAll('-', '').slice(0, 14)}`;
    const signature = createHmac('sha256', KEY_SECRET)
      .update(`${order.id}|${paymentId}`)
      .digest('hex');
    const paid = await addMoney(t.app, family, order.amount / 100, {
      razorpay_order_id: order.id,
      razorpay_payment_id: paymentId,
      razorpay_signature: signature,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const bookingId = paid.json().data.booking.id as string;
    const cancelled = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/customer/booking/cancelBooking/${bookingId}`,
      headers: family.auth,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    return paymentId;
  }

  async function familyWithMoney(...bookings: number[]) {
    const family = await signIn(t.app);
    const memberId = await addMember(t.app, family);
    const payments: string[] = [];
    for (const days of bookings) payments.push(await paidAndCancelled(family, memberId, days));
    return { family, payments };
  }

  const withdraw = (who: SignedIn, amount: number, key = randomUUID()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/customer/wallet/withdraw',
      headers: { ...who.auth, 'idempotency-key': key },
      payload: { amount },
    });

  const withdrawalOf = async (who: SignedIn, id: string) => {
    const data = (
      await t.app.inject({ url: '/api/v1/customer/wallet/getWallet', headers: who.auth })
    ).json().data as {
      balance: number;
      entries: { kind: string; amount: number }[];
      withdrawals: { id: string; status: string; amount: number }[];
    };
    return { ...data, withdrawal: data.withdrawals.find((w) => w.id === id) };
  };

  const refundRows = async (withdrawalId: string) =>
    rowsOf<{ id: string; amount: number; status: string; gateway_refund_id: string | null }>(
      await t.db.execute(sql`
        select id, amount_paise::int as amount, status, gateway_refund_id
          from withdrawal_refunds where withdrawal_id = ${withdrawalId}
         order by amount_paise desc`),
    );

  const entriesOf = async (kind: string, withdrawalId: string) =>
    rowsOf<{ n: number }>(
      await t.db.execute(
        sql`select count(*)::int as n from journal_entries where kind = ${kind} and withdrawal_id = ${withdrawalId}`,
      ),
    )[0]!.n;

  /**
   * Razorpay's refund webhook, with the fields we read. (Its words such as "refund" and
   * "processed" in other fields are left out: the log check would take them for values a
   * person sent.)
   */
  function refundEvent(
    event: 'refund.processed' | 'refund.failed' | 'refund.created',
    refund: { id: string; payment_id: string; amount: number; receipt: string | null },
  ) {
    return {
      account_id: 'acc_fake',
      event,
      payload: {
        refund: {
          entity: {
            ...refund,
            currency: 'INR',
            notes: [],
            acquirer_data: { arn: null },
            created_at: Math.floor(Date.now() / 1000),
            batch_id: null,
          },
        },
      },
      created_at: Math.floor(Date.now() / 1000),
    };
  }

  const webhook = (body: unknown, eventId = `evt_${randomUUID()}`, secret = WEBHOOK_SECRET) => {
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

  it('sends one normal refund per payment, our refund id as its receipt and idempotency key', async () => {
    const { family, payments } = await familyWithMoney(2);
    const before = refunds.length;
    const res = await withdraw(family, 1500);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('PROCESSING');
    expect(refunds).toHaveLength(before + 1);
    const [row] = await refundRows(res.json().data.id);
    const sent = refunds[before]!;
    expect(sent.url).toBe(`/v1/payments/${payments[0]}/refund`);
    expect(sent.body).toEqual({
      amount: 150_000,
      speed: 'normal',
      receipt: row!.id,
      notes: { withdrawal_id: res.json().data.id, withdrawal_refund_id: row!.id },
    });
    expect(sent.headers['x-refund-idempotency']).toBe(row!.id);
    expect(sent.headers.authorization).toBe(
      `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`,
    );
    expect(row).toMatchObject({ status: 'PENDING', amount: 150_000 });
    expect(row!.gateway_refund_id).toMatch(/^rfnd_fake\d+$/);
  });

  it('completes on refund.processed, and ignores redeliveries and a late contradicting refund.failed', async () => {
    const { family, payments } = await familyWithMoney(2);
    const { id } = (await withdraw(family, 2000)).json().data;
    const [row] = await refundRows(id);
    const refund = {
      id: row!.gateway_refund_id!,
      payment_id: payments[0]!,
      amount: 200_000,
      receipt: row!.id,
    };
    // Razorpay's refund.created says nothing final.
    expect((await webhook(refundEvent('refund.created', refund))).json().data).toEqual({
      handled: false,
      reason: 'ignored',
    });
    const processed = await webhook(refundEvent('refund.processed', refund), 'evt_processed_1');
    expect(processed.statusCode).toBe(200);
    expect(processed.json().data).toEqual({ handled: true, reason: 'refunded' });
    const after = await withdrawalOf(family, id);
    expect(after.withdrawal).toMatchObject({ status: 'REFUNDED', amount: 2000 });
    expect(after.balance).toBe(0);

    const redelivered = await webhook(refundEvent('refund.processed', refund), 'evt_processed_1');
    expect(redelivered.json().data).toEqual({ handled: false, reason: 'duplicate' });
    const sentAgain = await webhook(refundEvent('refund.processed', refund));
    expect(sentAgain.json().data).toEqual({ handled: false, reason: 'already refunded' });
    const contradicting = await webhook(refundEvent('refund.failed', refund));
    expect(contradicting.json().data).toEqual({ handled: false, reason: 'already refunded' });
    expect(await balance(t.app, family)).toBe(0);
    expect(await entriesOf('WITHDRAWAL_REFUNDED', id)).toBe(1);
    expect(await entriesOf('WITHDRAWAL_RETURNED', id)).toBe(0);
  });

  it('returns a failed refund to the wallet, once, and marks the withdrawal FAILED', async () => {
    const { family, payments } = await familyWithMoney(1);
    const { id } = (await withdraw(family, 1000)).json().data;
    const [row] = await refundRows(id);
    const refund = {
      id: row!.gateway_refund_id!,
      payment_id: payments[0]!,
      amount: 100_000,
      receipt: row!.id,
    };
    const failed = await webhook(refundEvent('refund.failed', refund));
    expect(failed.json().data).toEqual({ handled: true, reason: 'returned to wallet' });
    const after = await withdrawalOf(family, id);
    expect(after.withdrawal).toMatchObject({ status: 'FAILED' });
    expect(after.balance).toBe(1000);
    expect(after.entries[0]).toMatchObject({ kind: 'WITHDRAWAL_RETURNED', amount: 1000 });
    // A late refund.processed for it cannot take the money a second time.
    const late = await webhook(refundEvent('refund.processed', refund));
    expect(late.json().data).toEqual({ handled: false, reason: 'already returned' });
    expect(await balance(t.app, family)).toBe(1000);
    const notices = (
      await t.app.inject({ url: '/api/v1/notifications/getMyNotifications', headers: family.auth })
    ).json().data.items as { type: string; text: string }[];
    expect(notices[0]).toMatchObject({ type: 'WITHDRAWAL_FAILED' });
    expect(notices[0]!.text).toContain('₹1,000');
    expect(notices[0]!.text).toContain('back in your wallet');
  });

  it('settles each payment on its own: the refunded part leaves, the failed part comes back', async () => {
    const { family, payments } = await familyWithMoney(1, 2);
    const { id } = (await withdraw(family, 3000)).json().data;
    const [bigger, smaller] = await refundRows(id);
    // The newer payment (₹2,000) took the bigger share.
    expect([bigger!.amount, smaller!.amount]).toEqual([200_000, 100_000]);
    const refundOf = (row: typeof bigger, paymentId: string) => ({
      id: row!.gateway_refund_id!,
      payment_id: paymentId,
      amount: row!.amount,
      receipt: row!.id,
    });
    const first = await webhook(refundEvent('refund.processed', refundOf(bigger, payments[1]!)));
    expect(first.json().data.handled).toBe(true);
    expect((await withdrawalOf(family, id)).withdrawal?.status).toBe('PROCESSING');
    await webhook(refundEvent('refund.failed', refundOf(smaller, payments[0]!)));
    const after = await withdrawalOf(family, id);
    // Partly refunded is REFUNDED; the part that failed is back in the wallet.
    expect(after.withdrawal).toMatchObject({ status: 'REFUNDED', amount: 3000 });
    expect(after.balance).toBe(1000);
    expect(await ledgerIsSound(t.db)).toBe(true);
  });

  it('matches a webhook that overtook our record of the refund by its receipt', async () => {
    const { family, payments } = await familyWithMoney(1);
    refundFails = { status: 503, description: 'Service unavailable' };
    const res = await withdraw(family, 1000);
    refundFails = null;
    // The refund may or may not have been made: the withdrawal waits, its money in transit.
    expect(res.json().data.status).toBe('PROCESSING');
    const [row] = await refundRows(res.json().data.id);
    expect(row).toMatchObject({ status: 'PENDING', gateway_refund_id: null });
    const hook = await webhook(
      refundEvent('refund.processed', {
        id: 'rfnd_overtaking',
        payment_id: payments[0]!,
        amount: 100_000,
        receipt: row!.id,
      }),
    );
    expect(hook.json().data).toEqual({ handled: true, reason: 'refunded' });
    expect((await refundRows(res.json().data.id))[0]).toMatchObject({
      status: 'PROCESSED',
      gateway_refund_id: 'rfnd_overtaking',
    });
  });

  it('sends a refund cut short again under the same idempotency key, and never one Razorpay has', async () => {
    const { family } = await familyWithMoney(1);
    const before = refunds.length;
    refundFails = { status: 500, description: 'Internal error' };
    const { id } = (await withdraw(family, 1000)).json().data;
    refundFails = null;
    const [row] = await refundRows(id);
    expect(row!.gateway_refund_id).toBeNull();

    // The job, a few minutes on.
    const service = createWithdrawService(t.db, t.app.payments);
    expect(await service.resendUnsent(new Date(Date.now() + 5 * 60_000))).toBe(1);
    expect(refunds).toHaveLength(before + 2);
    expect(refunds[before + 1]!.headers['x-refund-idempotency']).toBe(row!.id);
    expect(refunds[before + 1]!.body).toEqual(refunds[before]!.body);
    expect((await refundRows(id))[0]!.gateway_refund_id).toMatch(/^rfnd_fake\d+$/);
    // Acknowledged now: the next run sends nothing.
    expect(await service.resendUnsent(new Date(Date.now() + 5 * 60_000))).toBe(0);
    expect(refunds).toHaveLength(before + 2);
  });

  it('returns a refund Razorpay refuses outright to the wallet at once', async () => {
    const { family } = await familyWithMoney(1);
    refundFails = { status: 400, description: 'The payment has been fully refunded already' };
    const res = await withdraw(family, 1000);
    refundFails = null;
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('FAILED');
    const [row] = await refundRows(res.json().data.id);
    expect(row).toMatchObject({ status: 'FAILED' });
    expect(await balance(t.app, family)).toBe(1000);
    expect(await entriesOf('WITHDRAWAL_RETURNED', res.json().data.id)).toBe(1);
  });

  it('acknowledges refunds it did not make, and notices that do not match ours, changing nothing', async () => {
    const { family, payments } = await familyWithMoney(1);
    const { id } = (await withdraw(family, 1000)).json().data;
    const [row] = await refundRows(id);
    const cases: [object, string][] = [
      [
        { id: 'rfnd_dashboard', payment_id: 'pay_other', amount: 5000, receipt: null },
        'unknown refund',
      ],
      [
        { id: 'rfnd_dashboard2', payment_id: payments[0]!, amount: 5000, receipt: 'not-a-uuid' },
        'unknown refund',
      ],
      [
        { id: row!.gateway_refund_id!, payment_id: payments[0]!, amount: 99_999, receipt: row!.id },
        'refund mismatch',
      ],
      [
        {
          id: row!.gateway_refund_id!,
          payment_id: 'pay_someone_else',
          amount: 100_000,
          receipt: row!.id,
        },
        'refund mismatch',
      ],
    ];
    for (const [refund, reason] of cases) {
      const res = await webhook(refundEvent('refund.processed', refund as never));
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ handled: false, reason });
    }
    const malformed = await webhook({ event: 'refund.processed', payload: { refund: null } });
    expect(malformed.json().data).toEqual({ handled: false, reason: 'malformed' });
    expect((await withdrawalOf(family, id)).withdrawal?.status).toBe('PROCESSING');
    expect((await refundRows(id))[0]!.status).toBe('PENDING');
  });

  it('refuses a refund webhook with a bad signature', async () => {
    const res = await webhook(
      refundEvent('refund.processed', {
        id: 'rfnd_x',
        payment_id: 'pay_x',
        amount: 100,
        receipt: null,
      }),
      'evt_bad_signature',
      'not-the-webhook-secret',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid webhook signature');
  });
});
