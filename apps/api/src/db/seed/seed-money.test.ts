import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInIndia } from '@care/shared';
import { reconcile } from '../../modules/reconciliation/service.ts';
import { finishSandboxRefunds } from '../../modules/wallet/refund-outcome.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signIn } from '../../test/auth.ts';
import { ledgerIsSound } from '../../test/money.ts';
import { rowsOf } from '../client.ts';
import { seedDemoData } from './index.ts';

/** The demo's first family, which the seed gives an upcoming booking waiting for an answer. */
const FIRST_FAMILY = '9100000001';

/**
 * The demo's money works like live money: its bookings were paid through the sandbox gateway,
 * so a demo family can get a refund back to where it paid, and the reconciliation of a seeded
 * day finds the ledger and the gateway agreeing.
 */
describe('the demo data as money', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ OTP_RESEND_SECONDS: '0' });
    await seedDemoData(t.db, t.app.storage);
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  it('lets a seeded family cancel its pending booking and withdraw the refund to its payment', async () => {
    const family = await signIn(t.app, 'Customer', FIRST_FAMILY);
    const [pending] = rowsOf<{ id: string; total: number }>(
      await t.db.execute(sql`
        select id, total_paise::int as total from bookings
         where customer_id = ${family.id} and status = 'PENDING' limit 1`),
    );
    expect(pending).toBeDefined();

    const cancelled = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/customer/booking/cancelBooking/${pending!.id}`,
      headers: family.auth,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const withdrawn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/customer/wallet/withdraw',
      headers: { ...family.auth, 'idempotency-key': randomUUID() },
      payload: { amount: pending!.total / 100 },
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);

    const refunds = rowsOf<{ order: string; amount: number }>(
      await t.db.execute(sql`
        select o.gateway_order_id as order, r.amount_paise::int as amount
          from withdrawal_refunds r join payment_orders o on o.id = r.payment_order_id
         where o.customer_id = ${family.id}`),
    );
    expect(refunds.length).toBeGreaterThan(0);
    expect(refunds.every((r) => r.order.startsWith('order_seed_'))).toBe(true);
    expect(refunds.reduce((sum, r) => sum + r.amount, 0)).toBe(pending!.total);

    await finishSandboxRefunds(t.db, new Date(Date.now() + 60_000));
    const wallet = (
      await t.app.inject({ url: '/api/v1/customer/wallet/getWallet', headers: family.auth })
    ).json().data as { balance: number; withdrawals: { status: string }[] };
    expect(wallet.balance).toBe(0);
    expect(wallet.withdrawals.map((w) => w.status)).toEqual(['REFUNDED']);
    expect(await ledgerIsSound(t.db)).toBe(true);
  });

  it('reconciles a seeded day: the ledger took in what the sandbox reports it captured', async () => {
    const [seeded] = rowsOf<{ paidAt: Date }>(
      await t.db.execute(sql`
        select paid_at as "paidAt" from payment_orders
         where gateway_order_id like 'order_seed_%' order by paid_at limit 1`),
    );
    const day = todayInIndia(new Date(seeded!.paidAt));
    const run = await reconcile(t.db, t.app.payments, day);
    expect(run.problems).toEqual([]);
    expect(run.ok).toBe(true);
    expect(run.ledgerGatewayInPaise).toBeGreaterThan(0);
  });
});
