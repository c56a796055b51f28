import {
  findTransition,
  todayInIndia,
  transitionRefusal,
  type BookingAction,
  type BookingStatus,
} from '@care/shared';
import type { Executor } from '../../db/client.ts';
import { conflict } from '../../lib/errors.ts';
import { markCheckedIn, markCheckedOut } from '../care-journal/check-in.repository.ts';
import { settleBooking } from '../ledger/booking-money.ts';
import { notifyBooking } from '../notifications/service.ts';
import { CODE_FAILURE_LIMIT, CODE_LOCK_MINUTES } from './codes.ts';
import * as repo from './lifecycle.repository.ts';
import type { BookingState, Seller } from './lifecycle.repository.ts';

/*
 * Starting and completing care by the family's code, shared by the two ways a caregiver does it:
 * startBooking/completeBooking, and the daily check-in/check-out whose first check-in and last
 * check-out carry the start and end codes. Both run inside the caller's transaction with the
 * booking row locked, and take the instant explicitly so the care journal's clock decides it.
 */

/** The status `action` leads to, or a 409 saying why the graph refuses it. */
export function nextStatus(
  booking: BookingState,
  action: BookingAction,
  seller: Seller,
): BookingStatus {
  const transition = findTransition(booking.status, action, seller.kind);
  if (!transition) throw conflict(transitionRefusal(booking.status, action));
  return transition.to;
}

export type CodeOutcome =
  { kind: 'done' } | { kind: 'wrong'; triesLeft: number } | { kind: 'locked' };

export const lockedMessage = `Too many wrong codes. Try again in ${CODE_LOCK_MINUTES} minutes, or ask the family to check the code in My Bookings.`;

/** Whether the booking stopped taking codes for a while after too many wrong ones. */
export function codesLocked(booking: BookingState, at: Date): boolean {
  return booking.codeLockedUntil !== null && booking.codeLockedUntil > at;
}

/**
 * Counts a wrong code against the booking's one limit (start, end and daily codes alike). The
 * caller commits it even though the request fails, so guessing cannot outrun the limit.
 */
export async function recordWrongCode(
  tx: Executor,
  booking: BookingState,
  at: Date,
): Promise<CodeOutcome> {
  const failures = booking.codeFailures + 1;
  const locks = failures >= CODE_FAILURE_LIMIT;
  await repo.updateBooking(tx, booking.id, {
    codeFailures: locks ? 0 : failures,
    codeLockedUntil: locks
      ? new Date(at.getTime() + CODE_LOCK_MINUTES * 60_000)
      : booking.codeLockedUntil,
  });
  return locks ? { kind: 'locked' } : { kind: 'wrong', triesLeft: CODE_FAILURE_LIMIT - failures };
}

/** A right code clears the count of wrong ones. */
export async function clearCodeFailures(tx: Executor, booking: BookingState): Promise<void> {
  if (booking.codeFailures === 0 && booking.codeLockedUntil === null) return;
  await repo.updateBooking(tx, booking.id, { codeFailures: 0, codeLockedUntil: null });
}

/**
 * The caregiver arrived with the start code: the care is under way, the day's check-in is
 * stamped (unless already), and the family is told.
 */
export async function beginCare(
  tx: Executor,
  booking: BookingState,
  seller: Seller,
  at: Date,
): Promise<void> {
  const to = nextStatus(booking, 'start', seller);
  await repo.updateBooking(tx, booking.id, {
    status: to,
    codeFailures: 0,
    codeLockedUntil: null,
    startedAt: at,
  });
  await markCheckedIn(tx, booking.id, todayInIndia(at), at);
  await notifyBooking(tx, booking.id, 'BOOKING_STARTED');
}

/**
 * The caregiver finished with the end code: the booking is complete, its held money is earned
 * (to the caregiver, less commission and GST), the day's check-out is stamped when that day was
 * checked in (a check-out without a check-in would say something that did not happen), and
 * the family is told.
 */
export async function finishCare(
  tx: Executor,
  booking: BookingState,
  seller: Seller,
  at: Date,
): Promise<void> {
  const to = nextStatus(booking, 'complete', seller);
  await repo.updateBooking(tx, booking.id, {
    status: to,
    codeFailures: 0,
    codeLockedUntil: null,
    completedAt: at,
  });
  await settleBooking(tx, booking, {
    refundPaise: 0,
    refundDescription: `Refund: ${booking.serviceName}`,
    earnedDescription: `Earned: ${booking.serviceName}`,
  });
  await markCheckedOut(tx, booking.id, todayInIndia(at), at);
  await notifyBooking(tx, booking.id, 'BOOKING_COMPLETED');
}
