import { and, eq } from 'drizzle-orm';
import { formatCareDate } from '@care/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bookings, notifications } from '../../db/schema/index.ts';
import { travelTo } from '../../lib/clock.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import type { SignedIn } from '../../test/auth.ts';
import { day } from '../../test/booking.ts';
import { countEntries, ledgerIsSound } from '../../test/money.ts';
import { listBookingDays } from './check-in.repository.ts';
import { careBookingWorld, type CareBookingWorld } from './check-in.testing.ts';

/** The caregiver's daily check-in and check-out with each day's code from the family. */
describe('daily check-in and check-out', () => {
  let t: TestApp;
  let world: CareBookingWorld;

  const step = (
    who: SignedIn,
    which: 'checkIn' | 'checkOut',
    bookingId: string,
    payload: object | undefined,
    prefix = 'provider',
  ) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/v1/${prefix}/booking/${which}/${bookingId}`,
      headers: who.auth,
      ...(payload ? { payload } : {}),
    });
  const bookingRow = async (id: string) =>
    (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

  beforeAll(async () => {
    t = await createTestApp({ WRITE_LIMIT_PER_USER: '1000', OTP_RESEND_SECONDS: '0' });
    world = await careBookingWorld(t);
  });
  afterEach(() => travelTo(null));
  afterAll(() => t.close());

  it('walks three days: the start code starts the care, each day its own codes, the end code completes and settles it', async () => {
    const booked = await world.accepted(0, 2);
    const days = await listBookingDays(t.db, booked.id);
    expect(days.map((d) => d.date)).toEqual([day(0), day(1), day(2)]);
    expect(days[0]!.checkInCode).toBe(booked.startCode);
    expect(days[2]!.checkOutCode).toBe(booked.endCode);

    const first = await step(booked.caregiver, 'checkIn', booked.id, { code: booked.startCode });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      message: 'Checked in',
      data: { bookingId: booked.id, date: day(0), status: 'IN_PROGRESS', checkOutAt: null },
    });
    expect(first.json().data.checkInAt).toEqual(expect.any(String));
    expect((await bookingRow(booked.id)).startedAt).toBeInstanceOf(Date);
    const started = await t.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.bookingId, booked.id), eq(notifications.type, 'BOOKING_STARTED')),
      );
    expect(started).toHaveLength(1);

    const out1 = await step(booked.caregiver, 'checkOut', booked.id, {
      code: days[0]!.checkOutCode,
    });
    expect(out1.statusCode, out1.body).toBe(200);
    expect(out1.json().data).toMatchObject({ status: 'IN_PROGRESS', date: day(0) });
    expect(out1.json().data.checkOutAt).toEqual(expect.any(String));

    travelTo(day(1));
    const in2 = await step(booked.caregiver, 'checkIn', booked.id, { code: days[1]!.checkInCode });
    expect(in2.statusCode, in2.body).toBe(200);
    expect(in2.json().data).toMatchObject({ date: day(1), status: 'IN_PROGRESS' });
    const out2 = await step(booked.caregiver, 'checkOut', booked.id, {
      code: days[1]!.checkOutCode,
    });
    expect(out2.statusCode, out2.body).toBe(200);

    travelTo(day(2));
    const in3 = await step(booked.caregiver, 'checkIn', booked.id, { code: days[2]!.checkInCode });
    expect(in3.statusCode, in3.body).toBe(200);
    expect(await countEntries(t.db, 'BOOKING_EARNED', booked.id)).toBe(0);
    const out3 = await step(booked.caregiver, 'checkOut', booked.id, { code: booked.endCode });
    expect(out3.statusCode, out3.body).toBe(200);
    expect(out3.json()).toMatchObject({
      message: 'Checked out',
      data: { date: day(2), status: 'COMPLETED' },
    });

    // Completed as completeBooking completes: the money is earned, once, and the books balance.
    const row = await bookingRow(booked.id);
    expect(row.status).toBe('COMPLETED');
    expect(row.completedAt).toBeInstanceOf(Date);
    expect(await countEntries(t.db, 'BOOKING_EARNED', booked.id)).toBe(1);
    expect(await ledgerIsSound(t.db)).toBe(true);
    const after = await listBookingDays(t.db, booked.id);
    expect(after.every((d) => d.checkInAt && d.checkOutAt)).toBe(true);
  });

  it("refuses yesterday's and tomorrow's codes, and a check-out before the check-in, changing nothing but the count", async () => {
    const booked = await world.accepted(0, 2);
    const days = await listBookingDays(t.db, booked.id);
    await step(booked.caregiver, 'checkIn', booked.id, { code: booked.startCode });

    travelTo(day(1));
    const early = await step(booked.caregiver, 'checkOut', booked.id, {
      code: days[1]!.checkOutCode,
    });
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toMatch(/^Check in first/);

    const yesterdays = await step(booked.caregiver, 'checkIn', booked.id, {
      code: days[0]!.checkInCode,
    });
    expect(yesterdays.statusCode).toBe(422);
    expect(yesterdays.json().message).toBe(
      `That is not today's check-in code. Ask the family for the check-in code for ${formatCareDate(day(1))} (4 tries left).`,
    );
    const tomorrows = await step(booked.caregiver, 'checkIn', booked.id, {
      code: days[2]!.checkInCode,
    });
    expect(tomorrows.statusCode).toBe(422);
    // A code of today's, but for the other step, is wrong too.
    const outForIn = await step(booked.caregiver, 'checkIn', booked.id, {
      code: days[1]!.checkOutCode,
    });
    expect(outForIn.statusCode).toBe(422);
    expect(outForIn.json().message).toMatch(/\(2 tries left\)/);

    const today = (await listBookingDays(t.db, booked.id))[1]!;
    expect(today).toMatchObject({ checkInAt: null, checkOutAt: null });
    expect(await bookingRow(booked.id)).toMatchObject({ status: 'IN_PROGRESS', codeFailures: 3 });

    // The right code clears the count.
    const right = await step(booked.caregiver, 'checkIn', booked.id, {
      code: days[1]!.checkInCode,
    });
    expect(right.statusCode).toBe(200);
    expect((await bookingRow(booked.id)).codeFailures).toBe(0);
  });

  it('refuses a day outside the booking, saying which date', async () => {
    const booked = await world.accepted(1, 2);
    const before = await step(booked.caregiver, 'checkIn', booked.id, { code: booked.startCode });
    expect(before.statusCode).toBe(422);
    expect(before.json().message).toBe(
      `This booking starts on ${formatCareDate(day(1))}; check in on that day, when you arrive.`,
    );
    travelTo(day(3));
    const after = await step(booked.caregiver, 'checkIn', booked.id, { code: booked.startCode });
    expect(after.statusCode).toBe(422);
    expect(after.json().message).toMatch(`ended on ${formatCareDate(day(2))}`);
    expect(await bookingRow(booked.id)).toMatchObject({ status: 'ACCEPTED', codeFailures: 0 });
  });

  it('keeps another caregiver out, waits for acceptance, and wants a six-digit code', async () => {
    const pending = await world.book(0, 1);
    const other = await world.accepted(0, 1);
    const notTheirs = await step(other.caregiver, 'checkIn', pending.id, {
      code: pending.startCode,
    });
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json().message).toBe('Booking not found');
    const asCompany = await step(
      other.caregiver,
      'checkIn',
      pending.id,
      { code: pending.startCode },
      'company',
    );
    expect(asCompany.statusCode).toBe(403);

    const notAccepted = await step(pending.caregiver, 'checkIn', pending.id, {
      code: pending.startCode,
    });
    expect(notAccepted.statusCode).toBe(403);
    expect(notAccepted.json().message).toMatch(/^Accept the booking first/);

    expect((await step(other.caregiver, 'checkIn', other.id, undefined)).statusCode).toBe(400);
    expect((await step(other.caregiver, 'checkIn', other.id, {})).statusCode).toBe(400);
    const short = await step(other.caregiver, 'checkIn', other.id, { code: '123' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/6-digit code/);
    expect(await bookingRow(other.id)).toMatchObject({ status: 'ACCEPTED', codeFailures: 0 });
  });

  it('stops taking codes after 5 wrong ones, start, end and daily codes alike', async () => {
    const booked = await world.accepted(0, 1);
    const wrong = booked.startCode === '000000' ? '111111' : '000000';
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push(
        (await step(booked.caregiver, 'checkIn', booked.id, { code: wrong })).statusCode,
      );
    }
    expect(statuses).toEqual([422, 422, 422, 422, 429]);
    const right = await step(booked.caregiver, 'checkIn', booked.id, { code: booked.startCode });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toMatch(/Too many wrong codes/);
    // The lock is the booking's one lock: startBooking is refused too.
    const start = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/provider/booking/startBooking/${booked.id}`,
      headers: booked.caregiver.auth,
      payload: { code: booked.startCode },
    });
    expect(start.statusCode).toBe(429);
  });

  it('refuses a second check-in or check-out the same day', async () => {
    const booked = await world.accepted(0, 1);
    const days = await listBookingDays(t.db, booked.id);
    await step(booked.caregiver, 'checkIn', booked.id, { code: booked.startCode });
    const again = await step(booked.caregiver, 'checkIn', booked.id, {
      code: days[0]!.checkInCode,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already checked in today.');
    await step(booked.caregiver, 'checkOut', booked.id, { code: days[0]!.checkOutCode });
    const outAgain = await step(booked.caregiver, 'checkOut', booked.id, {
      code: days[0]!.checkOutCode,
    });
    expect(outAgain.statusCode).toBe(409);
    expect(outAgain.json().message).toBe('You have already checked out today.');
  });

  it('starts accepted care with the start code when the caregiver first comes on a later day', async () => {
    const booked = await world.accepted(0, 2, 'Company');
    const days = await listBookingDays(t.db, booked.id);
    travelTo(day(1));
    const daysCode = await step(
      booked.caregiver,
      'checkIn',
      booked.id,
      { code: days[1]!.checkInCode },
      'company',
    );
    expect(daysCode.statusCode).toBe(422);
    expect(daysCode.json().message).toMatch(/^That is not the start code/);
    const started = await step(
      booked.caregiver,
      'checkIn',
      booked.id,
      { code: booked.startCode },
      'company',
    );
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().data).toMatchObject({ date: day(1), status: 'IN_PROGRESS' });
    const [first, second] = await listBookingDays(t.db, booked.id);
    expect(first!.checkInAt).toBeNull();
    expect(second!.checkInAt).toBeInstanceOf(Date);
  });

  it('refuses check-ins for cancelled care, saying it is not going ahead', async () => {
    const booked = await world.accepted(0, 1);
    const cancelled = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/provider/booking/cancelBooking/${booked.id}`,
      headers: booked.caregiver.auth,
      payload: { reason: 'I am unwell and cannot come' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const res = await step(booked.caregiver, 'checkIn', booked.id, { code: booked.startCode });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/^This booking is no longer going ahead/);
  });

  it('refuses check-ins once the care is complete', async () => {
    const booked = await world.accepted(0, 0);
    await step(booked.caregiver, 'checkIn', booked.id, { code: booked.startCode });
    const done = await step(booked.caregiver, 'checkOut', booked.id, { code: booked.endCode });
    expect(done.json().data.status).toBe('COMPLETED');
    const again = await step(booked.caregiver, 'checkIn', booked.id, { code: booked.startCode });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toMatch(/^This booking is complete/);
  });
});
