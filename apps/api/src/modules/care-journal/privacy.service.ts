import type { CareDataExport, Journal } from '@care/shared';
import type { FileStorage } from '../../adapters/storage/index.ts';
import type { Database, Executor } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { now, today } from '../../lib/clock.ts';
import { findProfile } from '../care-profile/repository.ts';
import { findCareBooking } from './access.repository.ts';
import { buildJournal } from './journal-read.service.ts';
import type { PhotoLinks } from './photo-links.ts';
import { deletePhotosOfMemberRows } from './photos.repository.ts';
import * as repo from './privacy.repository.ts';

/*
 * The family's rights over a care recipient's care data under India's DPDP Act: to get a copy
 * of all of it, and to have it erased. Erasure takes the health data (care profile, who read
 * it, journal entries with their history, photos, the circle) and keeps the bookings, their
 * payments, ledger and receipts, and each booking day's check-in times: those are the record
 * of a service bought and paid for, which tax and accounting law requires us to keep.
 */

export interface CareDataDeleted {
  profile: boolean;
  entries: number;
  photos: number;
  circle: number;
  views: number;
}

export interface PrivacyDeps {
  db: Database;
  storage: FileStorage;
  links: PhotoLinks;
  log: { warn(details: object, message: string): void };
}

/** A file name for the export: the person's name as plain letters, and today's date. */
export function exportFileName(memberName: string): string {
  const slug = memberName
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `care-data-${slug || 'member'}-${today()}.json`;
}

/** Each booking's journal as the family who booked reads it. */
async function journalsOf(db: Executor, links: PhotoLinks, familyMemberId: string) {
  const journals: Journal[] = [];
  for (const id of await repo.bookingIdsOfMember(db, familyMemberId)) {
    const booking = await findCareBooking(db, id);
    if (booking) journals.push(await buildJournal(db, links, booking, 'owner'));
  }
  return journals;
}

export function createPrivacyService({ db, storage, links, log }: PrivacyDeps) {
  async function mustOwn(customerId: string, familyMemberId: string) {
    const member = await repo.findOwnedMember(db, customerId, familyMemberId);
    if (!member) throw notFound('Family member');
    return member;
  }

  return {
    /**
     * Everything kept about the person's care. The photo links inside are the journal's usual
     * short-lived ones (JOURNAL_PHOTO_LINK_SECONDS): the file is a record, not a photo album,
     * and a link that kept working would leave health data reachable by whoever finds the file.
     */
    async exportData(customerId: string, familyMemberId: string): Promise<CareDataExport> {
      const member = await mustOwn(customerId, familyMemberId);
      // One snapshot: the profile, its readers and the journals agree with each other.
      return db.transaction(async (tx) => {
        const profile = await findProfile(tx, member.id);
        const views = await repo.allViews(tx, member.id);
        const circle = await repo.wholeCircle(tx, member.id);
        return {
          exportedAt: now().toISOString(),
          member,
          profile: profile?.profile ?? null,
          profileViews: views.map((view) => ({ ...view, viewedAt: view.viewedAt.toISOString() })),
          circle: circle.map((row) => ({
            mobile: row.mobile,
            invitedAt: row.invitedAt.toISOString(),
            removedAt: row.removedAt?.toISOString() ?? null,
          })),
          journals: await journalsOf(tx, links, member.id),
        };
      });
    },

    /** Erases the care data in one transaction; the photo files go once it has committed. */
    async erase(customerId: string, familyMemberId: string): Promise<CareDataDeleted> {
      const member = await mustOwn(customerId, familyMemberId);
      const { deleted, photoKeys } = await db.transaction(async (tx) => {
        await repo.lockMember(tx, member.id);
        // Photos first, so their rows still name the files to remove.
        const photoKeys = await deletePhotosOfMemberRows(tx, member.id);
        const deleted: CareDataDeleted = {
          profile: await repo.deleteProfile(tx, member.id),
          entries: await repo.deleteEntries(tx, member.id),
          photos: photoKeys.length,
          circle: await repo.deleteCircle(tx, member.id),
          views: await repo.deleteViews(tx, member.id),
        };
        await repo.deleteDigests(tx, member.id);
        return { deleted, photoKeys };
      });
      // Best effort, after the commit: no row points at these files any more, so one that
      // fails to go is unreachable (served only through the rows), and is left to housekeeping.
      const results = await Promise.allSettled(photoKeys.map((key) => storage.delete(key)));
      for (const [index, result] of results.entries()) {
        if (result.status === 'rejected') {
          log.warn(
            { err: result.reason, storageKey: photoKeys[index] },
            'could not delete an erased journal photo',
          );
        }
      }
      return deleted;
    },
  };
}
