import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { providers } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signIn, type SignedIn } from '../../test/auth.ts';
import { addMember, balance, day, payAndBook } from '../../test/booking.ts';
import { createCatalog, createProvider } from '../../test/fixtures.ts';

/** The family's side after paying: refund preview, cancellation by policy, and reviews. */
describe('cancelling and reviewing a booking', () => {
  let t: TestApp;
  let family: SignedIn;
  let stranger: SignedIn;
  let caregiver: SignedIn;
  let memberId: string;
  let providerSvcId: string;
  let nursingId: string;

  const call = (method: 'GET' | 'PATCH' | 'POST', who: SignedIn, url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1/${url}`,
      headers: who.auth,
      ...(payload ? { payload } : {}),
    });

  /** 1 500 rupees a day; `accept` has the caregiver accept it too. */
  async function booking(start: number, end = start, accept = true) {
    const { booking: res } = await payAndBook(t.app, family, {
      familyMemberId: memberId,
      providerSvcId,
      startDate: day(start),
      endDate: day(end),
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as { id: string; startCode: string; endCode: string };
    if (accept) await call('PATCH', caregiver, `provider/booking/acceptBooking/${data.id}`);
    return data;
  }

  beforeAll(async () => {
    t = await createTestApp({ OTP_RESEND_SECONDS: '0' });
    const c = await createCatalog(t.db);
    const made = await createProvider(t.db, {
      name: 'Ravi Kumar',
      offerings: [{ serviceId: c.nursing.id, pricePerDayPaise: 150_000 }],
    });
    providerSvcId = made.offers[0]!.id;
    nursingId = c.nursing.id;
    family = await signIn(t.app);
    stranger = await signIn(t.app);
    caregiver = await signIn(t.app, 'Provider', made.provider.mobile);
    memberId = await addMember(t.app, family);
  });
  afterAll(() => t.close());

  it.each([
    [40, 100, 'Refund by how long before the care starts you cancel.'],
    [20, 50, 'Refund by how long before the care starts you cancel.'],
    [10, 25, 'Refund by how long before the care starts you cancel.'],
    [3, 0, 'Refund by how long before the care starts you cancel.'],
  ])(
    'previews and pays the policy for an accepted booking %i days ahead (%i%%)',
    async (ahead, percent, reason) => {
      const booked = await booking(ahead, ahead + 1);
      const preview = await call('GET', family, `customer/booking/getRefundPreview/${booked.id}`);
      expect(preview.statusCode).toBe(200);
      const refundAmount = (3000 * percent) / 100;
      expect(preview.json().data).toEqual({
        bookingId: booked.id,
        status: 'ACCEPTED',
        canCancel: true,
        totalAmount: 3000,
        refundAmount,
        refundPercent: percent,
        daysBeforeStart: ahead,
        reason,
      });

      const before = await balance(t.app, family);
      const cancelled = await call('PATCH', family, `customer/booking/cancelBooking/${booked.id}`);
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json().data).toMatchObject({
        booking: { id: booked.id, status: 'CANCELLED' },
        refundAmount,
        balance: before + refundAmount,
      });
      expect(cancelled.json().message).toBe(
        refundAmount > 0
          ? `Booking cancelled. ₹${refundAmount.toLocaleString('en-IN')} has been returned to your wallet.`
          : 'Booking cancelled. No refund is due under the cancellation policy.',
      );
      expect(await balance(t.app, family)).toBe(before + refundAmount);
    },
  );

  it('refunds a request the caregiver has not accepted yet in full, even for tomorrow', async () => {
    const booked = await booking(1, 1, false);
    const preview = (
      await call('GET', family, `customer/booking/getRefundPreview/${booked.id}`)
    ).json().data;
    expect(preview).toMatchObject({ canCancel: true, refundPercent: 100, refundAmount: 1500 });
    expect(preview.reason).toMatch(/not accepted yet/);
    const before = await balance(t.app, family);
    await call('PATCH', family, `customer/booking/cancelBooking/${booked.id}`);
    expect(await balance(t.app, family)).toBe(before + 1500);
    // The wallet says what the money was, and the booking who cancelled it.
    const wallet = (await call('GET', family, 'customer/wallet/getWallet')).json().data;
    expect(wallet.entries[0]).toMatchObject({
      kind: 'REFUND',
      amount: 1500,
      bookingId: booked.id,
      description: expect.stringMatching(/^Refund \(100%\): .+ cancelled$/),
    });
    const [stored] = rowsOf<{ cancelled_by: string }>(
      await t.db.execute(sql`select cancelled_by from bookings where id = ${booked.id}`),
    );
    expect(stored?.cancelled_by).toBe('Customer');
  });

  it('refuses a second cancellation with 409 and never refunds twice', async () => {
    const booked = await booking(60);
    expect(
      (await call('PATCH', family, `customer/booking/cancelBooking/${booked.id}`)).statusCode,
    ).toBe(200);
    const before = await balance(t.app, family);
    const again = await call('PATCH', family, `customer/booking/cancelBooking/${booked.id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This booking is cancelled, so it cannot be cancelled.');
    expect(await balance(t.app, family)).toBe(before);
    const preview = (
      await call('GET', family, `customer/booking/getRefundPreview/${booked.id}`)
    ).json().data;
    expect(preview).toMatchObject({ canCancel: false, refundAmount: 0 });
  });

  it('gives exactly one refund when the same cancellation arrives many times at once', async () => {
    const booked = await booking(70);
    const before = await balance(t.app, family);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        call('PATCH', family, `customer/booking/cancelBooking/${booked.id}`),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await balance(t.app, family)).toBe(before + 1500);
  });

  it('refunds once when the family cancels as the caregiver declines, with no error', async () => {
    for (let round = 0; round < 3; round += 1) {
      const booked = await booking(100 + round * 2, 100 + round * 2, false);
      const before = await balance(t.app, family);
      const [cancel, decline] = await Promise.all([
        call('PATCH', family, `customer/booking/cancelBooking/${booked.id}`),
        call('PATCH', caregiver, `provider/booking/declineBooking/${booked.id}`),
      ]);
      expect([cancel.statusCode, decline.statusCode].sort()).toEqual([200, 409]);
      expect(await balance(t.app, family)).toBe(before + 1500);
    }
  });

  it("hides another family's booking (404) and refuses the caregiver's token (403)", async () => {
    const booked = await booking(80);
    for (const [method, url] of [
      ['GET', `customer/booking/getRefundPreview/${booked.id}`],
      ['PATCH', `customer/booking/cancelBooking/${booked.id}`],
    ] as const) {
      const hidden = await call(method, stranger, url);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json().message).toBe('Booking not found');
      expect((await call(method, caregiver, url)).statusCode).toBe(403);
    }
    const review = await call('POST', stranger, `customer/booking/createReview/${booked.id}`, {
      rating: 5,
    });
    expect(review.statusCode).toBe(404);
    expect(review.json().message).toBe('Booking not found');
  });

  it('cannot cancel care that has started', async () => {
    const booked = await booking(0);
    await call('PATCH', caregiver, `provider/booking/startBooking/${booked.id}`, {
      code: booked.startCode,
    });
    const res = await call('PATCH', family, `customer/booking/cancelBooking/${booked.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This booking is in progress, so it cannot be cancelled.');
    const preview = (
      await call('GET', family, `customer/booking/getRefundPreview/${booked.id}`)
    ).json().data;
    expect(preview).toMatchObject({
      canCancel: false,
      refundAmount: 0,
      refundPercent: 0,
      reason: 'This booking is in progress, so it cannot be cancelled.',
    });
  });

  it('takes one review per completed booking and folds it into the caregiver rating', async () => {
    const booked = await booking(90);
    const early = await call('POST', family, `customer/booking/createReview/${booked.id}`, {
      rating: 5,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/once the care is completed/);

    // Care completed today, by a caregiver of its own, so no other test's booking is in the way.
    const carer = await createProvider(t.db, {
      name: 'Meena Das',
      offerings: [{ serviceId: nursingId, pricePerDayPaise: 150_000 }],
    });
    const carerSession = await signIn(t.app, 'Provider', carer.provider.mobile);
    const { booking: made } = await payAndBook(t.app, family, {
      familyMemberId: memberId,
      providerSvcId: carer.offers[0]!.id,
      startDate: day(0),
      endDate: day(0),
    });
    const inProgress = made.json().data as { id: string; startCode: string; endCode: string };
    for (const [action, code] of [
      ['acceptBooking', undefined],
      ['startBooking', inProgress.startCode],
      ['completeBooking', inProgress.endCode],
    ] as const) {
      const res = await call(
        'PATCH',
        carerSession,
        `provider/booking/${action}/${inProgress.id}`,
        code ? { code } : undefined,
      );
      expect(res.statusCode, res.body).toBe(200);
    }

    for (const bad of [
      { rating: 0 },
      { rating: 6 },
      { rating: 4.5 },
      { rating: 4, comment: 'x'.repeat(1001) },
    ]) {
      const res = await call('POST', family, `customer/booking/createReview/${inProgress.id}`, bad);
      expect(res.statusCode).toBe(400);
    }
    const ok = await call('POST', family, `customer/booking/createReview/${inProgress.id}`, {
      rating: 4,
      comment: '  Gentle and on time every day.  ',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ rating: 4, comment: 'Gentle and on time every day.' });
    const twice = await call('POST', family, `customer/booking/createReview/${inProgress.id}`, {
      rating: 1,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('You have already reviewed this booking.');

    const mine = (await call('GET', family, 'customer/booking/getCustomerBookings')).json().data;
    expect(mine.find((b: { id: string }) => b.id === inProgress.id).review).toEqual({
      rating: 4,
      comment: 'Gentle and on time every day.',
    });
    const [row] = await t.db.select().from(providers).where(eq(providers.id, carer.provider.id));
    expect(row).toMatchObject({ reviewCount: 1, avgRating: 4 });
  });

  it('keeps the ledger whole: every refund is for a booking the family paid, never more', async () => {
    const cancelled = await booking(70, 71);
    expect(
      (await call('PATCH', family, `customer/booking/cancelBooking/${cancelled.id}`)).statusCode,
    ).toBe(200);
    const rows = await t.db.execute(sql`
      select r.booking_id, rl.amount_paise as refund, -dl.amount_paise as paid
      from journal_entries r
      join journal_lines rl on rl.entry_id = r.id and rl.account = 'WALLET'
      join journal_entries d on d.booking_id = r.booking_id and d.kind = 'BOOKING_PAID'
      join journal_lines dl on dl.entry_id = d.id and dl.account = 'WALLET'
      where r.kind = 'BOOKING_REFUNDED'`);
    const refunds = rowsOf<{ refund: number; paid: number }>(rows);
    expect(refunds.length).toBeGreaterThanOrEqual(1);
    for (const r of refunds) expect(Number(r.refund)).toBeLessThanOrEqual(Number(r.paid));
  });
});
