import { and, asc, desc, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { PaymentGatewayKind } from '@care/shared';
import type { Executor } from '../../db/client.ts';
import { paymentOrders, withdrawalRefunds, withdrawals } from '../../db/schema/index.ts';

export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type WithdrawalRefundStatus = (typeof withdrawalRefunds.$inferSelect)['status'];

export async function findWithdrawalByKey(
  db: Executor,
  customerId: string,
  idempotencyKey: string,
): Promise<WithdrawalRow | undefined> {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(
      and(eq(withdrawals.customerId, customerId), eq(withdrawals.idempotencyKey, idempotencyKey)),
    );
  return row;
}

export async function findWithdrawal(
  db: Executor,
  id: string,
  lock = false,
): Promise<WithdrawalRow | undefined> {
  const query = db.select().from(withdrawals).where(eq(withdrawals.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertWithdrawal(
  db: Executor,
  row: { customerId: string; idempotencyKey: string; amountPaise: number },
): Promise<string> {
  const [inserted] = await db.insert(withdrawals).values(row).returning({ id: withdrawals.id });
  return inserted!.id;
}

/**
 * What each of a family's captured payments through this gateway can still take back: its
 * amount less its refunds that have not failed. Newest payment first; fully refunded ones left
 * out.
 */
export async function refundablePayments(
  db: Executor,
  customerId: string,
  gateway: PaymentGatewayKind,
): Promise<{ orderId: string; refundablePaise: number }[]> {
  const refunded = db
    .select({
      orderId: withdrawalRefunds.paymentOrderId,
      paise: sql<number>`sum(${withdrawalRefunds.amountPaise})::bigint`.as('paise'),
    })
    .from(withdrawalRefunds)
    .where(ne(withdrawalRefunds.status, 'FAILED'))
    .groupBy(withdrawalRefunds.paymentOrderId)
    .as('refunded');
  const refundable = sql<number>`(${paymentOrders.amountPaise} - coalesce(${refunded.paise}, 0))::bigint`;
  const rows = await db
    .select({ orderId: paymentOrders.id, refundablePaise: refundable.mapWith(Number) })
    .from(paymentOrders)
    .leftJoin(refunded, eq(refunded.orderId, paymentOrders.id))
    .where(
      and(
        eq(paymentOrders.customerId, customerId),
        eq(paymentOrders.status, 'PAID'),
        eq(paymentOrders.gateway, gateway),
        sql`${paymentOrders.gatewayPaymentId} is not null`,
        sql`${refundable} > 0`,
      ),
    )
    .orderBy(sql`${paymentOrders.paidAt} desc nulls last`, desc(paymentOrders.createdAt));
  return rows;
}

export async function insertRefunds(
  db: Executor,
  rows: { withdrawalId: string; paymentOrderId: string; amountPaise: number }[],
): Promise<void> {
  await db.insert(withdrawalRefunds).values(rows);
}

/** A withdrawal's refunds not yet sent to the gateway (no gateway id), with what to send. */
export function unsentRefunds(db: Executor, withdrawalId: string) {
  return db
    .select({
      id: withdrawalRefunds.id,
      amountPaise: withdrawalRefunds.amountPaise,
      gatewayPaymentId: paymentOrders.gatewayPaymentId,
    })
    .from(withdrawalRefunds)
    .innerJoin(paymentOrders, eq(paymentOrders.id, withdrawalRefunds.paymentOrderId))
    .where(
      and(
        eq(withdrawalRefunds.withdrawalId, withdrawalId),
        eq(withdrawalRefunds.status, 'PENDING'),
        isNull(withdrawalRefunds.gatewayRefundId),
      ),
    )
    .orderBy(asc(withdrawalRefunds.createdAt), asc(withdrawalRefunds.id));
}

/** Keeps the gateway's id of a refund, unless a webhook that overtook the answer kept it. */
export async function recordGatewayRefundId(db: Executor, id: string, gatewayRefundId: string) {
  await db
    .update(withdrawalRefunds)
    .set({ gatewayRefundId })
    .where(and(eq(withdrawalRefunds.id, id), isNull(withdrawalRefunds.gatewayRefundId)));
}

const refundWithPayment = {
  id: withdrawalRefunds.id,
  withdrawalId: withdrawalRefunds.withdrawalId,
  amountPaise: withdrawalRefunds.amountPaise,
  status: withdrawalRefunds.status,
  gatewayRefundId: withdrawalRefunds.gatewayRefundId,
  paymentOrderId: withdrawalRefunds.paymentOrderId,
  gatewayPaymentId: paymentOrders.gatewayPaymentId,
  customerId: paymentOrders.customerId,
};
export type LockedRefund = NonNullable<Awaited<ReturnType<typeof lockRefundBy>>>;

/** One refund, held until the transaction ends, found by the gateway's id or by ours. */
async function lockRefundBy(db: Executor, where: ReturnType<typeof eq>) {
  const [row] = await db
    .select(refundWithPayment)
    .from(withdrawalRefunds)
    .innerJoin(paymentOrders, eq(paymentOrders.id, withdrawalRefunds.paymentOrderId))
    .where(where)
    .for('update', { of: withdrawalRefunds });
  return row;
}

export const lockRefundByGatewayId = (db: Executor, gatewayRefundId: string) =>
  lockRefundBy(db, eq(withdrawalRefunds.gatewayRefundId, gatewayRefundId));

export const lockRefund = (db: Executor, id: string) =>
  lockRefundBy(db, eq(withdrawalRefunds.id, id));

export async function settleRefundRow(
  db: Executor,
  id: string,
  outcome: {
    status: 'PROCESSED' | 'FAILED';
    gatewayRefundId: string | null;
    failureReason: string | null;
    at: Date;
  },
) {
  await db
    .update(withdrawalRefunds)
    .set({
      status: outcome.status,
      failureReason: outcome.failureReason,
      processedAt: outcome.at,
      ...(outcome.gatewayRefundId ? { gatewayRefundId: outcome.gatewayRefundId } : {}),
    })
    .where(eq(withdrawalRefunds.id, id));
}

export function refundsOf(db: Executor, withdrawalId: string) {
  return db
    .select({
      status: withdrawalRefunds.status,
      amountPaise: withdrawalRefunds.amountPaise,
      failureReason: withdrawalRefunds.failureReason,
    })
    .from(withdrawalRefunds)
    .where(eq(withdrawalRefunds.withdrawalId, withdrawalId));
}

export async function completeWithdrawal(
  db: Executor,
  id: string,
  status: 'REFUNDED' | 'FAILED',
  at: Date,
) {
  await db
    .update(withdrawals)
    .set({ status, completedAt: at })
    .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'PROCESSING')));
}

/** Sandbox refunds still waiting since before `before` (their webhook never came). */
export async function staleSandboxRefunds(db: Executor, before: Date, limit = 100) {
  const rows = await db
    .select({ id: withdrawalRefunds.id })
    .from(withdrawalRefunds)
    .innerJoin(paymentOrders, eq(paymentOrders.id, withdrawalRefunds.paymentOrderId))
    .where(
      and(
        eq(withdrawalRefunds.status, 'PENDING'),
        eq(paymentOrders.gateway, 'sandbox'),
        lt(withdrawalRefunds.createdAt, before),
      ),
    )
    .orderBy(asc(withdrawalRefunds.createdAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Withdrawals with a refund recorded before `before` and never acknowledged by the gateway. */
export async function withdrawalsWithUnsentRefunds(
  db: Executor,
  gateway: PaymentGatewayKind,
  before: Date,
  limit = 100,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: withdrawalRefunds.withdrawalId })
    .from(withdrawalRefunds)
    .innerJoin(paymentOrders, eq(paymentOrders.id, withdrawalRefunds.paymentOrderId))
    .where(
      and(
        eq(withdrawalRefunds.status, 'PENDING'),
        isNull(withdrawalRefunds.gatewayRefundId),
        eq(paymentOrders.gateway, gateway),
        lt(withdrawalRefunds.createdAt, before),
      ),
    )
    .limit(limit);
  return rows.map((r) => r.id);
}
