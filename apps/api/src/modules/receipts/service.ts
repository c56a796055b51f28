import type { BookingStatus } from '@care/shared';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { SellerRef } from '../ledger/accounts.ts';
import { indiaDate, receiptPdf, statementPdf, type Issuer } from './documents.ts';
import * as repo from './repository.ts';

export interface PdfFile {
  filename: string;
  pdf: Buffer;
}

const statusWords: Record<BookingStatus, string> = {
  PENDING: 'Requested',
  ACCEPTED: 'Accepted',
  IN_PROGRESS: 'In progress',
  COMPLETED: 'Completed',
  CANCELLED: 'Cancelled',
  DECLINED: 'Declined',
};

/** The first instant of an India calendar month (India keeps +05:30 all year). */
function monthStart(year: number, month: number): Date {
  const y = year + Math.floor((month - 1) / 12);
  const m = ((month - 1) % 12) + 1;
  return new Date(`${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-01T00:00:00+05:30`);
}

export function createReceiptService(db: Database, issuer: Issuer) {
  return {
    /** A family's receipt for one of its own paid bookings. */
    async receipt(customerId: string, bookingId: string): Promise<PdfFile> {
      const booking = await repo.bookingForReceipt(db, customerId, bookingId);
      // Another family's booking does not exist, to this family.
      if (!booking) throw notFound('Booking');
      const money = await repo.bookingWalletMoney(db, customerId, bookingId);
      const paid = money.find((m) => m.kind === 'BOOKING_PAID');
      if (!paid || paid.paise >= 0) throw notFound('Receipt');
      const refundedPaise = money
        .filter((m) => m.kind !== 'BOOKING_PAID' && m.paise > 0)
        .reduce((total, m) => total + m.paise, 0);
      const seller = booking.providerName ?? booking.companyName ?? 'Caregiver';
      const pdf = await receiptPdf(issuer, {
        bookingId: booking.id,
        paidAt: paid.at,
        familyName: booking.familyName ?? `+91 ${booking.familyMobile}`,
        memberName: booking.memberName,
        serviceName: booking.serviceName,
        caregiver: booking.staffName ? `${seller} (${booking.staffName})` : seller,
        startDate: booking.startDate,
        endDate: booking.endDate,
        days: booking.days,
        pricePerDayPaise: booking.pricePerDayPaise,
        totalPaise: booking.totalPaise,
        refundedPaise,
        status: statusWords[booking.status],
      });
      return { filename: `receipt-${booking.id}.pdf`, pdf };
    },

    /** A caregiver's earnings statement for one India calendar month (`YYYY-MM`). */
    async statement(seller: SellerRef, month: string): Promise<PdfFile> {
      const [year, monthNumber] = month.split('-').map(Number) as [number, number];
      const from = monthStart(year, monthNumber);
      const to = monthStart(year, monthNumber + 1);
      const [name, lines, payouts] = await Promise.all([
        repo.sellerName(db, seller),
        repo.earnedBetween(db, seller, from, to),
        repo.payoutsProcessedBetween(db, seller, from, to),
      ]);
      const monthLabel = new Intl.DateTimeFormat('en-IN', {
        month: 'long',
        year: 'numeric',
        timeZone: 'Asia/Kolkata',
      }).format(from);
      const pdf = await statementPdf(issuer, {
        sellerName: name ?? (seller.kind === 'Company' ? 'Company' : 'Caregiver'),
        monthLabel,
        periodLabel: `${indiaDate(from)} – ${indiaDate(new Date(to.getTime() - 1))}`,
        lines,
        payouts,
      });
      return { filename: `statement-${month}.pdf`, pdf };
    },
  };
}
