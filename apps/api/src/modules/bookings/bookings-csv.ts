import { INDIA_TIME_ZONE, type AdminBookingRow } from '@care/shared';

/*
 * The bookings table as CSV, for a spreadsheet: one row per booking, money in rupees with two
 * decimals, care dates as they are (India calendar dates) and the time it was booked in India
 * time, whatever the server's zone.
 */

const header = [
  'Booking id',
  'Status',
  'Service',
  'Start date',
  'End date',
  'Days',
  'Total (INR)',
  'Booked at (IST)',
  'Family',
  'Family mobile',
  'Cared for',
  'Caregiver type',
  'Caregiver',
  'Caregiver mobile',
];

const indiaTime = new Intl.DateTimeFormat('en-CA', {
  timeZone: INDIA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `2026-11-24 18:05`: sorts as text, reads the same in every locale. */
export function indiaDateTime(iso: string): string {
  const parts = Object.fromEntries(
    indiaTime.formatToParts(new Date(iso)).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/**
 * A cell as RFC 4180 quotes it. Names are typed by people: one that starts like a formula
 * (=, +, -, @, tab, return) is prefixed with an apostrophe so a spreadsheet shows it rather
 * than runs it.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Paise as rupees with two decimals, without grouping (a spreadsheet reads it as a number). */
const rupeesText = (paise: number) => (paise / 100).toFixed(2);

/**
 * The CSV file, starting with a byte-order mark: spreadsheet programs then read the names
 * (Hindi ones included) as UTF-8.
 */
export function bookingsCsv(rows: (Omit<AdminBookingRow, 'total'> & { totalPaise: number })[]) {
  const lines = [header.map(csvCell).join(',')];
  for (const row of rows) {
    lines.push(
      [
        row.id,
        row.status,
        row.serviceName,
        row.startDate,
        row.endDate,
        row.days,
        rupeesText(row.totalPaise),
        indiaDateTime(row.createdAt),
        row.family.name,
        row.family.mobile,
        row.patientName,
        row.caregiver.kind,
        row.caregiver.name,
        row.caregiver.mobile,
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
