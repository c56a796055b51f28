import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { todayInIndia } from '@care/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRazorpayGateway } from '../../adapters/payments/razorpay.ts';
import { paymentOrders } from '../../db/schema/index.ts';
import { jobDefinitions } from '../../jobs/definitions.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signIn } from '../../test/auth.ts';
import { addMember, day, payAndBook } from '../../test/booking.ts';
import { createCatalog, createCustomerWithMember, createProvider } from '../../test/fixtures.ts';
import { reconcile } from './service.ts';

/** The daily check that the books balance and agree with the gateway. */
describe('reconciliation', () => {
  let t: TestApp;
  let fake: Server;
  /** What the local fake of Razorpay's payments list answers, page by page. */
  let razorpayPayments: { amount: number; captured: boolean }[] = [];
  const listed: string[] = [];
  let fakeUrl: string;

  beforeAll(async () => {
    t = await createTestApp({ OTP_RESEND_SECONDS: '0' });
    const c = await createCatalog(t.db);
    const { offers } = await createProvider(t.db, {
      offerings: [{ serviceId: c.nursing.id, pricePerDayPaise: 120_000 }],
    });
    const family = await signIn(t.app);
    const { booking } = await payAndBook(t.app, family, {
      familyMemberId: await addMember(t.app, family),
      providerSvcId: offers[0]!.id,
      startDate: day(3),
      endDate: day(3),
    });
    expect(booking.statusCode, booking.body).toBe(200);

    fake = createServer((req, res) => {
      listed.push(req.url!);
      const url = new URL(req.url!, 'http://fake');
      const skip = Number(url.searchParams.get('skip') ?? 0);
      const count = Number(url.searchParams.get('count') ?? 10);
      const items = razorpayPayments.slice(skip, skip + count).map((p, i) => ({
        id: `pay_${skip + i}`,
        entity: 'payment',
        ...p,
        status: p.captured ? 'captured' : 'failed',
      }));
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ entity: 'collection', count: items.length, items }));
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => fake.close(resolve));
  });

  it('finds today balanced against the sandbox, and records the run', async () => {
    const run = await reconcile(t.db, t.app.payments, todayInIndia());
    expect(run).toMatchObject({ ok: true, unbalancedEntries: 0, problems: [] });
    expect(run.ledgerGatewayInPaise).toBeGreaterThanOrEqual(120_000);
    expect(run.gatewayReportedPaise).toBe(run.ledgerGatewayInPaise);
  });

  it('reports a paid order the ledger never took in', async () => {
    const { customer } = await createCustomerWithMember(t.db);
    await t.db.insert(paymentOrders).values({
      gateway: 'sandbox',
      gatewayOrderId: `order_lost_${Date.now()}`,
      customerId: customer.id,
      amountPaise: 50_000,
      draft: {},
      status: 'PAID',
      // A day of its own, so the other tests' days stay balanced whatever order they run in.
      paidAt: new Date('2026-01-15T12:00:00+05:30'),
    });
    const run = await reconcile(t.db, t.app.payments, '2026-01-15');
    expect(run.ok).toBe(false);
    expect(run).toMatchObject({ gatewayReportedPaise: 50_000, ledgerGatewayInPaise: 0 });
    expect(run.problems).toEqual([
      'Gateway reports 50000 paise captured on 2026-01-15; the ledger took in 0',
    ]);
  });

  it("sums Razorpay's captured payments across pages, over real HTTP", async () => {
    razorpayPayments = [
      ...Array.from({ length: 100 }, () => ({ amount: 1_000, captured: true })),
      { amount: 5_000, captured: true },
      { amount: 9_999, captured: false },
    ];
    const gateway = createRazorpayGateway({
      keyId: 'rzp_test_fake',
      keySecret: 'fake-secret',
      webhookSecret: undefined,
      apiUrl: fakeUrl,
    });
    const from = new Date('2026-11-20T00:00:00+05:30');
    const to = new Date('2026-11-21T00:00:00+05:30');
    expect(await gateway.capturedBetween!(from, to)).toBe(105_000);
    // Two pages of 100, for the India day asked about.
    expect(listed).toHaveLength(2);
    const first = new URL(listed[0]!, 'http://fake').searchParams;
    expect(first.get('from')).toBe(String(from.getTime() / 1000));
    expect(first.get('to')).toBe(String(to.getTime() / 1000 - 1));
    expect(new URL(listed[1]!, 'http://fake').searchParams.get('skip')).toBe('100');
  });

  it('runs as a daily job that says whether the books reconcile', async () => {
    const job = jobDefinitions.find((j) => j.name === 'reconcile-money')!;
    const warnings: object[] = [];
    const ok = await job.run({
      db: t.db,
      sms: t.app.sms,
      smsTemplateIds: {},
      payments: t.app.payments,
      log: { warn: (details) => warnings.push(details) },
    });
    // Yesterday had no money at all in this fresh database: balanced.
    expect(ok).toBe(true);
    expect(warnings).toEqual([]);
  });
});
