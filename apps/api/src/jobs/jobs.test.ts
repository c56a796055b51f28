import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays, todayInIndia } from '@care/shared';
import { bookings } from '../db/schema/index.ts';
import { entryDescriptions } from '../test/money.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { signIn, type SignedIn } from '../test/auth.ts';
import { addMember, balance, day, payAndBook } from '../test/booking.ts';
import { createCatalog, createProvider } from '../test/fixtures.ts';
import { expireStaleBookings } from '../modules/bookings/expiry.service.ts';
import { jobDefinitions } from './definitions.ts';
import { createScheduler } from './index.ts';

/**
 * Bookings nobody acted on in time expire with a full refund. The clock is moved by passing a
 * later `now` (or by running the real scheduler after moving a booking's dates back).
 */
describe('expiring stale bookings', () => {
  let t: TestApp;
  let family: SignedIn;
  let caregiver: SignedIn;
  let memberId: string;
  let providerSvcId: string;

  const inDays = (n: number) => new Date(Date.now() + n * 86_400_000);

  async function booked(start: number, end: number, accept: boolean) {
    const { booking } = await payAndBook(t.app, family, {
      familyMemberId: memberId,
      providerSvcId,
      startDate: day(start),
      endDate: day(end),
    });
    expect(booking.statusCode, booking.body).toBe(200);
    const { id } = booking.json().data as { id: string };
    if (accept) {
      await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/provider/booking/acceptBooking/${id}`,
        headers: caregiver.auth,
      });
    }
    return id;
  }

  const statusOf = async (id: string) =>
    (await t.db.select({ s: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0]!.s;

  beforeAll(async () => {
    t = await createTestApp({ OTP_RESEND_SECONDS: '0' });
    const c = await createCatalog(t.db);
    const made = await createProvider(t.db, {
      offerings: [{ serviceId: c.nursing.id, pricePerDayPaise: 100_000 }],
    });
    providerSvcId = made.offers[0]!.id;
    family = await signIn(t.app);
    caregiver = await signIn(t.app, 'Provider', made.provider.mobile);
    memberId = await addMember(t.app, family);
  });
  afterAll(() => t.close());

  it('expires a request unanswered by its first day, and accepted care not started by its last', async () => {
    const request = await booked(1, 2, false);
    const accepted = await booked(3, 4, true);
    const future = await booked(10, 11, true);
    const before = await balance(t.app, family);

    // Tomorrow nothing is overdue yet: the request may still be accepted on its first day.
    expect(await expireStaleBookings(t.db, inDays(1))).toBe(0);
    // Two days on, the request's first day has passed.
    expect(await expireStaleBookings(t.db, inDays(2))).toBe(1);
    expect(await statusOf(request)).toBe('CANCELLED');
    expect(await balance(t.app, family)).toBe(before + 2000);
    // The accepted booking expires only once its last day has passed without a start.
    expect(await expireStaleBookings(t.db, inDays(4))).toBe(0);
    expect(await expireStaleBookings(t.db, inDays(5))).toBe(1);
    expect(await statusOf(accepted)).toBe('CANCELLED');
    expect(await statusOf(future)).toBe('ACCEPTED');
    expect(await balance(t.app, family)).toBe(before + 4000);

    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, accepted));
    expect(row!.cancelledBy).toBe('System');
    const [refund] = await entryDescriptions(t.db, accepted, 'BOOKING_REFUNDED');
    expect(refund).toMatch(/care did not start by the last day/);
    // Running again changes nothing: each booking is refunded once.
    expect(await expireStaleBookings(t.db, inDays(5))).toBe(0);
    expect(await balance(t.app, family)).toBe(before + 4000);
  });

  it('refuses to accept a request whose first day has passed', async () => {
    const id = await booked(20, 21, false);
    await t.db
      .update(bookings)
      .set({ startDate: addCalendarDays(todayInIndia(), -1), endDate: todayInIndia() })
      .where(eq(bookings.id, id));
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/provider/booking/acceptBooking/${id}`,
      headers: caregiver.auth,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/^This request expired: its first day, .* has passed\.$/);
    // Leave no overdue request behind for the expiry test, whatever order the tests run in.
    await t.db
      .update(bookings)
      .set({ startDate: day(20), endDate: day(21) })
      .where(eq(bookings.id, id));
  });

  it('runs through the real scheduler of this database (pg-boss on PostgreSQL, timers on PGlite)', async () => {
    const id = await booked(30, 31, false);
    await t.db
      .update(bookings)
      .set({
        startDate: addCalendarDays(todayInIndia(), -3),
        endDate: addCalendarDays(todayInIndia(), -2),
      })
      .where(eq(bookings.id, id));
    const scheduler = createScheduler(
      t.config,
      t.db,
      { sms: t.app.sms, payments: t.app.payments },
      t.app.log,
    );
    await scheduler.start();
    try {
      await scheduler.runNow(jobDefinitions[0]!.name);
      expect(await statusOf(id)).toBe('CANCELLED');
    } finally {
      await scheduler.stop();
    }
  }, 60_000);
});
