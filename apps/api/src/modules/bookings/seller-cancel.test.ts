import { formatCareDate } from '@care/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signIn, type SignedIn } from '../../test/auth.ts';
import { familyWithMember, balance, day, payAndBook } from '../../test/booking.ts';
import { createCatalog, createProvider } from '../../test/fixtures.ts';
import { signInAdmin } from '../admin/testing.ts';

/**
 * A caregiver cancels accepted care before it starts: the family is refunded in full in the
 * same transaction and told why, and the cancellation counts on the caregiver's record.
 */
describe('caregiver cancels a booking', () => {
  let t: TestApp;
  let c: Awaited<ReturnType<typeof createCatalog>>;
  let family: SignedIn;
  let memberId: string;

  const patch = (who: SignedIn, url: string, payload?: object) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/v1/${url}`,
      headers: who.auth,
      ...(payload ? { payload } : {}),
    });

  /** A caregiver with a paid request from the family on days 4 to 5 (₹1,000 a day). */
  async function requested(name = 'Sunita Devi') {
    const made = await createProvider(t.db, {
      name,
      offerings: [{ serviceId: c.nursing.id, pricePerDayPaise: 100_000 }],
    });
    const caregiver = await signIn(t.app, 'Provider', made.provider.mobile);
    const { booking } = await payAndBook(t.app, family, {
      familyMemberId: memberId,
      providerSvcId: made.offers[0]!.id,
      startDate: day(4),
      endDate: day(5),
    });
    expect(booking.statusCode, booking.body).toBe(200);
    return {
      caregiver,
      providerId: made.provider.id,
      booking: booking.json().data as { id: string; startCode: string },
    };
  }

  async function accepted(name?: string) {
    const made = await requested(name);
    const res = await patch(made.caregiver, `provider/booking/acceptBooking/${made.booking.id}`);
    expect(res.statusCode, res.body).toBe(200);
    return made;
  }

  beforeAll(async () => {
    t = await createTestApp({ OTP_RESEND_SECONDS: '0' });
    c = await createCatalog(t.db);
    ({ family, memberId } = await familyWithMember(t.app));
  });
  afterAll(() => t.close());

  it('refunds the family in full, tells them why, and counts it on the record', async () => {
    const { caregiver, providerId, booking } = await accepted('Record Keeper');
    const before = await balance(t.app, family);

    const res = await patch(caregiver, `provider/booking/cancelBooking/${booking.id}`, {
      reason: '  My mother is in hospital  ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Booking cancelled; the family has been refunded in full',
      data: { id: booking.id, status: 'CANCELLED' },
    });
    expect(await balance(t.app, family)).toBe(before + 2000);

    const wallet = await t.app.inject({
      url: '/api/v1/customer/wallet/getWallet',
      headers: family.auth,
    });
    expect(wallet.json().data.entries[0]).toMatchObject({
      amount: 2000,
      description: 'Refund: Nursing Attendant was cancelled by the caregiver',
    });

    const bell = await t.app.inject({
      url: '/api/v1/notifications/getMyNotifications',
      headers: family.auth,
    });
    const dates = `${formatCareDate(day(4))} to ${formatCareDate(day(5))}`;
    expect(bell.json().data.items).toContainEqual(
      expect.objectContaining({
        type: 'BOOKING_CANCELLED_BY_SELLER',
        bookingId: booking.id,
        text: `Record Keeper cancelled your CareConnect booking of Nursing Attendant, ${dates}: My mother is in hospital. ₹2,000 is back in your CareConnect wallet.`,
      }),
    );

    const admin = await signInAdmin(t.app);
    const sellers = await t.app.inject({
      url: '/api/v1/admin/verification/getSellers?type=Provider&status=VERIFIED&limit=100',
      headers: admin.auth,
    });
    const record = sellers.json().data.sellers.find((s: { id: string }) => s.id === providerId);
    expect(record.cancellationsByCaregiver).toBe(1);
  });

  it('refuses a request (decline it instead) and started care with 409, moving no money', async () => {
    const { caregiver, booking } = await requested();
    const before = await balance(t.app, family);
    const pending = await patch(caregiver, `provider/booking/cancelBooking/${booking.id}`, {
      reason: 'Cannot make it',
    });
    expect(pending.statusCode).toBe(409);

    await patch(caregiver, `provider/booking/acceptBooking/${booking.id}`);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/provider/booking/startBooking/${booking.id}`,
      headers: caregiver.auth,
      payload: { code: booking.startCode },
    });
    expect(await balance(t.app, family)).toBe(before);
  });

  it('keeps to the caregiver\u2019s own bookings, and caregivers only', async () => {
    const { booking } = await accepted();
    const stranger = await signIn(t.app, 'Provider');
    const body = { reason: 'Cannot make it' };
    expect(
      (await patch(stranger, `provider/booking/cancelBooking/${booking.id}`, body)).statusCode,
    ).toBe(404);
    expect(
      (await patch(family, `provider/booking/cancelBooking/${booking.id}`, body)).statusCode,
    ).toBe(403);
    const company = await signIn(t.app, 'Company');
    expect(
      (await patch(company, `company/booking/cancelBooking/${booking.id}`, body)).statusCode,
    ).toBe(404);
  });

  it.each([[{}], [{ reason: 'no' }], [{ reason: 'x'.repeat(501) }], [{ reason: 'Ill', extra: 1 }]])(
    'refuses %j with 400 and leaves the booking accepted',
    async (body) => {
      const { caregiver, booking } = await accepted();
      const res = await patch(caregiver, `provider/booking/cancelBooking/${booking.id}`, body);
      expect(res.statusCode).toBe(400);
      const list = await t.app.inject({
        url: '/api/v1/provider/booking/getProviderBookings',
        headers: caregiver.auth,
      });
      expect(list.json().data.bookings[0]).toMatchObject({ id: booking.id, status: 'ACCEPTED' });
    },
  );
});
