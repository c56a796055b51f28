import { formatCareDate, todayInIndia, type CheckInResult } from '@care/shared';
import type { Database, Executor } from '../../db/client.ts';
import { now } from '../../lib/clock.ts';
import {
  conflict,
  forbidden,
  notFound,
  tooManyRequests,
  unprocessable,
  type AppError,
} from '../../lib/errors.ts';
import {
  beginCare,
  clearCodeFailures,
  codesLocked,
  finishCare,
  lockedMessage,
  recordWrongCode,
  type CodeOutcome,
} from '../bookings/care-transitions.ts';
import { codesMatch } from '../bookings/codes.ts';
import { findSellerBooking, type BookingState } from '../bookings/lifecycle.repository.ts';
import type { Seller } from './access.ts';
import {
  findBookingDay,
  markCheckedIn,
  markCheckedOut,
  type BookingDay,
} from './check-in.repository.ts';

/*
 * The caregiver's daily check-in and check-out with that day's code from the family. The
 * first check-in of accepted care is the start (start code) and the last day's check-out the
 * completion (end code), the same transitions startBooking and completeBooking make.
 */

type Which = 'in' | 'out';

/** Only accepted or running care has days to check in and out of. */
function assertActive(booking: BookingState): void {
  switch (booking.status) {
    case 'ACCEPTED':
    case 'IN_PROGRESS':
      return;
    case 'PENDING':
      throw forbidden("Accept the booking first, then check in with the family's code.");
    case 'COMPLETED':
      throw unprocessable('This booking is complete: there are no more check-ins or check-outs.');
    default:
      throw unprocessable(
        'This booking is no longer going ahead, so there is nothing to check in or out of.',
      );
  }
}

/** Today must be one of the booking's days. */
function assertBookingDay(booking: BookingState, today: string): void {
  if (today < booking.startDate) {
    throw unprocessable(
      `This booking starts on ${formatCareDate(booking.startDate)}; check in on that day, when you arrive.`,
    );
  }
  if (today > booking.endDate) {
    throw unprocessable(
      `This booking ended on ${formatCareDate(booking.endDate)}; there are no more days to check in or out.`,
    );
  }
}

/**
 * The code today's step wants. While the care is only accepted, the first check-in is the
 * start, so it wants the start code (day 1's check-in code) even when the caregiver first
 * arrives on a later day: the family holds that code from the booking, and it starts the care.
 */
function expectedCode(booking: BookingState, day: BookingDay, which: Which): string {
  if (which === 'out') return day.checkOutCode;
  return booking.status === 'ACCEPTED' ? booking.startCode : day.checkInCode;
}

/** Says which code was wanted, so the caregiver can ask the family for the right one. */
function wrongCode(
  booking: BookingState,
  day: BookingDay,
  which: Which,
  triesLeft: number,
): AppError {
  const date = formatCareDate(day.date);
  if (which === 'in' && booking.status === 'ACCEPTED') {
    return unprocessable(
      `That is not the start code. Ask the family for the start code shown in their bookings (${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left).`,
    );
  }
  return which === 'in'
    ? unprocessable(
        `That is not today's check-in code. Ask the family for the check-in code for ${date} (${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left).`,
      )
    : unprocessable(
        `That is not today's check-out code. Ask the family for the check-out code for ${date} (${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left).`,
      );
}

/** Refuses a step today's times already rule out (before any code is counted). */
function assertStepOpen(day: BookingDay, which: Which): void {
  if (which === 'in' && day.checkInAt) throw conflict('You have already checked in today.');
  if (which === 'out' && !day.checkInAt) {
    throw unprocessable("Check in first: a day's check-out comes after its check-in.");
  }
  if (which === 'out' && day.checkOutAt) throw conflict('You have already checked out today.');
}

/** The right code's effect: a plain day's time, or the start or the completion of the care. */
async function applyStep(
  tx: Executor,
  booking: BookingState,
  seller: Seller,
  day: BookingDay,
  which: Which,
  at: Date,
): Promise<void> {
  if (which === 'in' && booking.status === 'ACCEPTED') {
    await beginCare(tx, booking, seller, at);
    return;
  }
  if (which === 'out' && day.date === booking.endDate) {
    await finishCare(tx, booking, seller, at);
    return;
  }
  await clearCodeFailures(tx, booking);
  if (which === 'in') await markCheckedIn(tx, booking.id, day.date, at);
  else await markCheckedOut(tx, booking.id, day.date, at);
}

export function createCheckInService(db: Database) {
  type Outcome = CodeOutcome | { kind: 'refused'; error: AppError };

  async function step(seller: Seller, bookingId: string, which: Which, code: string) {
    const at = now();
    const today = todayInIndia(at);
    const outcome = await db.transaction(async (tx): Promise<Outcome> => {
      const booking = await findSellerBooking(tx, seller, bookingId, true);
      if (!booking) throw notFound('Booking');
      assertActive(booking);
      if (codesLocked(booking, at)) return { kind: 'locked' };
      assertBookingDay(booking, today);
      const day = await findBookingDay(tx, booking.id, today);
      // Every booking has its days (written with it, or filled in by the migration).
      if (!day) throw notFound('Booking');
      assertStepOpen(day, which);

      if (!codesMatch(code, expectedCode(booking, day, which))) {
        // Committed although the request fails: wrong daily codes count toward the same lock.
        const counted = await recordWrongCode(tx, booking, at);
        return counted.kind === 'wrong'
          ? { kind: 'refused', error: wrongCode(booking, day, which, counted.triesLeft) }
          : counted;
      }
      await applyStep(tx, booking, seller, day, which, at);
      return { kind: 'done' };
    });

    if (outcome.kind === 'locked') throw tooManyRequests(lockedMessage);
    if (outcome.kind === 'refused') throw outcome.error;
    return result(seller, bookingId, today);
  }

  /** The day's times after the step, and the booking's status (started or completed by it). */
  async function result(seller: Seller, bookingId: string, date: string): Promise<CheckInResult> {
    const [day, booking] = await Promise.all([
      findBookingDay(db, bookingId, date),
      findSellerBooking(db, seller, bookingId),
    ]);
    if (!booking) throw notFound('Booking');
    return {
      bookingId,
      date,
      status: booking.status,
      checkInAt: day?.checkInAt?.toISOString() ?? null,
      checkOutAt: day?.checkOutAt?.toISOString() ?? null,
    };
  }

  return {
    checkIn: (seller: Seller, bookingId: string, code: string) =>
      step(seller, bookingId, 'in', code),
    checkOut: (seller: Seller, bookingId: string, code: string) =>
      step(seller, bookingId, 'out', code),
  };
}
