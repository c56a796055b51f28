import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookings, journalEntries, journalLines } from '../../db/schema/index.ts';
import type { SellerRef } from '../ledger/accounts.ts';
import { sellerColumn } from '../ledger/repository.ts';

const sumOf = (account: 'EARNINGS' | 'COMMISSION' | 'GST_PAYABLE') =>
  sql<number>`coalesce(sum(${journalLines.amountPaise}) filter (where ${journalLines.account} = ${account}), 0)::bigint`.mapWith(
    Number,
  );

const bookingOf = (seller: SellerRef) =>
  seller.kind === 'Provider'
    ? eq(bookings.providerId, seller.id)
    : eq(bookings.companyId, seller.id);

/**
 * Each booking's earning, newest first, as the journal split it: the caregiver's net, the
 * commission and the GST on it (their sum is what the booking earned), less whatever an
 * operator's refund took back from it since.
 */
export function earnedEntries(db: Executor, seller: SellerRef, limit = 100) {
  return (
    db
      .select({
        bookingId: bookings.id,
        serviceName: bookings.serviceName,
        startDate: bookings.startDate,
        endDate: bookings.endDate,
        status: bookings.status,
        settledAt: journalEntries.createdAt,
        netPaise: sumOf('EARNINGS'),
        commissionPaise: sumOf('COMMISSION'),
        gstPaise: sumOf('GST_PAYABLE'),
      })
      .from(journalEntries)
      .innerJoin(bookings, eq(bookings.id, journalEntries.bookingId))
      // Every line of the booking in the three accounts: the earning and any refund of it.
      .innerJoin(journalLines, eq(journalLines.bookingId, bookings.id))
      .where(and(eq(journalEntries.kind, 'BOOKING_EARNED'), bookingOf(seller)))
      .groupBy(journalEntries.id, bookings.id)
      .orderBy(desc(journalEntries.createdAt), desc(journalEntries.id))
      .limit(limit)
  );
}

/**
 * Net earned per India calendar month (YYYY-MM) since `from`, less refunds taken back from
 * earnings in the month they were made; months with none are absent.
 */
export async function netByMonth(
  db: Executor,
  seller: SellerRef,
  from: Date,
): Promise<Map<string, number>> {
  const month = sql<string>`to_char(${journalEntries.createdAt} at time zone 'Asia/Kolkata', 'YYYY-MM')`;
  const rows = await db
    .select({
      month,
      net: sql<number>`sum(${journalLines.amountPaise})::bigint`.mapWith(Number),
    })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .where(
      and(
        sellerColumn(seller),
        eq(journalLines.account, 'EARNINGS'),
        inArray(journalEntries.kind, ['BOOKING_EARNED', 'BOOKING_REFUNDED']),
        gte(journalEntries.createdAt, from),
      ),
    )
    .groupBy(month);
  return new Map(rows.map((r) => [r.month, r.net]));
}

/**
 * Paid to a caregiver's bank, net of payouts the bank sent back: the PAYOUT_BANK account takes
 * each processed payout in (PAYOUT_IN_TRANSIT -> PAYOUT_BANK) and gives each reversal back.
 */
export async function paidOut(db: Executor, seller: SellerRef): Promise<number> {
  const [row] = await db
    .select({
      total: sql<number>`coalesce(sum(${journalLines.amountPaise}), 0)::bigint`.mapWith(Number),
    })
    .from(journalLines)
    .where(and(sellerColumn(seller), eq(journalLines.account, 'PAYOUT_BANK')));
  return row?.total ?? 0;
}
