import { formatCareDate, formatPaise, todayInIndia } from '@care/shared';
import { heading, issuerHeader, note, renderPdf, row, rule, table, type Pdf } from './pdf.ts';

export interface Issuer {
  name: string;
  address: string;
  gstin: string | undefined;
}

/** A booking's reference as receipts and statements print it: its id's first eight digits. */
export const receiptNumber = (bookingId: string) => `CC-${bookingId.slice(0, 8).toUpperCase()}`;

/** A moment as an India calendar date ("25 Nov 2026"). */
export const indiaDate = (at: Date) => formatCareDate(todayInIndia(at));

const careDates = (start: string, end: string) =>
  start === end ? formatCareDate(start) : `${formatCareDate(start)} – ${formatCareDate(end)}`;

export interface ReceiptFacts {
  bookingId: string;
  paidAt: Date;
  familyName: string;
  memberName: string;
  serviceName: string;
  caregiver: string;
  startDate: string;
  endDate: string;
  days: number;
  pricePerDayPaise: number;
  totalPaise: number;
  refundedPaise: number;
  status: string;
}

export function receiptPdf(issuer: Issuer, r: ReceiptFacts): Promise<Buffer> {
  return renderPdf(`Receipt ${receiptNumber(r.bookingId)}`, (doc) => {
    issuerHeader(doc, issuer, 'Payment receipt');
    row(doc, 'Receipt number', receiptNumber(r.bookingId));
    row(doc, 'Date', indiaDate(r.paidAt));
    row(doc, 'Booking ID', r.bookingId);
    row(doc, 'Billed to', r.familyName);
    doc.y += 4;
    rule(doc);
    heading(doc, 'Care booked');
    row(doc, 'Service', r.serviceName);
    row(doc, 'Caregiver', r.caregiver);
    row(doc, 'For', r.memberName);
    row(doc, 'Dates', careDates(r.startDate, r.endDate));
    row(doc, 'Days', String(r.days));
    row(doc, 'Price per day', formatPaise(r.pricePerDayPaise));
    row(doc, 'Booking status', r.status);
    doc.y += 4;
    rule(doc);
    row(doc, `Total (${r.days} × ${formatPaise(r.pricePerDayPaise)})`, formatPaise(r.totalPaise), {
      strong: true,
    });
    if (r.refundedPaise > 0) {
      row(doc, 'Refunded to your wallet', `− ${formatPaise(r.refundedPaise)}`);
      row(doc, 'Net paid', formatPaise(r.totalPaise - r.refundedPaise), { strong: true });
    }
    doc.y += 16;
    note(
      doc,
      `Paid from your ${issuer.name} wallet. This is a receipt for a payment received, not a tax invoice. Refunds follow the cancellation policy and return to your wallet; from there you may withdraw them to your original payment.`,
    );
  });
}

export interface StatementLine {
  bookingId: string;
  serviceName: string;
  startDate: string;
  endDate: string;
  earnedAt: Date;
  /** A refund that took part of an earning back: its amounts are negative. */
  refund: boolean;
  netPaise: number;
  commissionPaise: number;
  gstPaise: number;
}

export interface StatementPayout {
  amountPaise: number;
  destinationLabel: string;
  reference: string | null;
  processedAt: Date | null;
}

export interface StatementFacts {
  sellerName: string;
  monthLabel: string;
  periodLabel: string;
  lines: StatementLine[];
  payouts: StatementPayout[];
}

function bookingCount(lines: readonly StatementLine[]): string {
  const earned = lines.filter((l) => !l.refund).length;
  const refunds = lines.length - earned;
  const text = `${earned} booking${earned === 1 ? '' : 's'}`;
  return refunds ? `${text}, ${refunds} refund${refunds === 1 ? '' : 's'}` : text;
}

const gross = (l: StatementLine) => l.netPaise + l.commissionPaise + l.gstPaise;
const sum = <T>(items: readonly T[], of: (item: T) => number) =>
  items.reduce((total, item) => total + of(item), 0);

function earningsTable(doc: Pdf, lines: readonly StatementLine[]) {
  table(
    doc,
    [
      { title: 'Earned on', width: 0.13 },
      { title: 'Booking', width: 0.13 },
      { title: 'Service and dates', width: 0.26 },
      { title: 'Gross', width: 0.13, align: 'right' },
      { title: 'Commission', width: 0.12, align: 'right' },
      { title: 'GST', width: 0.1, align: 'right' },
      { title: 'Net', width: 0.13, align: 'right' },
    ],
    lines.map((l) => [
      indiaDate(l.earnedAt),
      receiptNumber(l.bookingId),
      `${l.refund ? 'Refunded to the family: ' : ''}${l.serviceName}\n${careDates(l.startDate, l.endDate)}`,
      formatPaise(gross(l)),
      formatPaise(l.commissionPaise),
      formatPaise(l.gstPaise),
      formatPaise(l.netPaise),
    ]),
    [
      'Total',
      '',
      bookingCount(lines),
      formatPaise(sum(lines, gross)),
      formatPaise(sum(lines, (l) => l.commissionPaise)),
      formatPaise(sum(lines, (l) => l.gstPaise)),
      formatPaise(sum(lines, (l) => l.netPaise)),
    ],
  );
}

export function statementPdf(issuer: Issuer, s: StatementFacts): Promise<Buffer> {
  return renderPdf(`Earnings statement ${s.monthLabel}`, (doc) => {
    issuerHeader(doc, issuer, 'Earnings statement');
    row(doc, 'Caregiver', s.sellerName);
    row(doc, 'Month', s.monthLabel);
    row(doc, 'Period (India time)', s.periodLabel);
    doc.y += 4;
    rule(doc);

    heading(doc, 'Bookings earned');
    if (s.lines.length === 0) note(doc, 'No bookings were earned in this month.');
    else earningsTable(doc, s.lines);

    heading(doc, 'Payouts to your account');
    if (s.payouts.length === 0) note(doc, 'No payouts were made in this month.');
    else {
      table(
        doc,
        [
          { title: 'Paid on', width: 0.2 },
          { title: 'Paid to', width: 0.35 },
          { title: 'Bank reference', width: 0.25 },
          { title: 'Amount', width: 0.2, align: 'right' },
        ],
        s.payouts.map((p) => [
          p.processedAt ? indiaDate(p.processedAt) : '',
          p.destinationLabel,
          p.reference ?? '',
          formatPaise(p.amountPaise),
        ]),
        ['Total', '', '', formatPaise(sum(s.payouts, (p) => p.amountPaise))],
      );
    }

    heading(doc, 'Summary');
    row(doc, 'Gross earnings', formatPaise(sum(s.lines, gross)));
    row(doc, 'Platform commission', `− ${formatPaise(sum(s.lines, (l) => l.commissionPaise))}`);
    row(doc, 'GST on commission', `− ${formatPaise(sum(s.lines, (l) => l.gstPaise))}`);
    row(doc, 'Net earnings', formatPaise(sum(s.lines, (l) => l.netPaise)), { strong: true });
    row(doc, 'Paid out', formatPaise(sum(s.payouts, (p) => p.amountPaise)));
    doc.y += 16;
    note(
      doc,
      `Amounts from ${issuer.name}'s ledger. A booking is earned when it is completed (or when a late cancellation keeps a fee); its gross is what the family paid for it, less any refund.`,
    );
  });
}
