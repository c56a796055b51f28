import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { paymentGatewayKinds, walletEntryKinds } from '@care/shared';
import { amountPaise, createdAt, id, timestampTz } from './columns.ts';
import { customers } from './customers.ts';
import { bookings } from './bookings.ts';

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

/**
 * The wallet is this ledger: a balance is always the sum of a customer's rows, written in the
 * same transaction as the business change that moved the money. Credits are positive.
 */
export const walletLedger = pgTable(
  'wallet_ledger',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: walletEntryKinds }).notNull(),
    amountPaise: amountPaise('amount_paise').notNull(),
    description: text('description').notNull(),
    paymentOrderId: uuid('payment_order_id').references(() => paymentOrders.id),
    bookingId: uuid('booking_id').references(() => bookings.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('wallet_ledger_customer_idx').on(t.customerId, t.createdAt),
    // One credit per payment and one debit (or refund) per booking, whoever arrives first.
    uniqueIndex('wallet_ledger_topup_once')
      .on(t.paymentOrderId)
      .where(sql`${t.kind} = 'TOPUP'`),
    uniqueIndex('wallet_ledger_booking_debit_once')
      .on(t.bookingId)
      .where(sql`${t.kind} = 'BOOKING_DEBIT'`),
    uniqueIndex('wallet_ledger_refund_once')
      .on(t.bookingId)
      .where(sql`${t.kind} = 'REFUND'`),
    check(
      'wallet_ledger_sign',
      sql`(${t.kind} = 'BOOKING_DEBIT' and ${t.amountPaise} < 0) or (${t.kind} <> 'BOOKING_DEBIT' and ${t.amountPaise} > 0)`,
    ),
  ],
);
