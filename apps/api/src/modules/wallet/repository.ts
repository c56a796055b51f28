import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { walletLedger } from '../../db/schema/index.ts';

/** A balance is always the sum of the ledger (DESIGN rule 5), never a stored figure. */
export async function balancePaise(db: Executor, customerId: string): Promise<number> {
  const [row] = await db
    // 64-bit all the way: a sum of many top-ups passes ₹2.1 crore, where a 32-bit int ends.
    .select({
      total: sql<number>`coalesce(sum(${walletLedger.amountPaise}), 0)::bigint`.mapWith(Number),
    })
    .from(walletLedger)
    .where(eq(walletLedger.customerId, customerId));
  return row?.total ?? 0;
}

export async function insertEntry(
  db: Executor,
  row: typeof walletLedger.$inferInsert,
): Promise<void> {
  await db.insert(walletLedger).values(row);
}

export function listEntries(db: Executor, customerId: string, limit = 100) {
  return db
    .select({
      id: walletLedger.id,
      kind: walletLedger.kind,
      amountPaise: walletLedger.amountPaise,
      description: walletLedger.description,
      bookingId: walletLedger.bookingId,
      createdAt: walletLedger.createdAt,
    })
    .from(walletLedger)
    .where(eq(walletLedger.customerId, customerId))
    .orderBy(desc(walletLedger.createdAt), desc(walletLedger.id))
    .limit(limit);
}
