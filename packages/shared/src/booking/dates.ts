import { differenceInCalendarDays, format, isValid, parseISO } from 'date-fns';
import { INDIA_TIME_ZONE } from '../india-time-zone.ts';
import { calendarDayOf, indiaDayOf, writeDay } from '../calendar-words.ts';
import { defaultLanguage, type Language } from '../language.ts';

export { INDIA_TIME_ZONE };

/**
 * Today's date in India as YYYY-MM-DD. By India's fixed offset (calendar-words.ts), not a time
 * zone library: that makes an Intl formatter for the zone, which costs a cheap phone more than
 * a hundred milliseconds the first time a list page asks what day it is.
 */
export function todayInIndia(now: Date = new Date()): string {
  const { year, month, day } = indiaDayOf(now);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A real date written exactly as YYYY-MM-DD (not a timestamp, not 2026-02-30). */
/** The instant an India calendar day (YYYY-MM-DD) begins: its midnight at UTC+05:30. */
export function startOfIndiaDay(date: string): Date {
  return new Date(`${date}T00:00:00+05:30`);
}

export function isCalendarDate(value: string | null | undefined): value is string {
  if (typeof value !== 'string') return false;
  const date = parseISO(value);
  return isValid(date) && format(date, 'yyyy-MM-dd') === value;
}

/**
 * A calendar date as a Date at noon on the phone's own clock, for date pickers that count in
 * Date objects: the day is the same whatever the phone's time zone, and noon keeps it clear of
 * daylight-saving edges.
 */
export function calendarDateAsLocalNoon(date: string): Date {
  const local = parseISO(date);
  local.setHours(12);
  return local;
}

/** The calendar date a picker's Date stands for, on the phone's own clock. */
export function localDateAsCalendarDate(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The calendar date `days` after `date` (before it when negative). Counted on UTC's calendar,
 * where every day has 24 hours, so no time zone or formatter is involved: a list page's first
 * render on a cheap phone asks for it (the last day a family may choose), and date-fns's
 * parse-and-format made that its slowest call. A date that does not exist is refused, as
 * date-fns refused it.
 */
export function addCalendarDays(date: string, days: number): string {
  const parts = CALENDAR_DATE.exec(date);
  const day = new Date(0);
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0-99 as 1900-1999.
  if (parts) day.setUTCFullYear(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3]));
  if (
    !parts ||
    day.getUTCMonth() !== Number(parts[2]) - 1 ||
    day.getUTCDate() !== Number(parts[3])
  ) {
    throw new RangeError(`Not a calendar date: ${date}`);
  }
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/**
 * Days of care, inclusive of both ends: end - start + 1, or 0 when the range is empty or a date
 * is missing (SPEC section 5).
 */
export function bookingDays(
  startDate: string | null | undefined,
  endDate: string | null | undefined,
): number {
  if (!isCalendarDate(startDate) || !isCalendarDate(endDate)) return 0;
  return Math.max(differenceInCalendarDays(parseISO(endDate), parseISO(startDate)) + 1, 0);
}

/** Total in the unit of the price (paise in, paise out). */
export function bookingTotal(days: number, pricePerDay: number): number {
  return Math.max(days, 0) * Math.max(pricePerDay, 0);
}

/** Longest stay one booking may cover, and how far ahead it may start. */
export const MAX_BOOKING_DAYS = 365;
export const MAX_DAYS_AHEAD = 365;

export type DateRangeProblem =
  | 'START_REQUIRED'
  | 'END_REQUIRED'
  | 'START_IN_PAST'
  | 'END_BEFORE_START'
  | 'TOO_LONG'
  | 'TOO_FAR_AHEAD';

export const dateRangeMessages: Record<DateRangeProblem, string> = {
  START_REQUIRED: 'Please select both start and end dates',
  END_REQUIRED: 'Please select both start and end dates',
  START_IN_PAST: 'Start date cannot be before today',
  END_BEFORE_START: 'End date cannot be before the start date',
  TOO_LONG: `A booking can cover at most ${MAX_BOOKING_DAYS} days`,
  TOO_FAR_AHEAD: `Bookings can start at most ${MAX_DAYS_AHEAD} days from today`,
};

/** The date rules of SPEC section 5, shared by the wizard and the server. */
export function checkDateRange(
  startDate: string | null | undefined,
  endDate: string | null | undefined,
  today: string = todayInIndia(),
): DateRangeProblem | null {
  if (!isCalendarDate(startDate)) return 'START_REQUIRED';
  if (!isCalendarDate(endDate)) return 'END_REQUIRED';
  if (startDate < today) return 'START_IN_PAST';
  if (endDate < startDate) return 'END_BEFORE_START';
  if (bookingDays(startDate, endDate) > MAX_BOOKING_DAYS) return 'TOO_LONG';
  if (startDate > addCalendarDays(today, MAX_DAYS_AHEAD)) return 'TOO_FAR_AHEAD';
  return null;
}

/**
 * A care date as families in India read it: "25 Nov 2026", or in Hindi "25 नवंबर 2026" (the
 * month spelt out: calendar-words.ts). The date is read as written, so it never moves a day
 * with the phone's time zone.
 */
export function formatCareDate(date: string, language: Language = defaultLanguage): string {
  if (language === 'hi') return writeDay(calendarDayOf(date), 'hi');
  return format(parseISO(date), 'd MMM yyyy');
}

/**
 * A stored calendar date as families read it, from a value that may carry a time
 * ('1988-04-12' or '1988-04-12T00:00:00.000Z' -> '12 Apr 1988'). Only the date part is read
 * (SPEC 3), never shifted by a time zone, so a date does not move a day for someone abroad.
 * Null for anything that is not a date.
 */
export function formatCalendarDate(
  value: string | null | undefined,
  language: Language = defaultLanguage,
): string | null {
  const date = value?.slice(0, 10);
  return date && isCalendarDate(date) ? formatCareDate(date, language) : null;
}
