import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { payoutStatuses, withdrawalStatuses } from '@care/shared';
import { amountPaise, createdAt, id, timestampTz, updatedAt } from './columns.ts';
import { customers } from './customers.ts';
import { providers } from './providers.ts';
import { companies } from './companies.ts';
import { paymentOrders } from './money.ts';

const oneSeller = (providerId: unknown, companyId: unknown) =>
  sql`num_nonnulls(${providerId}, ${companyId}) = 1`;

/**
 * Where a caregiver's payouts go: one bank account (with IFSC) or one UPI id per seller. The
 * gateway's contact and fund account ids are kept so a payout does not create them again.
 */
export const payoutDestinations = pgTable(
  'payout_destinations',
  {
    id: id(),
    providerId: uuid('provider_id').references(() => providers.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['bank', 'upi'] }).notNull(),
    accountHolder: text('account_holder'),
    accountNumber: text('account_number'),
    ifsc: text('ifsc'),
    vpa: text('vpa'),
    gatewayContactId: text('gateway_contact_id'),
    gatewayFundAccountId: text('gateway_fund_account_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payout_destinations_provider_idx').on(t.providerId),
    uniqueIndex('payout_destinations_company_idx').on(t.companyId),
    check('payout_destinations_one_seller', oneSeller(t.providerId, t.companyId)),
    check(
      'payout_destinations_shape',
      sql`(${t.type} = 'bank' and ${t.accountNumber} is not null and ${t.ifsc} is not null and ${t.accountHolder} is not null)
       or (${t.type} = 'upi' and ${t.vpa} is not null)`,
    ),
  ],
);

/**
 * A payout of a caregiver's available earnings. The client's Idempotency-Key is unique per
 * seller, so a retried or double-clicked request finds the first payout instead of paying again;
 * the same id goes to the gateway as its idempotency key.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: id(),
    providerId: uuid('provider_id').references(() => providers.id, { onDelete: 'restrict' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'restrict' }),
    idempotencyKey: text('idempotency_key').notNull(),
    amountPaise: amountPaise('amount_paise').notNull(),
    status: text('status', { enum: payoutStatuses }).notNull().default('QUEUED'),
    destinationLabel: text('destination_label').notNull(),
    gateway: text('gateway', { enum: ['sandbox', 'razorpayx'] }).notNull(),
    gatewayPayoutId: text('gateway_payout_id').unique(),
    /** The bank's reference (UTR) once processed. */
    reference: text('reference'),
    failureReason: text('failure_reason'),
    processedAt: timestampTz('processed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payouts_provider_key_idx')
      .on(t.providerId, t.idempotencyKey)
      .where(sql`${t.providerId} is not null`),
    uniqueIndex('payouts_company_key_idx')
      .on(t.companyId, t.idempotencyKey)
      .where(sql`${t.companyId} is not null`),
    index('payouts_provider_created_idx').on(t.providerId, t.createdAt),
    index('payouts_company_created_idx').on(t.companyId, t.createdAt),
    // Unsent payouts are retried by a job.
    index('payouts_open_idx')
      .on(t.status)
      .where(sql`${t.status} in ('QUEUED', 'PROCESSING')`),
    check('payouts_one_seller', oneSeller(t.providerId, t.companyId)),
    check('payouts_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

/** A family taking wallet money back to the payments it came from. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    idempotencyKey: text('idempotency_key').notNull(),
    amountPaise: amountPaise('amount_paise').notNull(),
    status: text('status', { enum: withdrawalStatuses }).notNull().default('PROCESSING'),
    completedAt: timestampTz('completed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('withdrawals_customer_key_idx').on(t.customerId, t.idempotencyKey),
    index('withdrawals_customer_created_idx').on(t.customerId, t.createdAt),
    check('withdrawals_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

export const withdrawalRefundStatuses = ['PENDING', 'PROCESSED', 'FAILED'] as const;

/**
 * One gateway refund of a withdrawal, against one earlier payment. The sum of a payment's
 * refunds that have not failed never exceeds what it paid.
 */
export const withdrawalRefunds = pgTable(
  'withdrawal_refunds',
  {
    id: id(),
    withdrawalId: uuid('withdrawal_id')
      .notNull()
      .references(() => withdrawals.id, { onDelete: 'restrict' }),
    paymentOrderId: uuid('payment_order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'restrict' }),
    amountPaise: amountPaise('amount_paise').notNull(),
    status: text('status', { enum: withdrawalRefundStatuses }).notNull().default('PENDING'),
    gatewayRefundId: text('gateway_refund_id').unique(),
    failureReason: text('failure_reason'),
    processedAt: timestampTz('processed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('withdrawal_refunds_withdrawal_idx').on(t.withdrawalId),
    index('withdrawal_refunds_payment_idx').on(t.paymentOrderId),
    check('withdrawal_refunds_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);
