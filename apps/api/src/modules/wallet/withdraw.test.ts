import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { sha256Hex } from '../../lib/crypto.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signIn, type SignedIn } from '../../test/auth.ts';
import { addMember, balance, day, payAndBook } from '../../test/booking.ts';
import { createCatalog, createProvider } from '../../test/fixtures.ts';
import { fundWallet, ledgerIsSound } from '../../test/money.ts';
import { finishSandboxRefunds } from './refund-outcome.ts';

interface WalletView {
  balance: number;
  entries: { kind: string; amount: number }[];
  withdrawals: {
    id: string;
    amount: number;
    status: string;
    refunds: number;
    completedAt: string | null;
  }[];
}

/** Withdrawals through the sandbox gateway, which refunds every payment within seconds. */
describe('family withdrawals (sandbox gateway)', () => {
  let t: TestApp;
  let providerSvcId: string;
  let caregiver: SignedIn;
  /** Each paid booking takes days of its own, so no two clash at the caregiver. */
  let nextDay = 1;

  const withdraw = (who: SignedIn, amount: unknown, key: string | null = randomUUID()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/customer/wallet/withdraw',
      headers: { ...who.auth, ...(key === null ? {} : { 'idempotency-key': key }) },
      payload: { amount },
    });

  const wallet = async (who: SignedIn): Promise<WalletView> =>
    (await t.app.inject({ url: '/api/v1/customer/wallet/getWallet', headers: who.auth })).json()
      .data;

  /**
   * Money in the wallet as families get it: a real sandbox payment for a booking, which the
   * family then cancels before the caregiver accepts (a full refund to the wallet).
   */
  async function paidThenCancelled(who: SignedIn, memberId: string, days: number) {
    const start = nextDay;
    nextDay += days;
    const { order, booking } = await payAndBook(t.app, who, {
      familyMemberId: memberId,
      providerSvcId,
      startDate: day(start),
      endDate: day(start + days - 1),
    });
    expect(booking.statusCode, booking.body).toBe(200);
    const bookingId = (booking.json() as { data: { id: string } }).data.id;
    const cancelled = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/customer/booking/cancelBooking/${bookingId}`,
      headers: who.auth,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    return (order.json() as { id: string }).id;
  }

  async function familyWithMoney(...bookings: number[]) {
    const family = await signIn(t.app);
    const memberId = await addMember(t.app, family);
    const orders: string[] = [];
    for (const days of bookings) orders.push(await paidThenCancelled(family, memberId, days));
    return { family, memberId, orders };
  }

  /** Each refund of a withdrawal: the payment order it goes back to, and where it stands. */
  const refundsOf = async (withdrawalId: string) =>
    rowsOf<{ gateway_order_id: string; amount: number; status: string; gateway_refund_id: string }>(
      await t.db.execute(sql`
        select o.gateway_order_id, r.amount_paise::int as amount, r.status, r.gateway_refund_id
          from withdrawal_refunds r join payment_orders o on o.id = r.payment_order_id
         where r.withdrawal_id = ${withdrawalId}
         order by r.amount_paise desc`),
    );

  const countOf = async (query: ReturnType<typeof sql>) =>
    rowsOf<{ n: number }>(await t.db.execute(query))[0]!.n;

  const withdrawalsOf = (customerId: string) =>
    countOf(sql`select count(*)::int as n from withdrawals where customer_id = ${customerId}`);
  const requestedEntriesOf = (customerId: string) =>
    countOf(sql`select count(*)::int as n from journal_entries e
                 join journal_lines l on l.entry_id = e.id
                where e.kind = 'WITHDRAWAL_REQUESTED' and l.account = 'WALLET'
                  and l.customer_id = ${customerId}`);

  async function waitForStatus(who: SignedIn, id: string, status: string, ms = 10_000) {
    const until = Date.now() + ms;
    for (;;) {
      const found = (await wallet(who)).withdrawals.find((w) => w.id === id);
      if (found?.status === status || Date.now() > until) return found;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  beforeAll(async () => {
    t = await createTestApp({ OTP_RESEND_SECONDS: '0' });
    const c = await createCatalog(t.db);
    const made = await createProvider(t.db, {
      offerings: [{ serviceId: c.nursing.id, pricePerDayPaise: 100_000 }],
    });
    providerSvcId = made.offers[0]!.id;
    caregiver = await signIn(t.app, 'Provider', made.provider.mobile);
  });
  afterAll(() => t.close());

  it('withdraws everything back to the payment, which the sandbox refunds within seconds', async () => {
    const { family, orders } = await familyWithMoney(2);
    expect(await balance(t.app, family)).toBe(2000);

    const res = await withdraw(family, 2000);
    expect(res.statusCode, res.body).toBe(200);
    const { id, status } = res.json().data;
    expect(status).toBe('PROCESSING');

    const during = await wallet(family);
    expect(during.balance).toBe(0);
    expect(during.entries[0]).toMatchObject({ kind: 'WITHDRAWAL', amount: -2000 });
    expect(during.withdrawals[0]).toMatchObject({
      id,
      amount: 2000,
      status: 'PROCESSING',
      refunds: 1,
      completedAt: null,
    });

    const done = await waitForStatus(family, id, 'REFUNDED');
    expect(done).toMatchObject({ status: 'REFUNDED', amount: 2000, refunds: 1 });
    expect(done!.completedAt).not.toBeNull();
    expect(await balance(t.app, family)).toBe(0);
    const [refund] = await refundsOf(id);
    expect(refund).toMatchObject({
      gateway_order_id: orders[0],
      amount: 200_000,
      status: 'PROCESSED',
    });
    expect(refund!.gateway_refund_id).toMatch(/^rfnd_sbx_/);
    // The money left the platform: nothing is in transit for the family any more.
    const inTransit = await countOf(sql`
      select coalesce(sum(amount_paise), 0)::int as n from journal_lines
       where account = 'WITHDRAWAL_IN_TRANSIT' and customer_id = ${family.id}`);
    expect(inTransit).toBe(0);
    expect(await ledgerIsSound(t.db)).toBe(true);
    const notices = (
      await t.app.inject({ url: '/api/v1/notifications/getMyNotifications', headers: family.auth })
    ).json().data.items as { type: string; text: string }[];
    expect(notices[0]).toMatchObject({ type: 'WITHDRAWAL_REFUNDED' });
    expect(notices[0]!.text).toContain('₹2,000');
  });

  it('spreads a withdrawal over payments, newest first, never above what each can take back', async () => {
    // ₹2,000 paid first, then ₹3,000: both back in the wallet.
    const { family, orders } = await familyWithMoney(2, 3);
    const [older, newer] = orders as [string, string];
    expect(await balance(t.app, family)).toBe(5000);

    const first = (await withdraw(family, 1000)).json().data;
    expect(await refundsOf(first.id)).toMatchObject([{ gateway_order_id: newer, amount: 100_000 }]);

    // The newer payment has ₹2,000 left to take back, so the rest goes to the older one.
    const second = await withdraw(family, 3500);
    expect(second.statusCode, second.body).toBe(200);
    expect(await refundsOf(second.json().data.id)).toMatchObject([
      { gateway_order_id: newer, amount: 200_000 },
      { gateway_order_id: older, amount: 150_000 },
    ]);
    expect(await balance(t.app, family)).toBe(500);
    const perPayment = rowsOf<{ gateway_order_id: string; paid: number; refunded: number }>(
      await t.db.execute(sql`
        select o.gateway_order_id, o.amount_paise::int as paid, sum(r.amount_paise)::int as refunded
          from payment_orders o join withdrawal_refunds r on r.payment_order_id = o.id
         where o.customer_id = ${family.id}
         group by o.id`),
    );
    expect(perPayment).toHaveLength(2);
    for (const p of perPayment) expect(p.refunded).toBeLessThanOrEqual(p.paid);
    expect(perPayment.find((p) => p.gateway_order_id === newer)?.refunded).toBe(300_000);

    const tooMuch = await withdraw(family, 600);
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().message).toBe('Your wallet has ₹500; you can withdraw at most that.');
  });

  it('makes one withdrawal of one Idempotency-Key, however often and however fast it is sent', async () => {
    const { family } = await familyWithMoney(2);
    const key = `withdraw-${randomUUID()}`;
    const [a, b] = await Promise.all([withdraw(family, 500, key), withdraw(family, 500, key)]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    expect(b.json().data.id).toBe(a.json().data.id);
    const again = await withdraw(family, 500, key);
    expect(again.json().data.id).toBe(a.json().data.id);
    expect(await withdrawalsOf(family.id)).toBe(1);
    expect(await requestedEntriesOf(family.id)).toBe(1);
    expect(await balance(t.app, family)).toBe(1500);
    expect(await refundsOf(a.json().data.id)).toHaveLength(1);

    // The same key for another amount is a mistake, not a new withdrawal.
    const other = await withdraw(family, 700, key);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe('This Idempotency-Key was already used to withdraw ₹500');
    expect(await balance(t.app, family)).toBe(1500);
  });

  it('refuses more than the balance, nothing, a negative amount or a missing key, writing nothing', async () => {
    const { family } = await familyWithMoney(1);
    const cases: [unknown, string | null, number, RegExp][] = [
      [1000.01, randomUUID(), 422, /^Your wallet has ₹1,000; you can withdraw at most that\.$/],
      [0, randomUUID(), 400, /above ₹0/],
      [-5, randomUUID(), 400, /above ₹0/],
      [10.001, randomUUID(), 400, /at most two decimals/],
      ['100', randomUUID(), 400, /expected number/i],
      [100, null, 400, /Idempotency-Key/],
      [100, 'short', 400, /8 to 100 characters/],
    ];
    for (const [amount, key, status, message] of cases) {
      const res = await withdraw(family, amount, key);
      expect(res.statusCode, `${String(amount)} ${key}`).toBe(status);
      expect(res.json()).toMatchObject({ success: false });
      expect(res.json().message).toMatch(message);
    }
    expect(await withdrawalsOf(family.id)).toBe(0);
    expect(await requestedEntriesOf(family.id)).toBe(0);
    expect(await balance(t.app, family)).toBe(1000);

    // Only a family withdraws.
    const asCaregiver = await withdraw(caregiver, 100);
    expect(asCaregiver.statusCode).toBe(403);
  });

  it('refuses money no payment of this gateway can take back, and posts nothing', async () => {
    const family = await signIn(t.app);
    await fundWallet(t.db, family.id, 50_000, 'Credited without a payment');
    const res = await withdraw(family, 500);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'We could not find payments to refund ₹500 to. Please contact support.',
    );
    expect(await withdrawalsOf(family.id)).toBe(0);
    expect(await requestedEntriesOf(family.id)).toBe(0);
    expect(await balance(t.app, family)).toBe(500);
  });

  it('finishes a sandbox refund by job when its webhook never came; the late webhook changes nothing', async () => {
    const { family } = await familyWithMoney(1);
    const { id } = (await withdraw(family, 1000)).json().data;
    // As if the process had stopped: the job, a minute on, finds the refund still pending (and
    // any other test's refund whose webhook has not come yet).
    expect(await finishSandboxRefunds(t.db, new Date(Date.now() + 60_000))).toBeGreaterThan(0);
    expect((await wallet(family)).withdrawals[0]).toMatchObject({ id, status: 'REFUNDED' });
    expect(await finishSandboxRefunds(t.db, new Date(Date.now() + 60_000))).toBe(0);
    // The sandbox's own webhook still arrives, and is harmless.
    const [{ gateway_refund_id: refundId } = { gateway_refund_id: '' }] = await refundsOf(id);
    const eventId = `evt_sbx_${sha256Hex(`refund.processed:${refundId}`).slice(0, 14)}`;
    const delivered = () =>
      countOf(sql`select count(*)::int as n from payment_events where event_id = ${eventId}`);
    const until = Date.now() + 10_000;
    while ((await delivered()) === 0 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await delivered()).toBe(1);
    const refunded = await countOf(sql`
      select count(*)::int as n from journal_entries
       where kind = 'WITHDRAWAL_REFUNDED' and withdrawal_id = ${id}`);
    expect(refunded).toBe(1);
    expect(await balance(t.app, family)).toBe(0);
    expect(await ledgerIsSound(t.db)).toBe(true);
  });
});
