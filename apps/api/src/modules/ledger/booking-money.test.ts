import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema/index.ts';
import { signInAdmin } from '../admin/testing.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signIn, type SignedIn } from '../../test/auth.ts';
import { addMember, balance, day, payAndBook } from '../../test/booking.ts';
import { createCatalog, createProvider } from '../../test/fixtures.ts';
import { ledgerIsSound } from '../../test/money.ts';
import { heldForBooking, sellerBalances } from './repository.ts';
import { readTrialBalance } from './trial-balance.ts';

/**
 * A booking's money through its life, on the journal: paid into held money, then earned by the
 * caregiver less commission and GST, or refunded to the family with the policy's fee earned.
 */
describe("a booking's money", () => {
  let t: TestApp;
  let family: SignedIn;
  let caregiver: SignedIn;
  let seller: { kind: 'Provider'; id: string };
  let memberId: string;
  let providerSvcId: string;

  const patch = (who: SignedIn, url: string, payload?: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/v1/${url}`, headers: who.auth, payload });

  /** A paid two-day booking at ₹1,500 a day (₹3,000), starting `start` days from today. */
  async function paidBooking(start: number) {
    const { booking } = await payAndBook(t.app, family, {
      familyMemberId: memberId,
      providerSvcId,
      startDate: day(start),
      endDate: day(start + 1),
    });
    expect(booking.statusCode, booking.body).toBe(200);
    return booking.json().data as { id: string; startCode: string; endCode: string };
  }

  beforeAll(async () => {
    t = await createTestApp({ OTP_RESEND_SECONDS: '0' });
    const c = await createCatalog(t.db);
    const made = await createProvider(t.db, {
      offerings: [{ serviceId: c.nursing.id, pricePerDayPaise: 150_000 }],
    });
    providerSvcId = made.offers[0]!.id;
    seller = { kind: 'Provider', id: made.provider.id };
    family = await signIn(t.app);
    memberId = await addMember(t.app, family);
    caregiver = await signIn(t.app, 'Provider', made.provider.mobile);
  });
  afterAll(() => t.close());

  it('holds a paid booking and, on completion, earns the caregiver ₹2,646 of ₹3,000', async () => {
    const before = await sellerBalances(t.db, seller);
    const booked = await paidBooking(0);
    expect(await heldForBooking(t.db, booked.id)).toBe(300_000);
    expect((await sellerBalances(t.db, seller)).held).toBe(before.held + 300_000);

    expect((await patch(caregiver, `provider/booking/acceptBooking/${booked.id}`)).statusCode).toBe(
      200,
    );
    const started = await patch(caregiver, `provider/booking/startBooking/${booked.id}`, {
      code: booked.startCode,
    });
    expect(started.statusCode, started.body).toBe(200);
    const done = await patch(caregiver, `provider/booking/completeBooking/${booked.id}`, {
      code: booked.endCode,
    });
    expect(done.statusCode, done.body).toBe(200);

    // 10% commission (₹300) and 18% GST on it (₹54) come off; ₹2,646 is the caregiver's.
    expect(await heldForBooking(t.db, booked.id)).toBe(0);
    expect(await sellerBalances(t.db, seller)).toEqual({
      held: before.held,
      available: before.available + 264_600,
      inTransit: 0,
    });
    expect(await ledgerIsSound(t.db)).toBe(true);
  });

  it('refunds 50% of a cancellation 20 days ahead and earns the caregiver the fee it keeps', async () => {
    const before = await sellerBalances(t.db, seller);
    const wallet = await balance(t.app, family);
    const booked = await paidBooking(20);
    expect((await patch(caregiver, `provider/booking/acceptBooking/${booked.id}`)).statusCode).toBe(
      200,
    );
    const cancelled = await patch(family, `customer/booking/cancelBooking/${booked.id}`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.refundAmount).toBe(1500);

    expect(await balance(t.app, family)).toBe(wallet + 1500);
    expect(await heldForBooking(t.db, booked.id)).toBe(0);
    // The ₹1,500 kept is shared like any earning: ₹150 commission, ₹27 GST, ₹1,323 net.
    expect((await sellerBalances(t.db, seller)).available).toBe(before.available + 132_300);
    // Cancelling again moves nothing more.
    expect((await patch(family, `customer/booking/cancelBooking/${booked.id}`)).statusCode).toBe(
      409,
    );
    expect(await balance(t.app, family)).toBe(wallet + 1500);
  });

  it('returns everything when the caregiver declines, and earns nothing', async () => {
    const before = await sellerBalances(t.db, seller);
    const wallet = await balance(t.app, family);
    const booked = await paidBooking(30);
    const declined = await patch(caregiver, `provider/booking/declineBooking/${booked.id}`);
    expect(declined.statusCode, declined.body).toBe(200);
    expect(await balance(t.app, family)).toBe(wallet + 3000);
    expect(await sellerBalances(t.db, seller)).toEqual(before);
  });

  it('balances to zero, account by account, for the operator', async () => {
    const admin = await signInAdmin(t.app);
    const res = await t.app.inject({
      url: '/api/v1/admin/money/getTrialBalance',
      headers: admin.auth,
    });
    expect(res.statusCode).toBe(200);
    const { accounts, total } = res.json().data as {
      accounts: { account: string; balance: number }[];
      total: number;
    };
    expect(total).toBe(0);
    // Every account of the chart, each as the journal sums it (rupees on the wire).
    const books = await readTrialBalance(t.db);
    expect(accounts).toEqual(
      books.accounts.map((a) => ({ account: a.account, balance: a.balance / 100 })),
    );
    // Nobody else may read the books.
    const denied = await t.app.inject({
      url: '/api/v1/admin/money/getTrialBalance',
      headers: family.auth,
    });
    expect(denied.statusCode).toBe(403);
  });

  it('copies the commission setting onto each booking, so a later change never re-prices it', async () => {
    const other = await createTestApp({ PLATFORM_COMMISSION_PERCENT: '12.5' });
    try {
      const c = await createCatalog(other.db);
      const made = await createProvider(other.db, {
        offerings: [{ serviceId: c.nursing.id, pricePerDayPaise: 100_000 }],
      });
      const someone = await signIn(other.app);
      const { booking } = await payAndBook(other.app, someone, {
        familyMemberId: await addMember(other.app, someone),
        providerSvcId: made.offers[0]!.id,
        startDate: day(5),
        endDate: day(5),
      });
      const id = booking.json().data.id as string;
      const [row] = await other.db.select().from(bookings).where(eq(bookings.id, id));
      expect(row!.commissionBps).toBe(1250);
    } finally {
      await other.close();
    }
  });
});
