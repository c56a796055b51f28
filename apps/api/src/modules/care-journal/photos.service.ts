import { randomUUID } from 'node:crypto';
import type { JournalPhoto } from '@care/shared';
import { assertStorageKey, type FileStorage } from '../../adapters/storage/index.ts';
import type { Database, Executor } from '../../db/client.ts';
import * as clock from '../../lib/clock.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import type { Seller } from './access.ts';
import { writableBookingFor } from './journal-rules.ts';
import type { PhotoLinks } from './photo-links.ts';
import { prepareJournalPhoto } from './photos.image.ts';
import * as repo from './photos.repository.ts';

/**
 * How many uploaded photos may wait for an entry at once, per booking: enough for a few entries'
 * worth of retries, few enough that nobody fills the disk (the sweep clears them after a day).
 */
export const MAX_UNATTACHED_PHOTOS = 12;

export interface JournalPhotoDeps {
  db: Database;
  storage: FileStorage;
  links: PhotoLinks;
}

/** `care-journal/<bookingId>/<uuid>.webp`: private, never named after anything the user sent. */
function photoKey(bookingId: string): string {
  const key = `care-journal/${bookingId}/${randomUUID()}.webp`;
  assertStorageKey(key);
  return key;
}

/**
 * Photos the caregiver takes for the journal: uploaded first, resized and stripped on the
 * server, stored privately, then attached to an entry (addEntry / updateEntry).
 */
export function createJournalPhotoService({ db, storage, links }: JournalPhotoDeps) {
  return {
    async upload(seller: Seller, bookingId: string, bytes: Buffer): Promise<JournalPhoto> {
      // Refuse early (before the work of decoding) when the booking is not theirs or not open.
      await writableBookingFor(db, seller, bookingId);
      const prepared = await prepareJournalPhoto(bytes);
      const key = photoKey(bookingId);
      await storage.put(key, prepared.bytes, 'image/webp');
      try {
        const row = await db.transaction(async (tx) => {
          // The booking's row lock keeps two uploads from both passing the limit.
          await writableBookingFor(tx, seller, bookingId, true);
          if ((await repo.countUnattached(tx, bookingId)) >= MAX_UNATTACHED_PHOTOS) {
            throw unprocessable(
              `At most ${MAX_UNATTACHED_PHOTOS} photos may wait for an entry: save the entry, or wait a day for unused photos to be cleared`,
            );
          }
          return repo.insertPhoto(tx, {
            bookingId,
            storageKey: key,
            width: prepared.width,
            height: prepared.height,
            bytes: prepared.bytes.length,
            createdAt: clock.now(),
          });
        });
        return {
          id: row.id,
          url: await links.urlOf(row),
          width: row.width,
          height: row.height,
        };
      } catch (error) {
        // Nothing half-written: a refused upload leaves no file behind.
        await storage.delete(key).catch(() => undefined);
        throw error;
      }
    },

    /** The photo behind a signed link of our own route (the link was checked by the caller). */
    async file(photoId: string) {
      const photo = await repo.findPhoto(db, photoId);
      const stream = photo ? await storage.read(photo.storageKey) : null;
      if (!stream) throw notFound('Photo');
      return stream;
    },
  };
}

/**
 * Checks the photos an entry is to have: each uploaded for this booking and free (not in
 * another entry; `entryId` may already hold it on a correction), then attaches them.
 */
export async function attachEntryPhotos(
  db: Executor,
  bookingId: string,
  entryId: string,
  photoIds: readonly string[],
): Promise<void> {
  const found = await repo.lockPhotos(db, photoIds);
  const usable = new Set(
    found
      .filter((photo) => photo.bookingId === bookingId)
      .filter((photo) => photo.entryId === null || photo.entryId === entryId)
      .map((photo) => photo.id),
  );
  if (photoIds.some((id) => !usable.has(id))) {
    throw unprocessable(
      'A photo was not uploaded for this booking, or is already in another entry. Upload it again.',
    );
  }
  await repo.detachPhotosExcept(db, entryId, photoIds);
  await repo.attachPhotos(db, entryId, photoIds);
}
