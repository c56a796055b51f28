import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  bookings,
  companies,
  customers,
  familyMembers,
  journalEntries,
  journalLines,
  payouts,
  providers,
} from '../../db/schema/index.ts';
import type { SellerRef } from '../ledger/accounts.ts';

/** What a family's receipt says of one of its bookings; undefined when it is not theirs. */
export async function bookingForReceipt(db: Executor, customerId: string, bookingId: string) {
  const [row] = await db
    .select({
      id: bookings.id,
      status: bookings.status,
      serviceName: bookings.serviceName,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      days: bookings.days,
      pricePerDayPaise: bookings.pricePerDayPaise,
      totalPaise: bookings.totalPaise,
      staffName: bookings.staffName,
      familyName: customers.name,
      familyMobile: customers.mobile,
      memberName: familyMembers.name,
      providerName: providers.name,
      companyName: companies.companyName,
    })
    .from(bookings)
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .innerJoin(familyMembers, eq(familyMembers.id, bookings.familyMemberId))
    .leftJoin(providers, eq(providers.id, bookings.providerId))
    .leftJoin(companies, eq(companies.id, bookings.companyId))
    .where(and(eq(bookings.id, bookingId), eq(bookings.customerId, customerId)));
  return row;
}

/**
 * The family's wallet movements of one booking by kind: what paying it took (BOOKING_PAID,
 * negative) and what came back (refunds, positive), with when it was paid.
 */
export async function bookingWalletMoney(db: Executor, customerId: string, bookingId: string) {
  const rows = await db
    .select({
      kind: journalEntries.kind,
      paise: sql<number>`sum(${journalLines.amountPaise})::bigint`.mapWith(Number),
      at: sql<Date>`min(${journalEntries.createdAt})`.mapWith((v: string | Date) => new Date(v)),
    })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .where(
      and(
        eq(journalEntries.bookingId, bookingId),
        eq(journalLines.account, 'WALLET'),
        eq(journalLines.customerId, customerId),
      ),
    )
    .groupBy(journalEntries.kind);
  return rows;
}

const sellerOfBooking = (seller: SellerRef) =>
  seller.kind === 'Provider'
    ? eq(bookings.providerId, seller.id)
    : eq(bookings.companyId, seller.id);

/** A caregiver's name, as their statement is addressed and the payout contact is named. */
export { sellerName } from '../earnings/repository.ts';

const linesOf = (account: 'EARNINGS' | 'COMMISSION' | 'GST_PAYABLE') =>
  sql<number>`coalesce(sum(${journalLines.amountPaise}) filter (where ${journalLines.account} = ${account}), 0)::bigint`.mapWith(
    Number,
  );

/**
 * A caregiver's earned bookings in [from, to), from the journal: each BOOKING_EARNED entry's
 * net (the EARNINGS line), commission and GST lines, and each operator's refund that took some
 * of an earning back (negative amounts, `refund` set), in the month it was made; oldest first.
 */
export function earnedBetween(db: Executor, seller: SellerRef, from: Date, to: Date) {
  return db
    .select({
      bookingId: bookings.id,
      serviceName: bookings.serviceName,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      earnedAt: journalEntries.createdAt,
      refund: sql<boolean>`${journalEntries.kind} = 'BOOKING_REFUNDED'`,
      netPaise: linesOf('EARNINGS'),
      commissionPaise: linesOf('COMMISSION'),
      gstPaise: linesOf('GST_PAYABLE'),
    })
    .from(journalEntries)
    .innerJoin(bookings, eq(bookings.id, journalEntries.bookingId))
    .innerJoin(journalLines, eq(journalLines.entryId, journalEntries.id))
    .where(
      and(
        inArray(journalEntries.kind, ['BOOKING_EARNED', 'BOOKING_REFUNDED']),
        sellerOfBooking(seller),
        gte(journalEntries.createdAt, from),
        lt(journalEntries.createdAt, to),
        inArray(journalLines.account, ['EARNINGS', 'COMMISSION', 'GST_PAYABLE']),
      ),
    )
    .groupBy(journalEntries.id, bookings.id)
    .orderBy(asc(journalEntries.createdAt), asc(bookings.id));
}

/** A caregiver's payouts the bank confirmed in [from, to), oldest first. */
export function payoutsProcessedBetween(db: Executor, seller: SellerRef, from: Date, to: Date) {
  return db
    .select({
      id: payouts.id,
      amountPaise: payouts.amountPaise,
      destinationLabel: payouts.destinationLabel,
      reference: payouts.reference,
      processedAt: payouts.processedAt,
    })
    .from(payouts)
    .where(
      and(
        seller.kind === 'Provider'
          ? eq(payouts.providerId, seller.id)
          : eq(payouts.companyId, seller.id),
        eq(payouts.status, 'PROCESSED'),
        gte(payouts.processedAt, from),
        lt(payouts.processedAt, to),
      ),
    )
    .orderBy(asc(payouts.processedAt));
}
