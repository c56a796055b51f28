import { sql } from 'drizzle-orm';
import { check, date, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { bookingStatuses } from '@care/shared';
import { bookings } from './bookings.ts';
import { createdAt, id } from './columns.ts';

/**
 * Every operator action, written in the same transaction as the action itself: who, what, on
 * what, the values before and after, and the reason. Append-only: a trigger in the migration
 * refuses UPDATE and DELETE, so not even a bug in the API can rewrite history.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: uuid('actor_id').notNull(),
    actorMobile: text('actor_mobile').notNull(),
    actorRole: text('actor_role', { enum: ['admin', 'support'] }).notNull(),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc()),
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.createdAt.desc()),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt.desc()),
  ],
);

export const bookingEventActors = ['Customer', 'Provider', 'Company', 'Admin', 'System'] as const;

/**
 * A booking's history of statuses: one row per change, written by a trigger on bookings so no
 * code path can change a status without leaving its trace. The actor comes from the
 * transaction's `app.actor_type` / `app.actor_id` settings when a service sets them, and is
 * otherwise inferred from who may make that transition.
 */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: id(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: bookingStatuses }),
    toStatus: text('to_status', { enum: bookingStatuses }).notNull(),
    actorType: text('actor_type', { enum: bookingEventActors }).notNull(),
    actorId: uuid('actor_id'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('booking_events_booking_idx').on(t.bookingId, t.createdAt)],
);

export const blackoutKinds = ['BLACKOUT', 'LONG_WEEKEND'] as const;

/**
 * Days the refund policy names as non-refundable: blackout dates and long weekends. A booking
 * touching one of them gets nothing back when cancelled by the family.
 */
export const blackoutDates = pgTable(
  'blackout_dates',
  {
    id: id(),
    date: date('date', { mode: 'string' }).notNull().unique(),
    kind: text('kind', { enum: blackoutKinds }).notNull(),
    label: text('label').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('blackout_dates_label_present', sql`length(trim(${t.label})) > 0`)],
);
