import {
  startOfIndiaDay,
  type JournalEntry,
  type JournalEntryBody,
  type JournalEntryUpdateBody,
  type SellerJournal,
} from '@care/shared';
import type { Database, Executor } from '../../db/client.ts';
import * as clock from '../../lib/clock.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import { findProfile, recordView, viewedSince } from '../care-profile/repository.ts';
import { sellerBookingFor, type CareBooking, type Seller } from './access.ts';
import { byDay, editableUntil, presentEntries } from './journal-entries.ts';
import { checkEntryDate, entryContent, writableBookingFor } from './journal-rules.ts';
import type { PhotoLinks } from './photo-links.ts';
import { attachEntryPhotos } from './photos.service.ts';
import * as repo from './journal.repository.ts';

export interface JournalDeps {
  db: Database;
  links: PhotoLinks;
}

async function profileMedicines(db: Executor, familyMemberId: string) {
  return (await findProfile(db, familyMemberId))?.profile.medicines ?? [];
}

/**
 * The journal shows the caregiver the care profile's medicines: a read of the profile, which
 * the family sees like any other. Recorded once a day per booking, not at every refresh.
 */
async function recordMedicinesRead(db: Executor, seller: Seller, booking: CareBooking) {
  const view = {
    familyMemberId: booking.familyMemberId,
    bookingId: booking.id,
    viewerId: seller.id,
  };
  if (await viewedSince(db, view, startOfIndiaDay(clock.today()))) return;
  await recordView(db, {
    ...view,
    viewerType: seller.kind,
    viewerName: booking.caregiverName,
    reason: null,
    // The journal's clock, which decides "today" above: one read a journal day, even when an
    // E2E moves that day.
    viewedAt: clock.now(),
  });
}

/**
 * Who an entry says wrote it: the caregiver's name, or for a company the staff member the
 * booking names (falling back to the company's name).
 */
async function authorName(db: Executor, seller: Seller, booking: CareBooking): Promise<string> {
  if (seller.kind === 'Company') {
    return (await repo.staffNameOf(db, booking.id)) ?? booking.caregiverName;
  }
  return booking.caregiverName;
}

const authorOf = (seller: Seller) => ({ type: seller.kind, id: seller.id });

/**
 * The caregiver's journal: reading their booking's days and their own entries, writing an
 * entry for a day of running care, and correcting it within a day, keeping what it said before.
 */
export function createJournalService({ db, links }: JournalDeps) {
  async function present(row: repo.JournalEntryRow): Promise<JournalEntry> {
    const [entry] = await presentEntries(db, links, [row]);
    return entry!;
  }

  return {
    async forSeller(seller: Seller, bookingId: string): Promise<SellerJournal> {
      const booking = await sellerBookingFor(db, seller, bookingId, clock.now());
      const days = await repo.daysOf(db, booking.id);
      const rows = await repo.entriesOf(db, booking.id, authorOf(seller));
      const entries = byDay(await presentEntries(db, links, rows));
      const medicines = await profileMedicines(db, booking.familyMemberId);
      if (medicines.length > 0) await recordMedicinesRead(db, seller, booking);
      return {
        bookingId: booking.id,
        status: booking.status,
        startDate: booking.startDate,
        endDate: booking.endDate,
        memberName: booking.memberName,
        today: clock.today(),
        medicines: medicines.map(({ id, name, dose, times }) => ({ id, name, dose, times })),
        days: days.map((day) => ({
          date: day.date,
          checkInAt: day.checkInAt?.toISOString() ?? null,
          checkOutAt: day.checkOutAt?.toISOString() ?? null,
          entries: entries.get(day.date) ?? [],
        })),
      };
    },

    async addEntry(seller: Seller, bookingId: string, body: JournalEntryBody) {
      const row = await db.transaction(async (tx) => {
        const booking = await writableBookingFor(tx, seller, bookingId, true);
        checkEntryDate(booking, body.date);
        const content = entryContent(body, await profileMedicines(tx, booking.familyMemberId));
        const at = clock.now();
        const entry = await repo.insertEntry(tx, {
          bookingId: booking.id,
          familyMemberId: booking.familyMemberId,
          date: body.date,
          authorType: seller.kind,
          authorId: seller.id,
          authorName: await authorName(tx, seller, booking),
          content,
          createdAt: at,
          updatedAt: at,
        });
        await attachEntryPhotos(tx, booking.id, entry.id, body.photoIds);
        return entry;
      });
      return present(row);
    },

    async updateEntry(seller: Seller, entryId: string, body: JournalEntryUpdateBody) {
      const row = await db.transaction(async (tx) => {
        const entry = await repo.lockEntry(tx, entryId);
        // Only the author may correct; anyone else's entry does not exist for them.
        if (!entry || entry.authorType !== seller.kind || entry.authorId !== seller.id) {
          throw notFound('Journal entry');
        }
        const booking = await writableBookingFor(tx, seller, entry.bookingId);
        const at = clock.now();
        if (at.getTime() >= editableUntil(entry.createdAt).getTime()) {
          throw unprocessable('Entries can be corrected for 24 hours after writing them');
        }
        const content = entryContent(body, await profileMedicines(tx, booking.familyMemberId));
        const corrected = await repo.correctEntry(tx, entry, content, at);
        await attachEntryPhotos(tx, booking.id, entry.id, body.photoIds);
        return corrected;
      });
      return present(row);
    },
  };
}
