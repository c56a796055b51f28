import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns.ts';

/**
 * Fixed-window counters of the write limits, one row per limit, subject and window. They live
 * in PostgreSQL so every API process counts against the same rows, and one upsert per hit keeps
 * the count exact under concurrency without locks. Rows past `expires_at` are pruned by a job.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    /** Which kind of write: 'bookings', 'reviews', ... */
    name: text('name').notNull(),
    /** Who is counted: `user:<userType>:<id>` or `ip:<address>`. */
    subject: text('subject').notNull(),
    windowStart: timestampTz('window_start').notNull(),
    expiresAt: timestampTz('expires_at').notNull(),
    hits: integer('hits').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.name, t.subject, t.windowStart] }),
    index('rate_limit_hits_expires_idx').on(t.expiresAt),
  ],
);
