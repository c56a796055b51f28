import type { Language } from './language.ts';

/*
 * Dates written out as families in India read them, without Intl.
 *
 * Making an Intl.DateTimeFormat on a cheap phone costs a couple of hundred milliseconds (ICU
 * loads the locale's calendar and the time zone's rules), and it was the largest cost of taking
 * over a page with a few dated cards. The words are CLDR's for en-IN and hi-IN, as Node and
 * Chromium write them; calendar-words.test.ts holds every function here to Intl's own output.
 */

const ENGLISH_SHORT = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sept',
  'Oct',
  'Nov',
  'Dec',
];
const ENGLISH_LONG = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** Hindi's short months carry an abbreviation mark (नव॰) nobody writes: they are spelt out. */
const HINDI_LONG = [
  'जनवरी',
  'फ़रवरी',
  'मार्च',
  'अप्रैल',
  'मई',
  'जून',
  'जुलाई',
  'अगस्त',
  'सितंबर',
  'अक्टूबर',
  'नवंबर',
  'दिसंबर',
];

/** A calendar day; month 1 to 12. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** India Standard Time, UTC+5:30 all year: India has kept no summer time since 1945. */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** The calendar day an instant falls on in India. */
export function indiaDayOf(instant: Date): CalendarDay {
  const there = new Date(instant.getTime() + INDIA_OFFSET_MS);
  return { year: there.getUTCFullYear(), month: there.getUTCMonth() + 1, day: there.getUTCDate() };
}

/** A 'YYYY-MM-DD' date as it is written, never moved by a time zone. */
export function calendarDayOf(date: string): CalendarDay {
  const [year, month, day] = date.slice(0, 10).split('-').map(Number);
  return { year: year ?? NaN, month: month ?? NaN, day: day ?? NaN };
}

function monthName(month: number, language: Language, length: 'short' | 'long'): string {
  if (language === 'hi') return HINDI_LONG[month - 1] ?? '';
  return (length === 'short' ? ENGLISH_SHORT : ENGLISH_LONG)[month - 1] ?? '';
}

/** "5 Mar 2026" (short) or "5 March 2026" (long); in Hindi "5 मार्च 2026" either way. */
export function writeDay(
  { year, month, day }: CalendarDay,
  language: Language,
  length: 'short' | 'long' = 'long',
): string {
  return `${day} ${monthName(month, language, length)} ${year}`;
}

/** "March 2026", or "मार्च 2026". */
export function writeMonth(
  { year, month }: Pick<CalendarDay, 'year' | 'month'>,
  language: Language,
): string {
  return `${monthName(month, language, 'long')} ${year}`;
}
