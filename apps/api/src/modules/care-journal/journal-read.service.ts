import type { Journal } from '@care/shared';
import type { Executor } from '../../db/client.ts';
import type { CareBooking } from './access.ts';
import { byDay, presentEntries } from './journal-entries.ts';
import type { PhotoLinks } from './photo-links.ts';
import * as repo from './journal.repository.ts';

/**
 * A booking's journal as the family (or the operator) reads it: every day of the booking with
 * its check-in and check-out times, and every entry of the day, oldest first, with photos as
 * short-lived links and the history of corrections. The day's codes are for the family who
 * booked only: a relative follows, and the operator reads for a reason; neither needs them.
 * The caller has already decided that `viewer` may read this booking.
 */
export async function buildJournal(
  db: Executor,
  links: PhotoLinks,
  booking: CareBooking,
  viewer: 'owner' | 'relative' | 'operator',
): Promise<Journal> {
  // One query after another: inside a transaction they share one connection anyway.
  const days = await repo.daysOf(db, booking.id);
  const entryRows = await repo.entriesOf(db, booking.id);
  const entries = byDay(await presentEntries(db, links, entryRows));
  const withCodes = viewer === 'owner';
  return {
    booking: {
      id: booking.id,
      serviceName: booking.serviceName,
      status: booking.status,
      startDate: booking.startDate,
      endDate: booking.endDate,
      memberId: booking.familyMemberId,
      memberName: booking.memberName,
      caregiverName: booking.caregiverName,
    },
    viewer,
    days: days.map((day) => ({
      date: day.date,
      checkInAt: day.checkInAt?.toISOString() ?? null,
      checkOutAt: day.checkOutAt?.toISOString() ?? null,
      checkInCode: withCodes ? day.checkInCode : null,
      checkOutCode: withCodes ? day.checkOutCode : null,
      missedAlertAt: day.missedAlertAt?.toISOString() ?? null,
      entries: entries.get(day.date) ?? [],
    })),
  };
}
