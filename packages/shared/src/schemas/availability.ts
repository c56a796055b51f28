import { z } from 'zod';
import { addCalendarDays, bookingDays, isCalendarDate, todayInIndia } from '../booking/dates.ts';
import { bookingStatusSchema } from './booking.ts';
import { envelope, idSchema, isoDateSchema, text } from './common.ts';

/** How far ahead a caregiver may mark days off: a year, as far as families may book. */
export const MAX_DAYS_OFF_AHEAD = 365;

export const daysOffMessages = {
  startInPast: 'Days off cannot start before today',
  endBeforeStart: 'The last day off cannot be before the first',
  tooFarAhead: `Days off can be marked at most ${MAX_DAYS_OFF_AHEAD} days ahead`,
} as const;

/**
 * The date rules for a day-off range, shared by the calendar form and the server: from today,
 * inclusive, to at most a year ahead.
 */
export function checkDaysOff(
  startDate: string,
  endDate: string,
  today: string = todayInIndia(),
): { path: 'startDate' | 'endDate'; message: string } | null {
  if (!isCalendarDate(startDate) || !isCalendarDate(endDate)) return null;
  if (startDate < today) return { path: 'startDate', message: daysOffMessages.startInPast };
  if (endDate < startDate) return { path: 'endDate', message: daysOffMessages.endBeforeStart };
  if (endDate > addCalendarDays(today, MAX_DAYS_OFF_AHEAD)) {
    return { path: 'endDate', message: daysOffMessages.tooFarAhead };
  }
  return null;
}

export const addDaysOffBodySchema = z
  .strictObject({
    startDate: isoDateSchema,
    endDate: isoDateSchema,
    note: text()
      .trim()
      .max(200, 'Keep the note under 200 characters')
      .optional()
      .transform((value) => value || undefined),
  })
  .superRefine((body, ctx) => {
    const problem = checkDaysOff(body.startDate, body.endDate);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
  });
export type AddDaysOffBody = z.input<typeof addDaysOffBodySchema>;

/** A booking that falls on days the caregiver marked off, for them to deal with. */
export const dayOffClashSchema = z.object({
  bookingId: idSchema,
  serviceName: text(),
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  status: bookingStatusSchema,
  patientName: text(),
});
export type DayOffClash = z.output<typeof dayOffClashSchema>;

export const dayOffSchema = z.object({
  id: idSchema,
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  days: z.number().int(),
  note: text().nullable(),
  /** Requests and accepted bookings on these days: still the caregiver's to decline or cancel. */
  clashes: z.array(dayOffClashSchema),
});
export type DayOff = z.output<typeof dayOffSchema>;

export const daysOffResponseSchema = envelope(z.array(dayOffSchema));
export const dayOffResponseSchema = envelope(dayOffSchema);
export const dayOffRemovedResponseSchema = envelope(z.object({ id: idSchema }));

/** Why a family cannot book a day: the caregiver is off, already booked, or (companies) full. */
export const unavailableReasons = ['DAY_OFF', 'BOOKED', 'FULL'] as const;
export type UnavailableReason = (typeof unavailableReasons)[number];

export const unavailableReasonTexts: Record<UnavailableReason, string> = {
  DAY_OFF: 'The caregiver is not working this day',
  BOOKED: 'The caregiver is already booked this day',
  FULL: 'Fully booked this day',
};

/** The taken days of one offering over a window of at most a year and a bit. */
export const MAX_UNAVAILABLE_WINDOW_DAYS = 400;

export const unavailableDatesQuerySchema = z
  .strictObject({
    providerSvcId: idSchema.optional(),
    companySvcId: idSchema.optional(),
    from: isoDateSchema,
    to: isoDateSchema,
  })
  .superRefine((query, ctx) => {
    if (Boolean(query.providerSvcId) === Boolean(query.companySvcId)) {
      ctx.addIssue({
        code: 'custom',
        path: ['providerSvcId'],
        message: 'Choose one service: send providerSvcId or companySvcId',
      });
    }
    if (!isCalendarDate(query.from) || !isCalendarDate(query.to)) return;
    if (query.to < query.from) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: '`to` cannot be before `from`' });
    } else if (bookingDays(query.from, query.to) > MAX_UNAVAILABLE_WINDOW_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `Ask for at most ${MAX_UNAVAILABLE_WINDOW_DAYS} days at a time`,
      });
    }
  });
export type UnavailableDatesQuery = z.output<typeof unavailableDatesQuerySchema>;

export const unavailableDateSchema = z.object({
  date: isoDateSchema,
  reason: z.enum(unavailableReasons),
});
export type UnavailableDate = z.output<typeof unavailableDateSchema>;
export const unavailableDatesResponseSchema = envelope(z.array(unavailableDateSchema));
