import {
  formatCalendarDate,
  intlLocales,
  todayInIndia,
  type EarningEntry,
  type Language,
} from '@care/shared';
import type { TFunction } from 'i18next';

const monthDate = (month: string): Date | null => {
  const [year, monthNumber] = month.split('-').map(Number);
  return year && monthNumber ? new Date(Date.UTC(year, monthNumber - 1, 1)) : null;
};

/**
 * '2026-11' -> 'Nov 2026' ('long': 'November 2026'; Hindi 'नवंबर 2026' either way, since Hindi's
 * short months carry an abbreviation mark families do not write). The month is a calendar
 * month, so no time zone may move it.
 */
export function monthLabel(
  month: string,
  style: 'short' | 'long' = 'short',
  language: Language = 'en',
): string {
  const date = monthDate(month);
  if (!date) return month;
  return new Intl.DateTimeFormat(intlLocales[language], {
    month: language === 'hi' ? 'long' : style,
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/**
 * The month under a chart bar, as short as it can be: 'Nov', or in Hindi 'नव' (Intl's short
 * Hindi month without its abbreviation mark; short names such as 'मई' stay whole).
 */
export function monthAxisLabel(month: string, language: Language = 'en'): string {
  const date = monthDate(month);
  if (!date) return month;
  if (language === 'en') return monthLabel(month).slice(0, 3);
  return new Intl.DateTimeFormat(intlLocales.hi, { month: 'short', timeZone: 'UTC' })
    .format(date)
    .replace('॰', '');
}

/** The India calendar date of a timestamp, as YYYY-MM-DD ('' when it is not a time). */
export function indiaDateOf(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? '' : todayInIndia(date);
}

/** '25 Nov 2026' (Hindi '25 नवंबर 2026') for a timestamp, on India's calendar. */
export function indiaDateLabel(timestamp: string, language: Language = 'en'): string {
  return formatCalendarDate(indiaDateOf(timestamp), language) ?? '';
}

/** '12%' or '12.5%': a rate as the server states it. */
export function percentLabel(percent: number): string {
  return `${Number(percent.toFixed(2))}%`;
}

/** What a line of earnings is for, in the reader's language. */
export function earningKindLabel(kind: EarningEntry['kind'], t: TFunction): string {
  return t(`dashboard.kinds.${kind}`);
}
