import { and, count, eq, gte, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { BookingStatus } from '@care/shared';
import type { Executor } from '../../db/client.ts';
import {
  bookings,
  companies,
  journalEntries,
  journalLines,
  payouts,
  providers,
  type JournalKind,
  type LedgerAccount,
} from '../../db/schema/index.ts';
import { RETRY_KEY_PREFIX } from '../operator-money/retry-key.ts';

/** A span of time, [from, to). */
export interface Span {
  from: Date;
  to: Date;
}

const sum = sql<number>`coalesce(sum(${journalLines.amountPaise}), 0)::bigint`.mapWith(Number);

/** An instant's India calendar day, as YYYY-MM-DD. */
const indiaDay = (column: typeof bookings.createdAt | typeof journalEntries.createdAt) =>
  sql<string>`to_char(${column} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`;

/** Bookings made in the span, counted by the status each has now. */
export async function bookingsByStatus(db: Executor, span: Span) {
  const rows = await db
    .select({ status: bookings.status, n: count() })
    .from(bookings)
    .where(and(gte(bookings.createdAt, span.from), lt(bookings.createdAt, span.to)))
    .groupBy(bookings.status);
  return new Map<BookingStatus, number>(rows.map((r) => [r.status, r.n]));
}

/** Accepted or started bookings whose dates include `day`. */
export async function careOn(db: Executor, day: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(bookings)
    .where(
      and(
        inArray(bookings.status, ['ACCEPTED', 'IN_PROGRESS']),
        lte(bookings.startDate, day),
        gte(bookings.endDate, day),
      ),
    );
  return row?.n ?? 0;
}

export async function pendingRequests(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(bookings)
    .where(eq(bookings.status, 'PENDING'));
  return row?.n ?? 0;
}

/** Sellers in the review queue: PENDING with a submitted profile, as the queue lists them. */
export async function awaitingVerification(db: Executor) {
  const [[p], [c]] = await Promise.all([
    db
      .select({ n: count() })
      .from(providers)
      .where(and(eq(providers.verificationStatus, 'PENDING'), isNotNull(providers.name))),
    db
      .select({ n: count() })
      .from(companies)
      .where(and(eq(companies.verificationStatus, 'PENDING'), isNotNull(companies.companyName))),
  ]);
  return { providers: p?.n ?? 0, companies: c?.n ?? 0 };
}

/** What the money figures read: the lines of one kind of entry into one account. */
export interface Movement {
  kind: JournalKind;
  account: LedgerAccount;
}

export interface MovedFigure {
  amount: number;
  count: number;
}

/**
 * For each movement: the money its entries in the span put into its account, and how many
 * entries did. Each movement is one account's side of one kind of entry (a captured payment's
 * wallet line, say), so the figure is what moved, not both of its sides.
 */
export async function movedIn(
  db: Executor,
  span: Span,
  movements: Movement[],
): Promise<MovedFigure[]> {
  const rows = await db
    .select({
      kind: journalEntries.kind,
      account: journalLines.account,
      amount: sum,
      entries: sql<number>`count(distinct ${journalEntries.id})::int`.mapWith(Number),
    })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .where(
      and(
        inArray(
          journalEntries.kind,
          movements.map((m) => m.kind),
        ),
        inArray(
          journalLines.account,
          movements.map((m) => m.account),
        ),
        gte(journalEntries.createdAt, span.from),
        lt(journalEntries.createdAt, span.to),
      ),
    )
    .groupBy(journalEntries.kind, journalLines.account);
  return movements.map(({ kind, account }) => {
    const row = rows.find((r) => r.kind === kind && r.account === account);
    return { amount: row?.amount ?? 0, count: row?.entries ?? 0 };
  });
}

/** Failed payouts no retry was made for. */
export async function failedNotRetried(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(payouts)
    .where(
      and(
        eq(payouts.status, 'FAILED'),
        // Spelt out: drizzle leaves a one-table select's columns unqualified, and inside the
        // subquery a bare "id" would be the retry's.
        sql`not exists (select 1 from payouts retry
          where retry.idempotency_key = ${RETRY_KEY_PREFIX} || payouts.id::text)`,
      ),
    );
  return row?.n ?? 0;
}

/** Bookings made on each India calendar day of the span; days with none are absent. */
export async function bookingsPerDay(db: Executor, span: Span): Promise<Map<string, number>> {
  const day = indiaDay(bookings.createdAt);
  const rows = await db
    .select({ day, n: count() })
    .from(bookings)
    .where(and(gte(bookings.createdAt, span.from), lt(bookings.createdAt, span.to)))
    .groupBy(day);
  return new Map(rows.map((r) => [r.day, r.n]));
}

/**
 * Per India calendar day of the span: what families paid for bookings (the held side of
 * BOOKING_PAID) and the commission, net of commission given back by refunds.
 */
export async function revenuePerDay(db: Executor, span: Span) {
  const day = indiaDay(journalEntries.createdAt);
  const rows = await db
    .select({
      day,
      revenue:
        sql<number>`coalesce(sum(${journalLines.amountPaise}) filter (where ${journalEntries.kind} = 'BOOKING_PAID' and ${journalLines.account} = 'HELD'), 0)::bigint`.mapWith(
          Number,
        ),
      commission:
        sql<number>`coalesce(sum(${journalLines.amountPaise}) filter (where ${journalLines.account} = 'COMMISSION'), 0)::bigint`.mapWith(
          Number,
        ),
    })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .where(
      and(
        inArray(journalEntries.kind, ['BOOKING_PAID', 'BOOKING_EARNED', 'BOOKING_REFUNDED']),
        inArray(journalLines.account, ['HELD', 'COMMISSION']),
        gte(journalEntries.createdAt, span.from),
        lt(journalEntries.createdAt, span.to),
      ),
    )
    .groupBy(day);
  return new Map(rows.map((r) => [r.day, { revenue: r.revenue, commission: r.commission }]));
}
