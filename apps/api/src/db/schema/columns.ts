import { timestamp, uuid } from 'drizzle-orm/pg-core';

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
