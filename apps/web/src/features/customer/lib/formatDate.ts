const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A calendar date as day, short month, year: '1988-04-12' -> '12 Apr 1988'. Only the date part
 * is read (SPEC 3), with no time zone, so a date never moves a day for someone abroad. Months
 * are spelt out here because ICU versions disagree ('Sep' vs 'Sept').
 */
export function formatCalendarDate(value: string | null | undefined): string | null {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  if (!match) return null;
  const [, year, month, day] = match;
  const monthName = MONTHS[Number(month) - 1];
  if (!monthName || Number(day) < 1 || Number(day) > 31) return null;
  return `${Number(day)} ${monthName} ${year}`;
}

/** Today in India (DESIGN rule 6) as YYYY-MM-DD, for the date of birth picker's max. */
export function todayInIndia(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
