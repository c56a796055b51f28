import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { admins } from './auth.ts';
import { createdAt, id } from './columns.ts';

export const sellerTypes = ['Provider', 'Company'] as const;
export const verificationOutcomes = ['VERIFIED', 'REJECTED'] as const;

/**
 * Every verify or reject an operator makes, written in the same transaction as the status it
 * sets: who let a caregiver into people's homes, when, and why, outlives the status itself.
 * The seller id points at providers or companies (by seller_type), so it has no foreign key.
 */
export const verificationDecisions = pgTable(
  'verification_decisions',
  {
    id: id(),
    sellerType: text('seller_type', { enum: sellerTypes }).notNull(),
    sellerId: uuid('seller_id').notNull(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'restrict' }),
    decision: text('decision', { enum: verificationOutcomes }).notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('verification_decisions_seller_idx').on(t.sellerType, t.sellerId, t.createdAt)],
);
