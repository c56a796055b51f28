import type { PublicBlackoutDate } from '../schemas/blackout.ts';
import { addCalendarDays } from './dates.ts';

/** Listed days run together: consecutive days of one kind and label, as one line to read. */
export interface BlackoutRange {
  from: string;
  to: string;
  kind: PublicBlackoutDate['kind'];
  label: string;
}

/** Runs of consecutive days with the same kind and label, from days in date order. */
export function groupBlackoutRanges(dates: readonly PublicBlackoutDate[]): BlackoutRange[] {
  const ranges: BlackoutRange[] = [];
  for (const day of dates) {
    const last = ranges.at(-1);
    if (
      last &&
      last.kind === day.kind &&
      last.label === day.label &&
      addCalendarDays(last.to, 1) === day.date
    ) {
      last.to = day.date;
    } else {
      ranges.push({ from: day.date, to: day.date, kind: day.kind, label: day.label });
    }
  }
  return ranges;
}
