import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refundReasonTexts } from '@care/shared';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signIn, signInAdminOperator, type SignedIn } from '../../test/auth.ts';
import { addMember, balance, day, payAndBook } from '../../test/booking.ts';
import { createCatalog, createProvider } from '../../test/fixtures.ts';

/**
 * The refund of a booking touching a listed blackout date or long weekend: nothing once the
 * caregiver has accepted, said by the preview and paid so by the cancellation; the tiers for a
 * booking made before the day was listed, and again once the day is taken off the list.
 */
describe('the refund of a booking touching a listed day', () => {
  let t: TestApp;
  let admin: SignedIn;

  const admins = (method: string, path: string, payload?: object) =>
    t.app.inject({
      method: method as 'GET',
      url: `/api/v1/admin/blackout/${path}`,
      headers: admin.auth,
      ...(payload ? { payload } : {}),
    });
  const add = (payload: object) => admins('POST', 'addBlackoutDates', payload);

  /** Tests run in any order: each takes its own days, far apart from the others'. */
  let nextFree = 100;
  const freeDays = (n: number) => {
    const from = nextFree;
    nextFree += n + 5;
    return { offset: from };
  };

  let family: SignedIn;
  let memberId: string;
  let nursingId: string;

  const call = (method: 'GET' | 'PATCH', url: string) =>
    t.app.inject({ method, url: `/api/v1/${url}`, headers: family.auth });

  /**
   * A paid booking of ₹1,500 a day over `start`..`end` with a caregiver of its own (one
   * caregiver is never booked twice on a day), accepted unless told otherwise.
   */
  async function booking(start: number, end: number, accept = true, by = { family, memberId }) {
    const made = await createProvider(t.db, {
      offerings: [{ serviceId: nursingId, pricePerDayPaise: 150_000 }],
    });
    const caregiver = await signIn(t.app, 'Provider', made.provider.mobile);
    const { booking: res } = await payAndBook(t.app, by.family, {
      familyMemberId: by.memberId,
      providerSvcId: made.offers[0]!.id,
      startDate: day(start),
      endDate: day(end),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { id } = res.json().data as { id: string };
    if (accept) {
      const accepted = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/provider/booking/acceptBooking/${id}`,
        headers: caregiver.auth,
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
    }
    return id;
  }

  beforeAll(async () => {
    t = await createTestApp({ OTP_RESEND_SECONDS: '0' });
    admin = await signInAdminOperator(t.app);
    nursingId = (await createCatalog(t.db)).nursing.id;
    family = await signIn(t.app);
    memberId = await addMember(t.app, family);
  });

  it('previews no refund, naming the days, and the cancellation refunds nothing', async () => {
    // 40 days ahead would be a full refund; its second day is a long weekend's.
    const { offset } = freeDays(3);
    await add({
      from: day(offset + 1),
      to: day(offset + 2),
      kind: 'LONG_WEEKEND',
      label: 'Republic Day holidays',
    });
    const id = await booking(offset, offset);
    const touching = await booking(offset, offset + 1);

    const clear = (await call('GET', `customer/booking/getRefundPreview/${id}`)).json().data;
    expect(clear).toMatchObject({ refundPercent: 100, reason: refundReasonTexts.TIER });
    expect(clear).not.toHaveProperty('nonRefundableDates');

    const preview = await call('GET', `customer/booking/getRefundPreview/${touching}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toEqual({
      bookingId: touching,
      status: 'ACCEPTED',
      canCancel: true,
      totalAmount: 3000,
      refundAmount: 0,
      refundPercent: 0,
      daysBeforeStart: offset,
      reason: refundReasonTexts.NON_REFUNDABLE_DATES,
      nonRefundableDates: [
        { date: day(offset + 1), kind: 'LONG_WEEKEND', label: 'Republic Day holidays' },
      ],
    });

    const before = await balance(t.app, family);
    const cancelled = await call('PATCH', `customer/booking/cancelBooking/${touching}`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().message).toBe(
      'Booking cancelled. No refund is due under the cancellation policy.',
    );
    expect(cancelled.json().data).toMatchObject({ refundAmount: 0, balance: before });
    expect(await balance(t.app, family)).toBe(before);

    // The clear booking is refunded by the tiers as ever.
    const refunded = await call('PATCH', `customer/booking/cancelBooking/${id}`);
    expect(refunded.json().data.refundAmount).toBe(1500);
  });

  it('refunds in full a request the caregiver has not accepted, listed day or not', async () => {
    const { offset } = freeDays(1);
    await add({ from: day(offset), to: day(offset), kind: 'BLACKOUT', label: 'Sold out' });
    const id = await booking(offset, offset, false);
    const preview = (await call('GET', `customer/booking/getRefundPreview/${id}`)).json().data;
    expect(preview).toMatchObject({ refundPercent: 100, refundAmount: 1500 });
    const cancelled = await call('PATCH', `customer/booking/cancelBooking/${id}`);
    expect(cancelled.json().data.refundAmount).toBe(1500);
  });

  it('keeps the tiers for a booking made before the day was listed, and after it is deleted', async () => {
    const { offset } = freeDays(1);
    const earlier = await booking(offset, offset);
    const [listed] = (
      await add({ from: day(offset), to: day(offset), kind: 'BLACKOUT', label: 'Sold out' })
    ).json().data.added as { id: string }[];
    const later = await booking(offset, offset);

    const previewOf = async (id: string) =>
      (await call('GET', `customer/booking/getRefundPreview/${id}`)).json().data;
    // The family who booked before the day was listed booked under the tiers.
    expect(await previewOf(earlier)).toMatchObject({ refundPercent: 100 });
    expect(await previewOf(later)).toMatchObject({ refundPercent: 0 });

    await admins('DELETE', `deleteBlackoutDate/${listed!.id}`);
    expect(await previewOf(later)).toMatchObject({ refundPercent: 100 });
    const cancelled = await call('PATCH', `customer/booking/cancelBooking/${later}`);
    expect(cancelled.json().data.refundAmount).toBe(1500);
  });
  it('has the assistant say so when asked what cancelling would return', async () => {
    const { offset } = freeDays(2);
    await add({ from: day(offset + 1), to: day(offset + 1), kind: 'BLACKOUT', label: 'Sold out' });
    const other = await signIn(t.app);
    await booking(offset, offset + 1, true, {
      family: other,
      memberId: await addMember(t.app, other),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/assistant/message',
      headers: other.auth,
      payload: { messages: [{ role: 'user', text: 'how much do I get back if I cancel' }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.reply).toMatch(
      /today, nothing is refunded: its dates include a long weekend or blackout date/,
    );
  });

  afterAll(() => t.close());
});
