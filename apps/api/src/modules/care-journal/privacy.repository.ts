import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  bookings,
  careCircleMembers,
  careJournalEntries,
  careProfiles,
  careProfileViews,
  familyMembers,
  notifications,
} from '../../db/schema/index.ts';

/** SQL for the family's export and erasure of a care recipient's care data. */

/**
 * The owner's care recipient, even one removed from the family's list: the right to see and
 * erase their care data outlives that (the member row is only soft-deleted).
 */
export async function findOwnedMember(db: Executor, customerId: string, familyMemberId: string) {
  const [row] = await db
    .select({
      id: familyMembers.id,
      name: familyMembers.name,
      age: familyMembers.age,
      gender: familyMembers.gender,
    })
    .from(familyMembers)
    .where(and(eq(familyMembers.id, familyMemberId), eq(familyMembers.customerId, customerId)));
  return row;
}

/** Locks the member row so an erasure and a profile save or invitation do not interleave. */
export async function lockMember(db: Executor, familyMemberId: string): Promise<void> {
  await db
    .select({ id: familyMembers.id })
    .from(familyMembers)
    .where(eq(familyMembers.id, familyMemberId))
    .for('update');
}

export async function bookingIdsOfMember(db: Executor, familyMemberId: string) {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.familyMemberId, familyMemberId))
    .orderBy(asc(bookings.startDate), asc(bookings.createdAt), asc(bookings.id));
  return rows.map((row) => row.id);
}

/** Every recorded read of the profile (no page limit: the export is the whole record). */
export function allViews(db: Executor, familyMemberId: string) {
  return db
    .select({
      viewedAt: careProfileViews.viewedAt,
      viewerKind: careProfileViews.viewerType,
      viewerName: careProfileViews.viewerName,
      bookingId: careProfileViews.bookingId,
      reason: careProfileViews.reason,
    })
    .from(careProfileViews)
    .where(eq(careProfileViews.familyMemberId, familyMemberId))
    .orderBy(desc(careProfileViews.viewedAt), desc(careProfileViews.id));
}

/** The whole circle, removed relatives included (the record of who could read, and when). */
export function wholeCircle(db: Executor, familyMemberId: string) {
  return db
    .select({
      mobile: careCircleMembers.mobile,
      invitedAt: careCircleMembers.invitedAt,
      removedAt: careCircleMembers.removedAt,
    })
    .from(careCircleMembers)
    .where(eq(careCircleMembers.familyMemberId, familyMemberId))
    .orderBy(asc(careCircleMembers.invitedAt), asc(careCircleMembers.id));
}

export async function deleteProfile(db: Executor, familyMemberId: string): Promise<boolean> {
  const rows = await db
    .delete(careProfiles)
    .where(eq(careProfiles.familyMemberId, familyMemberId))
    .returning({ id: careProfiles.familyMemberId });
  return rows.length > 0;
}

export async function deleteViews(db: Executor, familyMemberId: string): Promise<number> {
  const rows = await db
    .delete(careProfileViews)
    .where(eq(careProfileViews.familyMemberId, familyMemberId))
    .returning({ id: careProfileViews.id });
  return rows.length;
}

/** Deletes the entries; their revisions go with them (ON DELETE CASCADE). */
export async function deleteEntries(db: Executor, familyMemberId: string): Promise<number> {
  const rows = await db
    .delete(careJournalEntries)
    .where(eq(careJournalEntries.familyMemberId, familyMemberId))
    .returning({ id: careJournalEntries.id });
  return rows.length;
}

export async function deleteCircle(db: Executor, familyMemberId: string): Promise<number> {
  const rows = await db
    .delete(careCircleMembers)
    .where(eq(careCircleMembers.familyMemberId, familyMemberId))
    .returning({ id: careCircleMembers.id });
  return rows.length;
}

/**
 * The evening digests of the member's bookings: they repeat the journal (meals, medicines,
 * mood), so they are health data and go with it. Other booking messages are the service's
 * record and stay.
 */
export async function deleteDigests(db: Executor, familyMemberId: string): Promise<number> {
  const rows = await db
    .delete(notifications)
    .where(
      and(
        eq(notifications.type, 'CARE_DAILY_DIGEST'),
        inArray(
          notifications.bookingId,
          db
            .select({ id: bookings.id })
            .from(bookings)
            .where(eq(bookings.familyMemberId, familyMemberId)),
        ),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}
