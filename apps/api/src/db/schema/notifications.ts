import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz } from './columns.ts';
import { bookings } from './bookings.ts';

/**
 * Who a message is for. An Operator (a number in ADMIN_MOBILES) and an invited Relative who may
 * not have an account yet have no account id: their messages are SMS only (recipient_id null).
 */
export const notificationRecipients = [
  'Customer',
  'Provider',
  'Company',
  'Operator',
  'Relative',
] as const;
export const smsDeliveryStatuses = ['PENDING', 'SENT', 'FAILED'] as const;

/**
 * What a booking's change tells someone, written in the same transaction as the change (an
 * outbox): the in-app notification and the SMS to send. A job sends the SMS afterwards with
 * retries, so a failing gateway never blocks or undoes a booking. The recipient id points at
 * customers, providers or companies (by recipient_kind), so it has no foreign key; it is null for
 * an operator's or an invited relative's SMS.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    recipientKind: text('recipient_kind', { enum: notificationRecipients }).notNull(),
    recipientId: uuid('recipient_id'),
    mobile: text('mobile').notNull(),
    type: text('type').notNull(),
    text: text('text').notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    readAt: timestampTz('read_at'),
    smsStatus: text('sms_status', { enum: smsDeliveryStatuses }).notNull().default('PENDING'),
    smsAttempts: integer('sms_attempts').notNull().default(0),
    smsNextAttemptAt: timestampTz('sms_next_attempt_at').notNull().defaultNow(),
    smsLastError: text('sms_last_error'),
    smsSentAt: timestampTz('sms_sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_recipient_idx').on(t.recipientKind, t.recipientId, t.createdAt),
    // The sender job reads only what is still due.
    index('notifications_sms_due_idx')
      .on(t.smsNextAttemptAt)
      .where(sql`${t.smsStatus} = 'PENDING'`),
  ],
);
