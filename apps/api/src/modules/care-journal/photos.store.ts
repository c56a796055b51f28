import type { FileStorage } from '../../adapters/storage/index.ts';
import type { Executor } from '../../db/client.ts';
import * as clock from '../../lib/clock.ts';
import * as repo from './photos.repository.ts';

/*
 * Removing journal photos: the row and its file go together. Rows are deleted first (so no
 * reader is handed a link to a file about to vanish), then the files; a file that fails to go
 * is left for the storage's own housekeeping rather than failing the family's request. Called
 * inside a transaction, the files are gone even if it later rolls back: the family asked for
 * them to be erased, and a missing file only shows as a broken picture.
 */

/** How long an uploaded photo may wait for an entry before the sweep removes it. */
export const UNATTACHED_PHOTO_HOURS = 24;

async function deleteFiles(storage: FileStorage, keys: readonly string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => storage.delete(key)));
}

/** Erases every journal photo (rows and files) of a care recipient's bookings. */
export async function deletePhotosOfMember(
  db: Executor,
  storage: FileStorage,
  familyMemberId: string,
): Promise<number> {
  const keys = await repo.deletePhotosOfMemberRows(db, familyMemberId);
  await deleteFiles(storage, keys);
  return keys.length;
}

/** Erases every journal photo (rows and files) of one booking. */
export async function deletePhotosOfBooking(
  db: Executor,
  storage: FileStorage,
  bookingId: string,
): Promise<number> {
  const keys = await repo.deletePhotosOfBookingRows(db, bookingId);
  await deleteFiles(storage, keys);
  return keys.length;
}

/**
 * The job: photos uploaded but never attached to an entry (or detached by a correction) for a
 * day are removed, file and row, in batches so one run stays short.
 */
export async function sweepUnattachedPhotos(
  db: Executor,
  storage: FileStorage,
  now: Date = clock.now(),
): Promise<number> {
  const before = new Date(now.getTime() - UNATTACHED_PHOTO_HOURS * 3_600_000);
  let removed = 0;
  for (;;) {
    const batch = await repo.unattachedBefore(db, before, 100);
    if (batch.length === 0) return removed;
    // Only rows still unattached go: one attached meanwhile keeps its file.
    const keys = await repo.deletePhotoRows(
      db,
      batch.map((photo) => photo.id),
      true,
    );
    await deleteFiles(storage, keys);
    removed += keys.length;
    if (batch.length < 100) return removed;
  }
}
