import { count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { withdrawalRefunds, withdrawals } from '../../db/schema/index.ts';

/** A family's withdrawals, newest first, each with how many payments it is refunded to. */
export function listWithdrawals(db: Executor, customerId: string, limit = 20) {
  return db
    .select({
      id: withdrawals.id,
      amountPaise: withdrawals.amountPaise,
      status: withdrawals.status,
      createdAt: withdrawals.createdAt,
      completedAt: withdrawals.completedAt,
      refunds: count(withdrawalRefunds.id),
    })
    .from(withdrawals)
    .leftJoin(withdrawalRefunds, eq(withdrawalRefunds.withdrawalId, withdrawals.id))
    .where(eq(withdrawals.customerId, customerId))
    .groupBy(withdrawals.id)
    .orderBy(desc(withdrawals.createdAt))
    .limit(limit);
}
