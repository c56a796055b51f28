import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bookingDays } from '../../db/schema/index.ts';
import { travelTo } from '../../lib/clock.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import type { SignedIn } from '../../test/auth.ts';
import { day } from '../../test/booking.ts';
import { listBookingDays } from './check-in.repository.ts';
import { careBookingWorld, type CareBookingWorld } from './check-in.testing.ts';
import { fillMissingBookingDays } from './days.repository.ts';

/**
 * The booking's days stay right whichever way the caregiver went: startBooking and
 * completeBooking stamp them as the daily check-in does, and bookings written without days
 * get them filled in.
 */
describe("a booking's days", () => {
  let t: TestApp;
  let world: CareBookingWorld;

  beforeAll(async () => {
    t = await createTestApp({ WRITE_LIMIT_PER_USER: '1000', OTP_RESEND_SECONDS: '0' });
    world = await careBookingWorld(t);
  });
  afterEach(() => travelTo(null));
  afterAll(() => t.close());

  describe('startBooking and completeBooking', () => {
    const call = (who: SignedIn, what: string, id: string, code: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/v1/provider/booking/${what}/${id}`,
        headers: who.auth,
        payload: { code },
      });

    it("stamp today's check-in and, when that day was checked in, its check-out", async () => {
      const booked = await world.accepted(0, 1);
      expect(
        (await call(booked.caregiver, 'startBooking', booked.id, booked.startCode)).statusCode,
      ).toBe(200);
      const [started] = await listBookingDays(t.db, booked.id);
      expect(started!.checkInAt).toBeInstanceOf(Date);
      expect(started!.checkOutAt).toBeNull();
      expect(
        (await call(booked.caregiver, 'completeBooking', booked.id, booked.endCode)).statusCode,
      ).toBe(200);
      const [done, last] = await listBookingDays(t.db, booked.id);
      expect(done!.checkOutAt).toBeInstanceOf(Date);
      expect(last).toMatchObject({ checkInAt: null, checkOutAt: null });
    });

    it("leave a day's check-out empty when that day had no check-in", async () => {
      const booked = await world.accepted(0, 1);
      await call(booked.caregiver, 'startBooking', booked.id, booked.startCode);
      travelTo(day(1));
      const done = await call(booked.caregiver, 'completeBooking', booked.id, booked.endCode);
      expect(done.json().data.status).toBe('COMPLETED');
      const [, last] = await listBookingDays(t.db, booked.id);
      expect(last).toMatchObject({ checkInAt: null, checkOutAt: null });
    });
  });

  it('fills the days of a booking written without them, start and end codes on the first and last day', async () => {
    const booked = await world.book(3, 5);
    await t.db.delete(bookingDays).where(eq(bookingDays.bookingId, booked.id));
    expect(await listBookingDays(t.db, booked.id)).toEqual([]);
    await fillMissingBookingDays(t.db);
    const days = await listBookingDays(t.db, booked.id);
    expect(days.map((d) => d.date)).toEqual([day(3), day(4), day(5)]);
    expect(days[0]!.checkInCode).toBe(booked.startCode);
    expect(days[2]!.checkOutCode).toBe(booked.endCode);
    expect(days.every((d) => /^\d{6}$/.test(d.checkInCode) && /^\d{6}$/.test(d.checkOutCode))).toBe(
      true,
    );
  });
});
