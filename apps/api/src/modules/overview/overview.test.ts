import { addCalendarDays, todayInIndia } from '@care/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signIn, signInAdminOperator, signInSupportOperator } from '../../test/auth.ts';
import { day, payAndBook } from '../../test/booking.ts';
import { createProvider } from '../../test/fixtures.ts';
import { registerCompany, registerProvider } from '../admin/testing.ts';
import {
  earner,
  eventually,
  getPayouts,
  openMarket,
  requestPayout,
  saveDestination,
  type Market,
} from '../earnings/testing.ts';
import { failedPayout } from '../../test/payout-refusals.ts';
import { readOverview } from './service.ts';

/**
 * The overview on a fresh database, after a day of real bookings, payments, a refund and
 * payouts made through the API: each figure is what those actions add up to.
 */
describe('the operator overview', () => {
  let t: TestApp;
  let m: Market;
  /** What the families paid today, from the orders the gateway was asked for (paise). */
  let paidPaise = 0;
  let refundedPaise = 0;

  const getOverview = async (who: { auth: { authorization: string } }) =>
    t.app.inject({ url: '/api/v1/admin/overview/getOverview', headers: who.auth });

  /** A booking paid through the sandbox, with a fresh caregiver: its id, and what it cost. */
  async function booked(startOffset: number, endOffset = startOffset) {
    const made = await createProvider(t.db, {
      offerings: [{ serviceId: m.serviceId, pricePerDayPaise: 120_000 }],
    });
    const { order, booking } = await payAndBook(t.app, m.family, {
      familyMemberId: m.memberId,
      providerSvcId: made.offers[0]!.id,
      startDate: day(startOffset),
      endDate: day(endOffset),
    });
    expect(booking.statusCode, booking.body).toBe(200);
    paidPaise += order.json().amount as number;
    const caregiver = await signIn(t.app, 'Provider', made.provider.mobile);
    return { id: (booking.json().data as { id: string }).id, caregiver };
  }

  beforeAll(async () => {
    t = await createTestApp({ WRITE_LIMIT_PER_USER: '1000', OTP_RESEND_SECONDS: '0' });
    m = await openMarket(t.app, t.db);

    // Completed care: paid, earned (commission), then part paid out and part refused by the bank.
    const worker = await earner(m); // ₹3,000 paid; ₹2,646 available
    paidPaise += 300_000;
    expect((await saveDestination(t.app, worker)).statusCode).toBe(200);
    expect((await requestPayout(t.app, worker, 1000)).statusCode).toBe(200);
    const paid = await eventually(
      async () => (await getPayouts(t.app, worker))[0]?.status === 'PROCESSED',
    );
    expect(paid).toBe(true);
    await failedPayout(t, worker, 20_000);

    // A request waiting for its caregiver.
    await booked(1);
    // Care happening today: accepted, its dates include today.
    const today = await booked(0, 1);
    const accepted = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/provider/booking/acceptBooking/${today.id}`,
      headers: today.caregiver.auth,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    // A request the family called off: all of it back in their wallet.
    const cancelled = await booked(3);
    const cancel = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/customer/booking/cancelBooking/${cancelled.id}`,
      headers: m.family.auth,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    refundedPaise = 120_000;

    // Sellers waiting for the operator: one provider, one company.
    await registerProvider(t.app, { name: 'Waiting Wanda' });
    await registerCompany(t.app, 'Waiting Care Co');
  }, 60_000);
  afterAll(() => t.close());

  it("shows today's bookings, waiting requests and sellers, and the ledger's money, in rupees", async () => {
    const res = await getOverview(await signInSupportOperator(t.app));
    expect(res.statusCode, res.body).toBe(200);
    const overview = res.json().data;
    expect(overview.today).toBe(todayInIndia());
    expect(overview.bookings).toEqual({
      byStatus: [
        { status: 'PENDING', count: 1 },
        { status: 'ACCEPTED', count: 1 },
        { status: 'DECLINED', count: 0 },
        { status: 'IN_PROGRESS', count: 0 },
        { status: 'COMPLETED', count: 1 },
        { status: 'CANCELLED', count: 1 },
      ],
      createdToday: 4,
      careToday: 1,
    });
    expect(overview.awaitingCaregiver).toBe(1);
    expect(overview.awaitingVerification).toEqual({ providers: 1, companies: 1 });
    expect(overview.money).toEqual({
      moneyIn: { amount: paidPaise / 100, count: 4 },
      refunds: { amount: refundedPaise / 100, count: 1 },
      payoutsPaid: { amount: 1000, count: 1 },
      failedPayouts: 1,
    });
  });

  it('draws the last 30 India days, oldest first, with bookings, revenue and commission', async () => {
    const { days } = (await getOverview(await signInAdminOperator(t.app))).json().data;
    expect(days).toHaveLength(30);
    expect(days[0].date).toBe(addCalendarDays(todayInIndia(), -29));
    expect(days[29]).toEqual({
      date: todayInIndia(),
      bookings: 4,
      revenue: paidPaise / 100,
      // 10% of the completed ₹3,000.
      commission: 300,
    });
    for (const earlier of days.slice(0, 29)) {
      expect(earlier).toMatchObject({ bookings: 0, revenue: 0, commission: 0 });
    }
  });

  it('moves today into the chart as yesterday once the India day turns, and out after 30 days', async () => {
    const tomorrow = new Date(Date.now() + 24 * 60 * 60_000);
    const next = await readOverview(t.db, tomorrow);
    expect(next.today).toBe(addCalendarDays(todayInIndia(), 1));
    expect(next.bookings.createdToday).toBe(0);
    expect(next.money.moneyIn).toEqual({ amount: 0, count: 0 });
    expect(next.days[28]).toMatchObject({ date: todayInIndia(), bookings: 4 });
    // What is still waiting does not depend on the day.
    expect(next.awaitingCaregiver).toBe(1);

    const monthLater = await readOverview(t.db, new Date(Date.now() + 30 * 24 * 60 * 60_000));
    expect(monthLater.days.every((d) => d.bookings === 0 && d.revenue === 0)).toBe(true);
  });

  it('is for operators only', async () => {
    expect((await t.app.inject({ url: '/api/v1/admin/overview/getOverview' })).statusCode).toBe(
      401,
    );
    const res = await getOverview(m.family);
    expect(res.statusCode).toBe(403);
  });
});
