import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { paymentEvents, paymentOrders } from '../../db/schema/index.ts';

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;

export async function insertOrder(
  db: Executor,
  row: typeof paymentOrders.$inferInsert,
): Promise<void> {
  await db.insert(paymentOrders).values(row);
}

export async function findOrderByGatewayId(
  db: Executor,
  gatewayOrderId: string,
  lock = false,
): Promise<PaymentOrderRow | undefined> {
  const query = db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.gatewayOrderId, gatewayOrderId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function markOrderPaid(db: Executor, id: string, gatewayPaymentId: string, at: Date) {
  await db
    .update(paymentOrders)
    .set({ status: 'PAID', gatewayPaymentId, paidAt: at })
    .where(eq(paymentOrders.id, id));
}

export async function markOrderFailed(db: Executor, id: string) {
  await db.update(paymentOrders).set({ status: 'FAILED' }).where(eq(paymentOrders.id, id));
}

/** Records a webhook event id; false when it was seen before (a redelivery). */
export async function recordEventOnce(
  db: Executor,
  eventId: string,
  type: string,
): Promise<boolean> {
  const inserted = await db
    .insert(paymentEvents)
    .values({ eventId, type })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return inserted.length > 0;
}

/** What verifying the payment booked, or why it could not. */
export async function recordOrderBooking(
  db: Executor,
  id: string,
  outcome: { bookingId: string | null; bookingProblem: string | null },
) {
  await db.update(paymentOrders).set(outcome).where(eq(paymentOrders.id, id));
}
