import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client.ts';
import { journalEntries, journalLines } from '../../db/schema/index.ts';
import type { JournalKind, LedgerAccount, SellerRef } from './accounts.ts';

/** 64-bit sums, read back as exact JS numbers (far below 2^53 paise). */
const total = sql<number>`coalesce(sum(${journalLines.amountPaise}), 0)::bigint`.mapWith(Number);

async function sumWhere(db: Executor, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total }).from(journalLines).where(where);
  return row?.total ?? 0;
}

/** A family's wallet balance: the sum of its wallet lines (DESIGN rule 5). */
export function walletBalance(db: Executor, customerId: string): Promise<number> {
  return sumWhere(
    db,
    and(eq(journalLines.customerId, customerId), eq(journalLines.account, 'WALLET')),
  );
}

/** Money still held for one booking (what completion or a refund moves on). */
export function heldForBooking(db: Executor, bookingId: string): Promise<number> {
  return sumWhere(db, and(eq(journalLines.bookingId, bookingId), eq(journalLines.account, 'HELD')));
}

export const sellerColumn = (seller: SellerRef) =>
  seller.kind === 'Provider'
    ? eq(journalLines.providerId, seller.id)
    : eq(journalLines.companyId, seller.id);

/** A caregiver's balance in each of their accounts (held, earnings, payouts in transit). */
export async function sellerBalances(db: Executor, seller: SellerRef) {
  const rows = await db
    .select({ account: journalLines.account, total })
    .from(journalLines)
    .where(
      and(
        sellerColumn(seller),
        inArray(journalLines.account, ['HELD', 'EARNINGS', 'PAYOUT_IN_TRANSIT']),
      ),
    )
    .groupBy(journalLines.account);
  const of = (account: LedgerAccount) => rows.find((r) => r.account === account)?.total ?? 0;
  return { held: of('HELD'), available: of('EARNINGS'), inTransit: of('PAYOUT_IN_TRANSIT') };
}

/** A family's wallet history, newest first, each line with the movement it belongs to. */
export function walletLines(db: Executor, customerId: string, limit = 100) {
  return db
    .select({
      id: journalLines.id,
      amountPaise: journalLines.amountPaise,
      kind: journalEntries.kind,
      description: journalEntries.description,
      bookingId: journalEntries.bookingId,
      createdAt: journalEntries.createdAt,
    })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .where(and(eq(journalLines.customerId, customerId), eq(journalLines.account, 'WALLET')))
    .orderBy(desc(journalLines.seq))
    .limit(limit);
}

/** Every account's balance: the platform accounts one each, owned accounts summed by kind. */
export function trialBalance(db: Executor) {
  return db
    .select({ account: journalLines.account, balance: total })
    .from(journalLines)
    .groupBy(journalLines.account)
    .orderBy(journalLines.account);
}

/** Entries whose lines do not sum to zero: none, while the trigger stands. */
export async function unbalancedEntries(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ key: journalEntries.key })
    .from(journalEntries)
    .leftJoin(journalLines, eq(journalLines.entryId, journalEntries.id))
    .groupBy(journalEntries.id, journalEntries.key)
    .having(
      sql`coalesce(sum(${journalLines.amountPaise}), 0) <> 0 or count(${journalLines.id}) = 0`,
    );
  return rows.map((r) => r.key);
}

/** What is left of one booking's earning: its lines in the caregiver's earnings and the platform's. */
export async function earnedForBooking(db: Executor, bookingId: string) {
  const rows = await db
    .select({ account: journalLines.account, total })
    .from(journalLines)
    .where(
      and(
        eq(journalLines.bookingId, bookingId),
        inArray(journalLines.account, ['EARNINGS', 'COMMISSION', 'GST_PAYABLE']),
      ),
    )
    .groupBy(journalLines.account);
  const of = (account: LedgerAccount) => rows.find((r) => r.account === account)?.total ?? 0;
  return {
    netPaise: of('EARNINGS'),
    commissionPaise: of('COMMISSION'),
    gstPaise: of('GST_PAYABLE'),
  };
}

/**
 * Refunded to the family for one booking by every path so far: paying it took the total out of
 * the wallet, and each refund put some back.
 */
export async function refundedForBooking(
  db: Executor,
  booking: { id: string; totalPaise: number },
): Promise<number> {
  const walletNet = await sumWhere(
    db,
    and(eq(journalLines.bookingId, booking.id), eq(journalLines.account, 'WALLET')),
  );
  return booking.totalPaise + walletNet;
}

/** The entry named `key`, as each account's sum of its lines; undefined when there is none. */
export async function entryByKey(
  db: Executor,
  key: string,
): Promise<Partial<Record<LedgerAccount, number>> | undefined> {
  const rows = await db
    .select({ account: journalLines.account, total })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .where(eq(journalEntries.key, key))
    .groupBy(journalLines.account);
  if (rows.length === 0) return undefined;
  return Object.fromEntries(rows.map((r) => [r.account, r.total]));
}

export interface EntryRow {
  key: string;
  kind: JournalKind;
  description: string;
  bookingId: string | null;
  paymentOrderId: string | null;
  payoutId: string | null;
  withdrawalId: string | null;
}

export interface LineRow {
  account: LedgerAccount;
  customerId: string | null;
  providerId: string | null;
  companyId: string | null;
  bookingId: string | null;
  amountPaise: number;
}

/**
 * Inserts an entry and its lines in one round trip, the lines only when the entry is new: a key
 * written before inserts nothing (the CTE returns no row). Answers whether it wrote.
 */
export async function insertEntry(db: Executor, entry: EntryRow, lines: LineRow[]) {
  const values = sql.join(
    lines.map(
      (l) => sql`(${l.account}, ${l.customerId}::uuid, ${l.providerId}::uuid,
        ${l.companyId}::uuid, ${l.bookingId}::uuid, ${l.amountPaise}::bigint)`,
    ),
    sql`, `,
  );
  const result = await db.execute(sql`
    with entry as (
      insert into ${journalEntries}
        (key, kind, description, booking_id, payment_order_id, payout_id, withdrawal_id)
      values (${entry.key}, ${entry.kind}, ${entry.description}, ${entry.bookingId}::uuid,
        ${entry.paymentOrderId}::uuid, ${entry.payoutId}::uuid, ${entry.withdrawalId}::uuid)
      on conflict (key) do nothing
      returning id
    )
    insert into ${journalLines}
      (entry_id, account, customer_id, provider_id, company_id, booking_id, amount_paise)
    select entry.id, line.account, line.customer_id, line.provider_id, line.company_id,
           line.booking_id, line.amount_paise
      from entry,
           (values ${values}) as line(account, customer_id, provider_id, company_id, booking_id, amount_paise)
    returning entry_id`);
  return rowsOf(result).length > 0;
}
