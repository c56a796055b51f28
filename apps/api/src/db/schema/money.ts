import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { paymentGatewayKinds } from '@care/shared';
import { amountPaise, createdAt, id, timestampTz } from './columns.ts';
import { customers } from './customers.ts';

export const paymentOrderStatuses = ['CREATED', 'PAID', 'FAILED'] as const;

/**
 * An order created at the gateway for an amount the server priced. The draft is kept so the
 * booking made after payment is the one that was priced.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: id(),
    gateway: text('gateway', { enum: paymentGatewayKinds }).notNull(),
    gatewayOrderId: text('gateway_order_id').notNull().unique(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    amountPaise: amountPaise('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    draft: jsonb('draft').notNull(),
    status: text('status', { enum: paymentOrderStatuses }).notNull().default('CREATED'),
    gatewayPaymentId: text('gateway_payment_id').unique(),
    /** The booking made when this payment was verified; null for a payment left in the wallet. */
    bookingId: uuid('booking_id'),
    /** Why the paid draft could not be booked (the dates went while the family paid). */
    bookingProblem: text('booking_problem'),
    paidAt: timestampTz('paid_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_orders_customer_idx').on(t.customerId, t.createdAt),
    check('payment_orders_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

/** Gateway webhook events already handled, so a repeated delivery does nothing. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: createdAt(),
});
