import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { JournalEntryContent } from '@care/shared';
import { bookings } from './bookings.ts';
import { createdAt, id, timestampTz, updatedAt } from './columns.ts';
import { customers, familyMembers } from './customers.ts';

/**
 * One India calendar day of a booking: that day's check-in and check-out codes and times.
 * A row exists for every day of every booking (written with the booking; older bookings were
 * filled in by the migration). The first day's check-in code is the booking's start code and the
 * last day's check-out code its end code, so the family's start and end codes keep working.
 */
export const bookingDays = pgTable(
  'booking_days',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    checkInCode: text('check_in_code').notNull(),
    checkOutCode: text('check_out_code').notNull(),
    checkInAt: timestampTz('check_in_at'),
    checkOutAt: timestampTz('check_out_at'),
    /** When the family and the operator were told nobody had checked in (once a day). */
    missedAlertAt: timestampTz('missed_alert_at'),
    /** When the day's evening digest went to the family circle (once a day). */
    digestSentAt: timestampTz('digest_sent_at'),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.date] }),
    // The alert and digest jobs read today's days across all bookings.
    index('booking_days_date_idx').on(t.date),
    // The service refuses a check-out before that day's check-in; bookings from before daily
    // check-ins have only the last day's check-out (the old end), so only the order is checked.
    check(
      'booking_days_out_after_in',
      sql`${t.checkOutAt} is null or ${t.checkInAt} is null or ${t.checkOutAt} >= ${t.checkInAt}`,
    ),
  ],
);

/**
 * A caregiver's journal entry for one day of a booking. The content is one checked document
 * (the shared schema); an edit within the correction window copies the previous content into
 * care_journal_revisions first, so the family always sees what was changed and when.
 */
export const careJournalEntries = pgTable(
  'care_journal_entries',
  {
    id: id(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    familyMemberId: uuid('family_member_id')
      .notNull()
      .references(() => familyMembers.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    authorType: text('author_type').$type<'Provider' | 'Company'>().notNull(),
    authorId: uuid('author_id').notNull(),
    authorName: text('author_name').notNull(),
    content: jsonb('content').$type<JournalEntryContent>().notNull(),
    /** How many times it was corrected; each correction left a revision row. */
    revision: integer('revision').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('care_journal_entries_booking_idx').on(t.bookingId, t.date, t.createdAt),
    index('care_journal_entries_member_idx').on(t.familyMemberId),
  ],
);

/** What an entry said before each correction (the history the family can read). */
export const careJournalRevisions = pgTable(
  'care_journal_revisions',
  {
    id: id(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => careJournalEntries.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    content: jsonb('content').$type<JournalEntryContent>().notNull(),
    /** When this content was replaced. */
    replacedAt: createdAt(),
  },
  (t) => [uniqueIndex('care_journal_revisions_entry_idx').on(t.entryId, t.revision)],
);

/**
 * A photo a caregiver took for the journal: resized on the server, stored privately, served
 * only through short-lived signed links to those who may read the journal. Uploaded first
 * (entry_id null), then attached to one entry; unattached photos older than a day are swept.
 */
export const careJournalPhotos = pgTable(
  'care_journal_photos',
  {
    id: id(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    entryId: uuid('entry_id').references(() => careJournalEntries.id, { onDelete: 'set null' }),
    storageKey: text('storage_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('care_journal_photos_booking_idx').on(t.bookingId),
    index('care_journal_photos_entry_idx').on(t.entryId),
  ],
);

/**
 * A relative the family invited to follow a care recipient: read-only, by mobile number. The
 * relative signs in by OTP like any family; their account is matched by mobile at read time,
 * so an invitation works before they ever sign in. Removal keeps the row (removed_at) as a
 * record, and ends access at once.
 */
export const careCircleMembers = pgTable(
  'care_circle_members',
  {
    id: id(),
    familyMemberId: uuid('family_member_id')
      .notNull()
      .references(() => familyMembers.id, { onDelete: 'cascade' }),
    ownerCustomerId: uuid('owner_customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    mobile: text('mobile').notNull(),
    invitedAt: createdAt(),
    removedAt: timestampTz('removed_at'),
  },
  (t) => [
    // One live invitation per person and number; a removed one may be invited again.
    uniqueIndex('care_circle_members_live_idx')
      .on(t.familyMemberId, t.mobile)
      .where(sql`${t.removedAt} is null`),
    index('care_circle_members_mobile_idx')
      .on(t.mobile)
      .where(sql`${t.removedAt} is null`),
  ],
);
