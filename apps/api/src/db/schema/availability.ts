import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { providers } from './providers.ts';
import { companies } from './companies.ts';

/**
 * Days a caregiver cannot work: an inclusive range of India calendar dates. A provider's days
 * off, or a whole company's (a creche closed for a festival). Orders and bookings touching them
 * are refused before any money moves.
 */
export const daysOff = pgTable(
  'days_off',
  {
    id: id(),
    providerId: uuid('provider_id').references(() => providers.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('days_off_provider_idx').on(t.providerId, t.endDate),
    index('days_off_company_idx').on(t.companyId, t.endDate),
    check('days_off_dates_ordered', sql`${t.endDate} >= ${t.startDate}`),
    check('days_off_one_seller', sql`(${t.providerId} is null) <> (${t.companyId} is null)`),
  ],
);
