import { formatCalendarDate, todayInIndia, type EarningEntry } from '@care/shared';

/** '2026-11' -> 'Nov 2026'; the month is a calendar month, so no time zone may move it. */
export function monthLabel(month: string, style: 'short' | 'long' = 'short'): string {
  const [year, monthNumber] = month.split('-').map(Number);
  if (!year || !monthNumber) return month;
  return new Intl.DateTimeFormat('en-IN', {
    month: style,
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, monthNumber - 1, 1)));
}

/** The India calendar date of a timestamp, as YYYY-MM-DD ('' when it is not a time). */
export function indiaDateOf(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? '' : todayInIndia(date);
}

/** '25 Nov 2026' for a timestamp, on India's calendar. */
export function indiaDateLabel(timestamp: string): string {
  return formatCalendarDate(indiaDateOf(timestamp)) ?? '';
}

/** '12%' or '12.5%': a rate as the server states it. */
export function percentLabel(percent: number): string {
  return `${Number(percent.toFixed(2))}%`;
}

export const earningKindLabels: Record<EarningEntry['kind'], string> = {
  COMPLETED: 'Care completed',
  CANCELLATION_FEE: 'Cancellation fee',
};
