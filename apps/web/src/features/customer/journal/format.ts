import { formatCareDate, intlLocales, type Language } from '@care/shared';

/*
 * The journal's dates and times as a family in India reads them: moments in India's time, a
 * booking's days as calendar dates that never move with the reader's phone (abroad, often).
 */

/** '9:05 am' for a moment, in India's time. */
export function formatTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(intlLocales[language], {
    timeZone: 'Asia/Kolkata',
    timeStyle: 'short',
  }).format(new Date(iso));
}

/** '21 Nov 2026, 10:30 am' for a moment, in India's time. */
export function formatMoment(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(intlLocales[language], {
    timeZone: 'Asia/Kolkata',
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
}

/** 'Tue' for a calendar date ('2026-12-01'), read as UTC so it is the same day everywhere. */
export function formatWeekday(date: string, language: Language): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(intlLocales[language], {
    weekday: 'short',
    timeZone: 'UTC',
  }).format(Date.UTC(year ?? NaN, (month ?? NaN) - 1, day ?? NaN));
}

/** 'Tue, 1 Dec 2026': a day of the booking. */
export function formatDay(date: string, language: Language): string {
  return `${formatWeekday(date, language)}, ${formatCareDate(date, language)}`;
}
