import { isValid, parse, format } from 'date-fns';
import { formatCareDate } from '../booking/dates.ts';

/**
 * Dates of care as the API writes them into its English messages ('25 Nov 2026', or
 * '25 Nov 2026 to 27 Nov 2026'), read back so a translation can write them its own way.
 */
const CARE_DATE = String.raw`\d{1,2} [A-Z][a-z]{2} \d{4}`;
const single = new RegExp(`^${CARE_DATE}$`);
const range = new RegExp(`^(${CARE_DATE}) to (${CARE_DATE})$`);

function isoOf(text: string): string | undefined {
  const date = parse(text, 'd MMM yyyy', new Date(2000, 0, 1));
  return isValid(date) ? format(date, 'yyyy-MM-dd') : undefined;
}

/** A care date or range in Hindi ('25 नवंबर 2026 से 27 नवंबर 2026 तक'), or undefined. */
export function careDatesInHindi(value: string): string | undefined {
  if (single.test(value)) {
    const iso = isoOf(value);
    return iso && formatCareDate(iso, 'hi');
  }
  const match = range.exec(value);
  if (!match) return undefined;
  const [from, to] = [isoOf(match[1]!), isoOf(match[2]!)];
  return from && to ? `${formatCareDate(from, 'hi')} से ${formatCareDate(to, 'hi')} तक` : undefined;
}
