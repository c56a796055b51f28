import { addCalendarDays, formatCareDate, todayInIndia } from '@care/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signIn, type SignedIn } from '../../test/auth.ts';
import { familyWithMember, day, payAndBook } from '../../test/booking.ts';
import { createCatalog, createProvider } from '../../test/fixtures.ts';
import { signInAdmin } from '../admin/testing.ts';
import { expireStaleBookings } from '../bookings/expiry.service.ts';
import { sendDueNotifications } from './sender.ts';

interface Item {
  id: string;
  type: string;
  text: string;
  bookingId?: string;
  readAt: string | null;
}

/**
 * A message at every step: each booking transition writes the right party's notification in
 * its own transaction, the bell lists and marks them, and the sender job texts them.
 */
describe('booking notifications', () => {
  let t: TestApp;
  let c: Awaited<ReturnType<typeof createCatalog>>;

  const call = (who: SignedIn | null, method: string, url: string, payload?: object) =>
    t.app.inject({
      method: method as 'GET',
      url: `/api/v1/${url}`,
      headers: who?.auth ?? {},
      ...(payload ? { payload } : {}),
    });
  const bell = async (who: SignedIn) => {
    const res = await call(who, 'GET', 'notifications/getMyNotifications');
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { items: Item[]; unread: number };
  };
  const typesOf = async (who: SignedIn, bookingId: string) =>
    (await bell(who)).items.filter((n) => n.bookingId === bookingId).map((n) => n.type);

  /** A family, a caregiver and a paid request between them on days `from` to `to`. */
  async function request(from = 3, to = 4) {
    const made = await createProvider(t.db, {
      name: 'Geeta Menon',
      offerings: [{ serviceId: c.nursing.id, pricePerDayPaise: 80_000 }],
    });
    const caregiver = await signIn(t.app, 'Provider', made.provider.mobile);
    const { family, memberId } = await familyWithMember(t.app, {
      name: 'Rohan Das',
      pincode: '700019',
      address: 'Ballygunge, Kolkata',
    });
    const { booking } = await payAndBook(t.app, family, {
      familyMemberId: memberId,
      providerSvcId: made.offers[0]!.id,
      startDate: day(from),
      endDate: day(to),
    });
    expect(booking.statusCode, booking.body).toBe(200);
    const data = booking.json().data as { id: string; startCode: string; endCode: string };
    return { caregiver, family, booking: data };
  }

  beforeAll(async () => {
    t = await createTestApp({ OTP_RESEND_SECONDS: '0' });
    c = await createCatalog(t.db);
  });
  afterAll(() => t.close());

  it('tells the caregiver of a new request, and the family of each step after it', async () => {
    const { caregiver, family, booking } = await request(0, 0);
    const dates = formatCareDate(day(0));
    const [requested] = (await bell(caregiver)).items;
    expect(requested).toMatchObject({
      type: 'BOOKING_REQUESTED',
      bookingId: booking.id,
      readAt: null,
      text: `New request on CareConnect: Nursing Attendant for Shanta Rao, ${dates}. Open your dashboard to accept or decline.`,
    });

    await call(caregiver, 'PATCH', `provider/booking/acceptBooking/${booking.id}`);
    await call(caregiver, 'PATCH', `provider/booking/startBooking/${booking.id}`, {
      code: booking.startCode,
    });
    await call(caregiver, 'PATCH', `provider/booking/completeBooking/${booking.id}`, {
      code: booking.endCode,
    });
    const items = (await bell(family)).items;
    expect(items.map((n) => n.type)).toEqual([
      'BOOKING_COMPLETED',
      'BOOKING_STARTED',
      'BOOKING_ACCEPTED',
    ]);
    expect(items[2]!.text).toBe(
      `Geeta Menon accepted your CareConnect booking of Nursing Attendant for Shanta Rao, ${dates}. Your start code is in My Bookings.`,
    );
    // A wrong code changes nothing, so it tells nobody anything.
    expect(await typesOf(caregiver, booking.id)).toEqual(['BOOKING_REQUESTED']);
  });

  it('shows the bell in Hindi to a reader who chose it, names and dates kept', async () => {
    const { caregiver, family, booking } = await request(0, 0);
    await call(caregiver, 'PATCH', `provider/booking/declineBooking/${booking.id}`);
    const res = await t.app.inject({
      url: '/api/v1/notifications/getMyNotifications',
      headers: { ...family.auth, 'accept-language': 'hi' },
    });
    expect(res.headers.vary).toMatch(/accept-language/i);
    const [declined] = (res.json().data as { items: Item[] }).items;
    expect(declined!.text).toBe(
      `Geeta Menon आपकी Nursing Attendant की CareConnect बुकिंग (${formatCareDate(day(0), 'hi')}) नहीं ले सके। ₹800 आपके CareConnect वॉलेट में वापस आ गए हैं।`,
    );
    // The English words stay what was sent by SMS.
    expect((await bell(family)).items[0]!.text).toContain(
      'could not take your CareConnect booking',
    );
  });

  it('tells the family of a decline with the refund', async () => {
    const { caregiver, family, booking } = await request();
    await call(caregiver, 'PATCH', `provider/booking/declineBooking/${booking.id}`);
    const [declined] = (await bell(family)).items;
    expect(declined).toMatchObject({ type: 'BOOKING_DECLINED', bookingId: booking.id });
    expect(declined!.text).toContain('₹1,600 is back in your CareConnect wallet.');
  });

  it('tells the caregiver when the family cancels, and the family what came back', async () => {
    const { caregiver, family, booking } = await request(20, 21);
    const res = await call(family, 'PATCH', `customer/booking/cancelBooking/${booking.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await typesOf(caregiver, booking.id)).toEqual([
      'BOOKING_CANCELLED_BY_FAMILY',
      'BOOKING_REQUESTED',
    ]);
    const [cancelled] = (await bell(caregiver)).items;
    expect(cancelled!.text).toContain('Rohan Das cancelled the CareConnect booking');
    const [confirmed] = (await bell(family)).items;
    expect(confirmed).toMatchObject({ type: 'BOOKING_CANCEL_CONFIRMED' });
    expect(confirmed!.text).toContain('₹1,600 is back in your CareConnect wallet.');
  });

  it('tells the family when a request expires unanswered', async () => {
    const { family, booking } = await request(1, 1);
    const later = new Date(Date.now() + 3 * 86_400_000);
    expect(addCalendarDays(todayInIndia(), 3)).toBe(todayInIndia(later));
    await expireStaleBookings(t.db, later);
    const [expired] = (await bell(family)).items;
    expect(expired).toMatchObject({ type: 'BOOKING_EXPIRED', bookingId: booking.id });
    expect(expired!.text).toContain('the caregiver did not answer before the first day');
  });

  it('counts unread and marks some or all read, each user only their own', async () => {
    const { caregiver, family, booking } = await request();
    await call(caregiver, 'PATCH', `provider/booking/acceptBooking/${booking.id}`);
    await call(caregiver, 'PATCH', `provider/booking/declineBooking/${booking.id}`);
    const before = await bell(family);
    expect(before.unread).toBe(1);

    const [mine] = before.items;
    const otherFamily = await signIn(t.app);
    const theirs = await call(otherFamily, 'PATCH', 'notifications/markRead', { ids: [mine!.id] });
    expect(theirs.json().data).toEqual({ marked: 0, unread: 0 });
    expect((await bell(family)).unread).toBe(1);

    const marked = await call(family, 'PATCH', 'notifications/markRead', { ids: [mine!.id] });
    expect(marked.json().data).toEqual({ marked: 1, unread: 0 });
    expect((await bell(family)).items[0]!.readAt).not.toBeNull();

    const all = await call(caregiver, 'PATCH', 'notifications/markRead', { all: true });
    expect(all.json().data).toEqual({ marked: 1, unread: 0 });
  });

  it.each([[{}], [{ ids: [] }], [{ ids: ['nope'] }], [{ all: false }], [{ ids: [], all: true }]])(
    'refuses a markRead body of %j with 400',
    async (body) => {
      const family = await signIn(t.app);
      const res = await call(family, 'PATCH', 'notifications/markRead', body);
      expect(res.statusCode).toBe(400);
    },
  );

  it('needs a family, caregiver or company token', async () => {
    expect((await call(null, 'GET', 'notifications/getMyNotifications')).statusCode).toBe(401);
    const admin = await signInAdmin(t.app);
    expect((await call(admin, 'GET', 'notifications/getMyNotifications')).statusCode).toBe(403);
  });

  it('texts each message once through the SMS adapter (the dev outbox offline)', async () => {
    const { caregiver, booking } = await request(6, 6);
    await sendDueNotifications(t.db, t.app.sms, {});
    const outbox = await call(null, 'GET', `dev/outbox?mobile=${caregiver.mobile}`);
    const texts = outbox.json().data.filter((m: { otp: string | null }) => m.otp === null);
    expect(texts).toHaveLength(1);
    expect(texts[0].text).toContain('New request on CareConnect');
    // Sent is sent: a second run sends nothing again.
    expect(await sendDueNotifications(t.db, t.app.sms, {})).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
    expect(booking.id).toBeDefined();
  });
});
