import { bigint, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Shared column builders so every table spells ids and audit times the same way. */
export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).defaultNow().notNull();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .defaultNow()
    .notNull()
    .$onUpdate(() => new Date());
export const timestampTz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * An amount of money in paise that can add up: 64-bit, so totals, top-ups and ledger lines
 * never overflow (a 32-bit column tops out at ₹2.1 crore). Read back as a JS number, exact up
 * to ₹90 lakh crore.
 */
export const amountPaise = (name: string) => bigint(name, { mode: 'number' });
