import { z } from 'zod';
import { addCalendarDays, bookingDays, isCalendarDate, todayInIndia } from '../booking/dates.ts';
import { nonRefundableDateKinds } from '../booking/refund.ts';
import { operatorReasonSchema } from './audit.ts';
import { emptyAsUndefined, envelope, idSchema, isoDateSchema, text } from './common.ts';

/*
 * Blackout dates and long weekends (issue 12/14 item 8): the days the refund policy names as
 * non-refundable. The operator keeps them; the refund policy page lists the coming ones; a
 * booking touching one refunds nothing when the family cancels it (booking/refund.ts).
 */

/** At most this many days in one add: a long weekend or a festive fortnight, not a season. */
export const MAX_BLACKOUT_RANGE_DAYS = 31;
/** As far ahead as a booking can reach: it may start a year ahead and last a year. */
export const MAX_BLACKOUT_DAYS_AHEAD = 730;
export const BLACKOUT_LABEL_MAX = 80;

export const blackoutKindSchema = z.enum(nonRefundableDateKinds, {
  error: 'Choose blackout date or long weekend',
});

export const blackoutMessages = {
  fromInPast: 'Blackout dates cannot be in the past',
  toBeforeFrom: 'The last day cannot be before the first',
  tooLong: `Add at most ${MAX_BLACKOUT_RANGE_DAYS} days at a time`,
  tooFarAhead: `Blackout dates can be set at most ${MAX_BLACKOUT_DAYS_AHEAD} days ahead`,
  labelRequired: 'Say what the days are, such as Diwali or Republic Day weekend',
  labelTooLong: `Keep the label to ${BLACKOUT_LABEL_MAX} characters or fewer`,
} as const;

/**
 * The date rules of a range to add, shared by the form and the server: from today, the last
 * day not before the first, at most 31 days, at most two years ahead. Past days would change
 * no booking's refund (a listed day applies to bookings made after it was listed).
 */
export function checkBlackoutRange(
  from: string,
  to: string,
  today: string = todayInIndia(),
): { path: 'from' | 'to'; message: string } | null {
  if (!isCalendarDate(from) || !isCalendarDate(to)) return null;
  if (from < today) return { path: 'from', message: blackoutMessages.fromInPast };
  if (to < from) return { path: 'to', message: blackoutMessages.toBeforeFrom };
  if (bookingDays(from, to) > MAX_BLACKOUT_RANGE_DAYS) {
    return { path: 'to', message: blackoutMessages.tooLong };
  }
  if (to > addCalendarDays(today, MAX_BLACKOUT_DAYS_AHEAD)) {
    return { path: 'to', message: blackoutMessages.tooFarAhead };
  }
  return null;
}

export const addBlackoutDatesBodySchema = z
  .strictObject({
    from: isoDateSchema,
    to: isoDateSchema,
    kind: blackoutKindSchema,
    label: text({ message: blackoutMessages.labelRequired })
      .trim()
      .min(1, blackoutMessages.labelRequired)
      .max(BLACKOUT_LABEL_MAX, blackoutMessages.labelTooLong),
    reason: z.preprocess(emptyAsUndefined, operatorReasonSchema.optional()),
  })
  .superRefine((body, ctx) => {
    const problem = checkBlackoutRange(body.from, body.to);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
  });
export type AddBlackoutDatesBody = z.input<typeof addBlackoutDatesBodySchema>;

/** One listed day, as the public policy page shows it. */
export const publicBlackoutDateSchema = z.object({
  date: isoDateSchema,
  kind: blackoutKindSchema,
  label: text(),
});
export type PublicBlackoutDate = z.infer<typeof publicBlackoutDateSchema>;

/** One listed day, as the operator keeps it. */
export const blackoutDateSchema = publicBlackoutDateSchema.extend({
  id: idSchema,
  /** When it was listed: bookings made before then are refunded by the tiers as they were. */
  createdAt: text(),
});
export type BlackoutDate = z.infer<typeof blackoutDateSchema>;

export const blackoutDatesResponseSchema = envelope(
  z.object({ dates: z.array(blackoutDateSchema) }),
);
export const addBlackoutDatesResponseSchema = envelope(
  z.object({ added: z.array(blackoutDateSchema) }),
);
export const blackoutDateDeletedResponseSchema = envelope(z.object({ id: idSchema }));
export const upcomingBlackoutDatesResponseSchema = envelope(z.array(publicBlackoutDateSchema));

// Its own module, so the refund policy page can group the days without loading these schemas.
export { groupBlackoutRanges, type BlackoutRange } from '../booking/blackout-ranges.ts';
