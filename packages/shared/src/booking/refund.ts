import { differenceInCalendarDays, parseISO } from 'date-fns';
import type { BookingStatus } from './status.ts';

/**
 * The refund policy of the Refund & Cancellation page, as one function that the server pays
 * out by and the web app previews with. Tiers count whole India calendar days from today to the
 * first day of care.
 */
export const refundTiers = [
  { minDaysBefore: 31, percent: 100, window: 'More than 30 days before care starts' },
  { minDaysBefore: 15, percent: 50, window: '30 to 15 days before care starts' },
  { minDaysBefore: 7, percent: 25, window: '14 to 7 days before care starts' },
  { minDaysBefore: Number.NEGATIVE_INFINITY, percent: 0, window: 'Within 7 days of care starting' },
] as const;

export type RefundReason =
  /** The caregiver never accepted, so nothing was committed: everything comes back. */
  | 'NOT_ACCEPTED'
  /** The caregiver did not start on the first day of care: the family is not made to pay. */
  | 'NOT_STARTED_ON_TIME'
  /** The caregiver declined. */
  | 'DECLINED'
  | 'TIER';

export interface RefundQuote {
  percent: number;
  refundPaise: number;
  /** Whole days from today (India) to the first day of care; negative once it has passed. */
  daysBeforeStart: number;
  reason: RefundReason;
}

export const refundReasonTexts: Record<RefundReason, string> = {
  NOT_ACCEPTED: 'The caregiver has not accepted yet, so you get a full refund.',
  NOT_STARTED_ON_TIME: 'Care did not start on the first day, so you get a full refund.',
  DECLINED: 'The caregiver declined, so you get a full refund.',
  TIER: 'Refund by how long before the care starts you cancel.',
};

/** Paise back for a percentage, rounded down so a refund never exceeds what was paid. */
export function percentOf(totalPaise: number, percent: number): number {
  return Math.floor((totalPaise * percent) / 100);
}

export function tierFor(daysBeforeStart: number): (typeof refundTiers)[number] {
  return refundTiers.find((tier) => daysBeforeStart >= tier.minDaysBefore) ?? refundTiers[3];
}

/**
 * What a customer gets back for cancelling a booking in `status` today. Only PENDING and
 * ACCEPTED bookings can be cancelled (the status graph says so); other statuses quote 0.
 */
export function quoteCancellationRefund(
  booking: { status: BookingStatus; startDate: string; totalPaise: number },
  today: string,
): RefundQuote {
  const daysBeforeStart = differenceInCalendarDays(parseISO(booking.startDate), parseISO(today));
  const full = (reason: RefundReason): RefundQuote => ({
    percent: 100,
    refundPaise: booking.totalPaise,
    daysBeforeStart,
    reason,
  });
  if (booking.status === 'PENDING') return full('NOT_ACCEPTED');
  if (booking.status !== 'ACCEPTED') {
    return { percent: 0, refundPaise: 0, daysBeforeStart, reason: 'TIER' };
  }
  if (daysBeforeStart < 0) return full('NOT_STARTED_ON_TIME');
  const { percent } = tierFor(daysBeforeStart);
  return {
    percent,
    refundPaise: percentOf(booking.totalPaise, percent),
    daysBeforeStart,
    reason: 'TIER',
  };
}
