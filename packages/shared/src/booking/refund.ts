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
  /** The booking's dates include a blackout date or long weekend the policy lists. */
  | 'NON_REFUNDABLE_DATES'
  | 'TIER';

/** The kinds of non-refundable days the refund policy names (SPEC section 9). */
export const nonRefundableDateKinds = ['BLACKOUT', 'LONG_WEEKEND'] as const;
export type NonRefundableDateKind = (typeof nonRefundableDateKinds)[number];

/** A day the operator lists as a blackout date or part of a long weekend. */
export interface NonRefundableDate {
  date: string;
  kind: NonRefundableDateKind;
  label: string;
}

export interface RefundQuote {
  percent: number;
  refundPaise: number;
  /** Whole days from today (India) to the first day of care; negative once it has passed. */
  daysBeforeStart: number;
  reason: RefundReason;
  /** With NON_REFUNDABLE_DATES: the listed days the booking covers, in date order. */
  nonRefundableDates?: NonRefundableDate[];
}

export const refundReasonTexts: Record<RefundReason, string> = {
  NOT_ACCEPTED: 'The caregiver has not accepted yet, so you get a full refund.',
  NOT_STARTED_ON_TIME: 'Care did not start on the first day, so you get a full refund.',
  DECLINED: 'The caregiver declined, so you get a full refund.',
  NON_REFUNDABLE_DATES:
    'Your booking includes a long weekend or blackout date, so it is non-refundable under the policy.',
  TIER: 'Refund by how long before the care starts you cancel.',
};

/** Paise back for a percentage, rounded down so a refund never exceeds what was paid. */
export function percentOf(totalPaise: number, percent: number): number {
  return Math.floor((totalPaise * percent) / 100);
}

export function tierFor(daysBeforeStart: number): (typeof refundTiers)[number] {
  return refundTiers.find((tier) => daysBeforeStart >= tier.minDaysBefore) ?? refundTiers[3];
}

/** The listed days within a booking's dates (both ends included), in date order. */
export function nonRefundableDatesWithin(
  booking: { startDate: string; endDate: string },
  dates: readonly NonRefundableDate[],
): NonRefundableDate[] {
  // YYYY-MM-DD strings compare as the dates they name.
  return dates
    .filter((d) => d.date >= booking.startDate && d.date <= booking.endDate)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/**
 * What a customer gets back for cancelling a booking in `status` today. Only PENDING and
 * ACCEPTED bookings can be cancelled (the status graph says so); other statuses quote 0.
 *
 * `nonRefundableDates` are the blackout dates and long weekends that applied to the booking
 * (the server passes those listed when it was made). An accepted booking touching one gets
 * nothing back: the caregiver turned down other families for those days. The full refunds
 * still win, because in them the family is not the one who let the caregiver down: a request
 * nobody accepted committed no one, and care that did not start on time is not the family's
 * doing.
 */
export function quoteCancellationRefund(
  booking: { status: BookingStatus; startDate: string; endDate: string; totalPaise: number },
  today: string,
  nonRefundableDates: readonly NonRefundableDate[] = [],
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
  const touched = nonRefundableDatesWithin(booking, nonRefundableDates);
  if (touched.length > 0) {
    return {
      percent: 0,
      refundPaise: 0,
      daysBeforeStart,
      reason: 'NON_REFUNDABLE_DATES',
      nonRefundableDates: touched,
    };
  }
  const { percent } = tierFor(daysBeforeStart);
  return {
    percent,
    refundPaise: percentOf(booking.totalPaise, percent),
    daysBeforeStart,
    reason: 'TIER',
  };
}
