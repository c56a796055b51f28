import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { CareProfile } from '@care/shared';
import { bookings } from './bookings.ts';
import { createdAt, id, timestampTz, updatedAt } from './columns.ts';
import { familyMembers } from './customers.ts';

/**
 * A care recipient's care profile, kept by the family (health data). One row a person; the
 * profile is one checked document (the shared schema), since it is always read and saved whole.
 */
export const careProfiles = pgTable('care_profiles', {
  familyMemberId: uuid('family_member_id')
    .primaryKey()
    .references(() => familyMembers.id, { onDelete: 'cascade' }),
  profile: jsonb('profile').$type<CareProfile>().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Every read of a care profile by someone outside the family: the caregiver of an active
 * booking, or an operator with a reason. The family sees this list.
 */
export const careProfileViews = pgTable(
  'care_profile_views',
  {
    id: id(),
    familyMemberId: uuid('family_member_id')
      .notNull()
      .references(() => familyMembers.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id').references(() => bookings.id),
    viewerType: text('viewer_type').$type<'Provider' | 'Company' | 'Admin'>().notNull(),
    viewerId: text('viewer_id').notNull(),
    viewerName: text('viewer_name').notNull(),
    reason: text('reason'),
    viewedAt: timestampTz('viewed_at').notNull().defaultNow(),
  },
  (t) => [index('care_profile_views_member_idx').on(t.familyMemberId, t.viewedAt)],
);
