import type { EarningEntry } from '@care/shared';
import type { TFunction } from 'i18next';
import type { dashboard } from '../../../lib/locales/en/dashboard';
import { earningKindLabel, indiaDateOf } from './earnings';

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

type CsvHeader = keyof typeof dashboard.csv;

const columns: {
  header: CsvHeader;
  value: (entry: EarningEntry, t: TFunction) => string;
  amount?: true;
}[] = [
  { header: 'booking', value: (entry) => entry.bookingId },
  { header: 'service', value: (entry) => entry.serviceName },
  { header: 'from', value: (entry) => entry.startDate },
  { header: 'to', value: (entry) => entry.endDate },
  { header: 'type', value: (entry, t) => earningKindLabel(entry.kind, t) },
  { header: 'status', value: (entry, t) => t(`dashboard.status.${entry.status}`) },
  { header: 'gross', value: (entry) => rupeesText(entry.gross), amount: true },
  { header: 'commission', value: (entry) => rupeesText(entry.commission), amount: true },
  { header: 'gst', value: (entry) => rupeesText(entry.gst), amount: true },
  { header: 'net', value: (entry) => rupeesText(entry.net), amount: true },
  { header: 'settledOn', value: (entry) => indiaDateOf(entry.settledAt) },
];

/**
 * Each booking's split as CSV, for the caregiver's own books or their accountant: amounts in
 * rupees with paise (a number a spreadsheet can add up), dates as YYYY-MM-DD in India time.
 * Headers, kinds and statuses are in the reader's language; the figures and dates are not.
 */
export function earningsCsv(entries: readonly EarningEntry[], t: TFunction): string {
  const header = columns.map((column) => csvField(t(`dashboard.csv.${column.header}`))).join(',');
  const rows = entries.map((entry) =>
    columns
      .map((column) =>
        // Amounts are numbers we wrote ourselves; a negative one must stay a number.
        column.amount ? column.value(entry, t) : csvField(column.value(entry, t)),
      )
      .join(','),
  );
  return [header, ...rows].join('\r\n') + '\r\n';
}

/** The CSV as a file: a byte-order mark first, so spreadsheet apps read it as UTF-8. */
export function earningsCsvFile(entries: readonly EarningEntry[], t: TFunction): Blob {
  return new Blob(['\uFEFF', earningsCsv(entries, t)], { type: 'text/csv;charset=utf-8' });
}
