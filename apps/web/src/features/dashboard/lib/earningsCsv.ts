import type { EarningEntry } from '@care/shared';
import { statusLabels } from './views';
import { earningKindLabels, indiaDateOf } from './earnings';

/** Rupees with two decimals from integer paise, without a float in between: 123456 -> 1234.56. */
export function rupeesText(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const whole = Math.abs(paise);
  return `${sign}${Math.trunc(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break, with quotes
 * doubled. Text that a spreadsheet would run as a formula (=, +, -, @ first) is kept as text.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const columns: { header: string; value: (entry: EarningEntry) => string; amount?: true }[] = [
  { header: 'Booking', value: (entry) => entry.bookingId },
  { header: 'Service', value: (entry) => entry.serviceName },
  { header: 'From', value: (entry) => entry.startDate },
  { header: 'To', value: (entry) => entry.endDate },
  { header: 'Type', value: (entry) => earningKindLabels[entry.kind] },
  { header: 'Status', value: (entry) => statusLabels[entry.status] },
  { header: 'Gross (INR)', value: (entry) => rupeesText(entry.gross), amount: true },
  { header: 'Commission (INR)', value: (entry) => rupeesText(entry.commission), amount: true },
  { header: 'GST (INR)', value: (entry) => rupeesText(entry.gst), amount: true },
  { header: 'Net (INR)', value: (entry) => rupeesText(entry.net), amount: true },
  { header: 'Settled on', value: (entry) => indiaDateOf(entry.settledAt) },
];

/**
 * Each booking's split as CSV, for the caregiver's own books or their accountant: amounts in
 * rupees with paise (a number a spreadsheet can add up), dates as YYYY-MM-DD in India time.
 */
export function earningsCsv(entries: readonly EarningEntry[]): string {
  const header = columns.map((column) => csvField(column.header)).join(',');
  const rows = entries.map((entry) =>
    columns
      .map((column) =>
        // Amounts are numbers we wrote ourselves; a negative one must stay a number.
        column.amount ? column.value(entry) : csvField(column.value(entry)),
      )
      .join(','),
  );
  return [header, ...rows].join('\r\n') + '\r\n';
}

/** The CSV as a file: a byte-order mark first, so spreadsheet apps read it as UTF-8. */
export function earningsCsvFile(entries: readonly EarningEntry[]): Blob {
  return new Blob(['\uFEFF', earningsCsv(entries)], { type: 'text/csv;charset=utf-8' });
}
