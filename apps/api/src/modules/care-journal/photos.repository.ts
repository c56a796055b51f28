import { and, asc, count, eq, inArray, isNull, lt, notInArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookings, careJournalPhotos } from '../../db/schema/index.ts';

/** SQL for journal photos; who may upload, attach and read them is decided in the services. */

export type JournalPhotoRow = typeof careJournalPhotos.$inferSelect;

export async function insertPhoto(
  db: Executor,
  row: typeof careJournalPhotos.$inferInsert,
): Promise<JournalPhotoRow> {
  const [inserted] = await db.insert(careJournalPhotos).values(row).returning();
  return inserted!;
}

export async function findPhoto(db: Executor, id: string): Promise<JournalPhotoRow | undefined> {
  const [row] = await db.select().from(careJournalPhotos).where(eq(careJournalPhotos.id, id));
  return row;
}

/** Photos waiting for an entry: the upload limit counts them. */
export async function countUnattached(db: Executor, bookingId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(careJournalPhotos)
    .where(and(eq(careJournalPhotos.bookingId, bookingId), isNull(careJournalPhotos.entryId)));
  return row?.n ?? 0;
}

/** The photos with these ids, locked, so two entries cannot take the same one at once. */
export function lockPhotos(db: Executor, ids: readonly string[]): Promise<JournalPhotoRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(careJournalPhotos)
    .where(inArray(careJournalPhotos.id, [...ids]))
    .for('update');
}

export async function attachPhotos(
  db: Executor,
  entryId: string,
  ids: readonly string[],
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(careJournalPhotos)
    .set({ entryId })
    .where(inArray(careJournalPhotos.id, [...ids]));
}

/** Unhooks an entry's photos that are not kept; the sweep deletes them a day later. */
export async function detachPhotosExcept(
  db: Executor,
  entryId: string,
  keep: readonly string[],
): Promise<void> {
  await db
    .update(careJournalPhotos)
    .set({ entryId: null })
    .where(
      and(
        eq(careJournalPhotos.entryId, entryId),
        ...(keep.length > 0 ? [notInArray(careJournalPhotos.id, [...keep])] : []),
      ),
    );
}

/** The photos of these entries, oldest first (the order they were taken). */
export function photosOfEntries(
  db: Executor,
  entryIds: readonly string[],
): Promise<JournalPhotoRow[]> {
  if (entryIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(careJournalPhotos)
    .where(inArray(careJournalPhotos.entryId, [...entryIds]))
    .orderBy(asc(careJournalPhotos.createdAt), asc(careJournalPhotos.id));
}

/** Unattached photos uploaded before `before`: abandoned uploads, for the sweep. */
export function unattachedBefore(
  db: Executor,
  before: Date,
  limit: number,
): Promise<{ id: string; storageKey: string }[]> {
  return db
    .select({ id: careJournalPhotos.id, storageKey: careJournalPhotos.storageKey })
    .from(careJournalPhotos)
    .where(and(isNull(careJournalPhotos.entryId), lt(careJournalPhotos.createdAt, before)))
    .orderBy(asc(careJournalPhotos.createdAt))
    .limit(limit);
}

/** Deletes rows by id and says which keys went with them (only rows still there). */
export async function deletePhotoRows(
  db: Executor,
  ids: readonly string[],
  onlyUnattached = false,
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .delete(careJournalPhotos)
    .where(
      and(
        inArray(careJournalPhotos.id, [...ids]),
        ...(onlyUnattached ? [isNull(careJournalPhotos.entryId)] : []),
      ),
    )
    .returning({ storageKey: careJournalPhotos.storageKey });
  return rows.map((row) => row.storageKey);
}

/** Deletes every photo row of a booking; answers the files' keys. */
export async function deletePhotosOfBookingRows(
  db: Executor,
  bookingId: string,
): Promise<string[]> {
  const rows = await db
    .delete(careJournalPhotos)
    .where(eq(careJournalPhotos.bookingId, bookingId))
    .returning({ storageKey: careJournalPhotos.storageKey });
  return rows.map((row) => row.storageKey);
}

/** Deletes every photo row of a care recipient's bookings; answers the files' keys. */
export async function deletePhotosOfMemberRows(
  db: Executor,
  familyMemberId: string,
): Promise<string[]> {
  const ofMember = db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.familyMemberId, familyMemberId));
  const rows = await db
    .delete(careJournalPhotos)
    .where(inArray(careJournalPhotos.bookingId, ofMember))
    .returning({ storageKey: careJournalPhotos.storageKey });
  return rows.map((row) => row.storageKey);
}
