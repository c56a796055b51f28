import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminPayoutsQuery } from '@care/shared';
import type { Executor } from '../../db/client.ts';
import { companies, payouts, providers, reconciliationRuns } from '../../db/schema/index.ts';
import { RETRY_KEY_PREFIX } from './retry-key.ts';

/** The payout that retried another: its key names the failed one, for the same seller. */
const retry = alias(payouts, 'retry');

/**
 * Every seller's payouts, newest first, one page at a time: each with the seller's name and
 * mobile, and the retry a failed one was given, if any.
 */
export async function listPayouts(db: Executor, q: AdminPayoutsQuery) {
  const where = q.status ? eq(payouts.status, q.status) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        payout: payouts,
        providerName: providers.name,
        providerMobile: providers.mobile,
        companyName: companies.companyName,
        companyMobile: companies.mobile,
        retryId: retry.id,
        retryStatus: retry.status,
      })
      .from(payouts)
      .leftJoin(providers, eq(providers.id, payouts.providerId))
      .leftJoin(companies, eq(companies.id, payouts.companyId))
      .leftJoin(
        retry,
        and(
          eq(retry.idempotencyKey, sql`${RETRY_KEY_PREFIX} || ${payouts.id}::text`),
          or(eq(retry.providerId, payouts.providerId), eq(retry.companyId, payouts.companyId)),
        ),
      )
      .where(where)
      .orderBy(desc(payouts.createdAt), desc(payouts.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(payouts).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export type AdminPayoutRow = Awaited<ReturnType<typeof listPayouts>>['rows'][number];

/** The failed payout a retry sent again, read from the retry's own key. */
export function retriedPayoutId(idempotencyKey: string): string | null {
  return idempotencyKey.startsWith(RETRY_KEY_PREFIX)
    ? idempotencyKey.slice(RETRY_KEY_PREFIX.length)
    : null;
}

/** The reconciliation's runs, newest first, optionally only those that passed or found problems. */
export async function listRuns(
  db: Executor,
  q: { page: number; limit: number; ok: boolean | undefined },
) {
  const where = q.ok === undefined ? undefined : eq(reconciliationRuns.ok, q.ok);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(reconciliationRuns)
      .where(where)
      .orderBy(desc(reconciliationRuns.ranAt), desc(reconciliationRuns.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(reconciliationRuns).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}
