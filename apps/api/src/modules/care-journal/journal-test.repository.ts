import { count, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  bookings,
  careCircleMembers,
  careJournalEntries,
  careJournalPhotos,
  careJournalRevisions,
} from '../../db/schema/index.ts';

/** SQL the journal's tests need to set the scene and count what a call wrote (tests only). */

/** Marks the booking completed `hoursAgo` hours ago (the journal stays open for a day). */
export async function completeHoursAgo(
  t: { db: Database },
  bookingId: string,
  hoursAgo: number,
): Promise<void> {
  await t.db
    .update(bookings)
    .set({
      status: 'COMPLETED',
      completedAt: sql`now() - make_interval(hours => ${hoursAgo}::int)`,
    })
    .where(eq(bookings.id, bookingId));
}

/** Moves an entry's writing time back, as if it had been written `hours` hours ago. */
export async function ageEntry(t: { db: Database }, entryId: string, hours: number) {
  await t.db
    .update(careJournalEntries)
    .set({
      createdAt: sql`${careJournalEntries.createdAt} - make_interval(hours => ${hours}::int)`,
    })
    .where(eq(careJournalEntries.id, entryId));
}

/** Moves a photo's upload time back `hours` hours (for the sweep). */
export async function agePhoto(t: { db: Database }, photoId: string, hours: number) {
  await t.db
    .update(careJournalPhotos)
    .set({ createdAt: sql`${careJournalPhotos.createdAt} - make_interval(hours => ${hours}::int)` })
    .where(eq(careJournalPhotos.id, photoId));
}

/** Sets the name of the person a company sends to the booking. */
export async function setStaffName(t: { db: Database }, bookingId: string, staffName: string) {
  await t.db.update(bookings).set({ staffName }).where(eq(bookings.id, bookingId));
}

/** The photo row, or undefined once it is gone. */
export async function photoRow(t: { db: Database }, photoId: string) {
  const [row] = await t.db
    .select()
    .from(careJournalPhotos)
    .where(eq(careJournalPhotos.id, photoId));
  return row;
}

/** How many journal rows there are: nothing may be half-written by a refused call. */
export async function journalCounts(t: { db: Database }) {
  const [entries] = await t.db.select({ n: count() }).from(careJournalEntries);
  const [revisions] = await t.db.select({ n: count() }).from(careJournalRevisions);
  const [photos] = await t.db.select({ n: count() }).from(careJournalPhotos);
  const [attached] = await t.db
    .select({ n: count() })
    .from(careJournalPhotos)
    .where(isNotNull(careJournalPhotos.entryId));
  return {
    entries: entries!.n,
    revisions: revisions!.n,
    photos: photos!.n,
    attached: attached!.n,
  };
}

/** Puts a relative's mobile in the care recipient's circle (as the owner's invite does). */
export async function inviteRelative(
  t: { db: Database },
  familyMemberId: string,
  ownerCustomerId: string,
  mobile: string,
): Promise<string> {
  const [row] = await t.db
    .insert(careCircleMembers)
    .values({ familyMemberId, ownerCustomerId, mobile })
    .returning({ id: careCircleMembers.id });
  return row!.id;
}

/** Takes the relative out of the circle (the row stays, as the owner's removal leaves it). */
export async function removeRelative(t: { db: Database }, circleMemberId: string) {
  await t.db
    .update(careCircleMembers)
    .set({ removedAt: new Date() })
    .where(eq(careCircleMembers.id, circleMemberId));
}

/** An entry's stored content and revision, straight from the table. */
export async function entryRow(t: { db: Database }, entryId: string) {
  const [row] = await t.db
    .select()
    .from(careJournalEntries)
    .where(eq(careJournalEntries.id, entryId));
  return row;
}
