import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { amountPaise, createdAt, id } from './columns.ts';
import { customers } from './customers.ts';
import { bookings } from './bookings.ts';
import { providers } from './providers.ts';
import { companies } from './companies.ts';
import { paymentOrders } from './money.ts';

/**
 * The accounts money moves between (decision 013). An entry moves money out of some accounts
 * (negative lines) into others (positive lines); its lines sum to zero. Liability accounts (what
 * the platform owes someone) and income carry positive balances; the two outside-world accounts
 * carry negative balances by what came in from outside and positive ones by what went out.
 */
export const ledgerAccounts = [
  /** Outside world: families' payments in through the gateway, refunds out through it. */
  'GATEWAY',
  /** Outside world: payouts sent to caregivers' banks. */
  'PAYOUT_BANK',
  /** A family's wallet (owner: customer). */
  'WALLET',
  /** A withdrawal on its way back to a family's card or bank (owner: customer). */
  'WITHDRAWAL_IN_TRANSIT',
  /** Paid for a booking that is not completed or cancelled yet (owner: booking; seller noted). */
  'HELD',
  /** Earned by a caregiver and not paid out (owner: seller). */
  'EARNINGS',
  /** A requested payout the bank has not confirmed (owner: seller). */
  'PAYOUT_IN_TRANSIT',
  /** The platform's commission (income). */
  'COMMISSION',
  /** GST charged on the commission, owed to the government. */
  'GST_PAYABLE',
] as const;
export type LedgerAccount = (typeof ledgerAccounts)[number];

/** What an entry records; each business change that moves money has one kind. */
export const journalKinds = [
  'PAYMENT_CAPTURED',
  'BOOKING_PAID',
  'BOOKING_EARNED',
  'BOOKING_REFUNDED',
  'PAYOUT_REQUESTED',
  'PAYOUT_PROCESSED',
  'PAYOUT_RETURNED',
  'PAYOUT_REVERSED',
  'WITHDRAWAL_REQUESTED',
  'WITHDRAWAL_REFUNDED',
  'WITHDRAWAL_RETURNED',
] as const;
export type JournalKind = (typeof journalKinds)[number];

/**
 * One movement of money, written in the same transaction as the business change. `key` names
 * the movement (`booking-paid:<id>`), so the same movement can never be written twice.
 */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: id(),
    key: text('key').notNull().unique(),
    kind: text('kind', { enum: journalKinds }).notNull(),
    description: text('description').notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'restrict' }),
    paymentOrderId: uuid('payment_order_id').references(() => paymentOrders.id, {
      onDelete: 'restrict',
    }),
    payoutId: uuid('payout_id'),
    withdrawalId: uuid('withdrawal_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('journal_entries_booking_idx').on(t.bookingId),
    index('journal_entries_created_idx').on(t.createdAt),
  ],
);

/**
 * A line of an entry: an amount into (positive) or out of (negative) one account. Lines are
 * never updated or deleted (a trigger refuses it); a correction is a new entry. A deferred
 * trigger refuses to commit an entry whose lines do not sum to zero.
 */
export const journalLines = pgTable(
  'journal_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order, for a stable newest-first wallet history within one instant. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => journalEntries.id, { onDelete: 'restrict' }),
    account: text('account', { enum: ledgerAccounts }).notNull(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'restrict' }),
    providerId: uuid('provider_id').references(() => providers.id, { onDelete: 'restrict' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'restrict' }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'restrict' }),
    amountPaise: amountPaise('amount_paise').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('journal_lines_entry_idx').on(t.entryId),
    index('journal_lines_customer_idx')
      .on(t.customerId, t.account, t.seq)
      .where(sql`${t.customerId} is not null`),
    index('journal_lines_provider_idx')
      .on(t.providerId, t.account)
      .where(sql`${t.providerId} is not null`),
    index('journal_lines_company_idx')
      .on(t.companyId, t.account)
      .where(sql`${t.companyId} is not null`),
    index('journal_lines_booking_idx')
      .on(t.bookingId, t.account)
      .where(sql`${t.bookingId} is not null`),
    check('journal_lines_nonzero', sql`${t.amountPaise} <> 0`),
    // Each account names its owner: a family's accounts their customer, a caregiver's one
    // seller, money held its booking.
    check(
      'journal_lines_owner',
      sql`case ${t.account}
        when 'WALLET' then ${t.customerId} is not null
        when 'WITHDRAWAL_IN_TRANSIT' then ${t.customerId} is not null
        when 'HELD' then ${t.bookingId} is not null and num_nonnulls(${t.providerId}, ${t.companyId}) = 1
        when 'EARNINGS' then num_nonnulls(${t.providerId}, ${t.companyId}) = 1
        when 'PAYOUT_IN_TRANSIT' then num_nonnulls(${t.providerId}, ${t.companyId}) = 1
        else true end`,
    ),
  ],
);

/** The daily reconciliation's findings, for the operator console. */
export const reconciliationRuns = pgTable('reconciliation_runs', {
  id: id(),
  ranAt: createdAt(),
  /** The India calendar day whose gateway money was compared. */
  day: text('day').notNull(),
  ok: boolean('ok').notNull(),
  unbalancedEntries: integer('unbalanced_entries').notNull(),
  ledgerGatewayInPaise: amountPaise('ledger_gateway_in_paise').notNull(),
  gatewayReportedPaise: amountPaise('gateway_reported_paise'),
  problems: jsonb('problems').notNull(),
});

export type ReconciliationRun = typeof reconciliationRuns.$inferSelect;
