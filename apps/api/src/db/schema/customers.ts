import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz, updatedAt } from './columns.ts';

export const customers = pgTable('customers', {
  id: id(),
  mobile: text('mobile').notNull().unique(),
  name: text('name'),
  email: text('email'),
  gender: text('gender'),
  dob: date('dob', { mode: 'string' }),
  address: text('address'),
  pincode: text('pincode'),
  /**
   * An operator's suspension: a suspended family cannot order or book. They can still sign in
   * to see their bookings and wallet (read-only is kinder than locking them out of their own).
   */
  suspendedAt: timestampTz('suspended_at'),
  suspensionReason: text('suspension_reason'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const familyMembers = pgTable(
  'family_members',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    gender: text('gender').notNull(),
    age: integer('age').notNull(),
    relation: text('relation').notNull(),
    note: text('note'),
    image: text('image'),
    // Soft delete: past bookings keep pointing at the person who was cared for.
    deletedAt: timestampTz('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('family_members_customer_idx').on(t.customerId),
    check('family_members_age_range', sql`${t.age} between 1 and 120`),
  ],
);
