import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  journalEntries,
  journalLines,
  paymentOrders,
  reconciliationRuns,
} from '../../db/schema/index.ts';

const total = (column: typeof journalLines.amountPaise | typeof paymentOrders.amountPaise) =>
  sql<number>`coalesce(sum(${column}), 0)::bigint`.mapWith(Number);

/** Money the ledger says came in through the gateway during [from, to). */
export async function ledgerGatewayIn(db: Database, from: Date, to: Date): Promise<number> {
  const [row] = await db
    .select({ total: total(journalLines.amountPaise) })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .where(
      and(
        eq(journalLines.account, 'GATEWAY'),
        eq(journalEntries.kind, 'PAYMENT_CAPTURED'),
        gte(journalEntries.createdAt, from),
        lt(journalEntries.createdAt, to),
      ),
    );
  // The gateway account goes negative by what came in from outside.
  return -(row?.total ?? 0);
}

/** Offline, the sandbox's own record: the orders it signed as paid. */
export async function sandboxReported(db: Database, from: Date, to: Date): Promise<number> {
  const [row] = await db
    .select({ total: total(paymentOrders.amountPaise) })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.status, 'PAID'),
        gte(paymentOrders.paidAt, from),
        lt(paymentOrders.paidAt, to),
      ),
    );
  return row?.total ?? 0;
}

/** Accounts that must never go below zero: families' wallets and caregivers' earnings. */
export async function negativeBalances(db: Database): Promise<string[]> {
  const result = await db
    .select({
      account: journalLines.account,
      owner: sql<string>`coalesce(${journalLines.customerId}, ${journalLines.providerId}, ${journalLines.companyId})::text`,
    })
    .from(journalLines)
    .where(sql`${journalLines.account} in ('WALLET', 'EARNINGS')`)
    .groupBy(
      journalLines.account,
      journalLines.customerId,
      journalLines.providerId,
      journalLines.companyId,
    )
    .having(sql`sum(${journalLines.amountPaise}) < 0`);
  return result.map((r) => `${r.account} ${r.owner}`);
}

export async function insertRun(db: Database, run: typeof reconciliationRuns.$inferInsert) {
  const [row] = await db.insert(reconciliationRuns).values(run).returning();
  return row!;
}
