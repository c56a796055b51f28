import { JOURNAL_LIMITS, type SellerKind } from '@care/shared';
import type { Executor } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { findCareBooking, followsMember, type CareBooking } from './access.repository.ts';

export type { CareBooking } from './access.repository.ts';

/*
 * Who may read a booking's care data (check-ins, journal, photos): the family who booked (the
 * owner), a relative the owner invited to follow the care recipient (read-only), and the
 * caregiver of the booking while it is active. The operator reads with a recorded reason,
 * elsewhere. Everyone else is told the booking does not exist, as everywhere in the API.
 */

export type FamilyViewer = 'owner' | 'relative';

/** The family's read of a booking's care data: the owner, or an invited relative. */
export async function familyReaderOf(
  db: Executor,
  customerId: string,
  bookingId: string,
): Promise<{ booking: CareBooking; viewer: FamilyViewer }> {
  const booking = await findCareBooking(db, bookingId);
  if (!booking) throw notFound('Booking');
  if (booking.customerId === customerId) return { booking, viewer: 'owner' };
  if (await followsMember(db, customerId, booking.familyMemberId)) {
    return { booking, viewer: 'relative' };
  }
  throw notFound('Booking');
}

export interface Seller {
  kind: SellerKind;
  id: string;
}

/**
 * Whether a caregiver's booking is active for the care journal: accepted, under way, or
 * completed less than a day ago (so the last day's entry can still be written and corrected).
 */
export function journalOpenFor(booking: CareBooking, at: Date): boolean {
  if (booking.status === 'ACCEPTED' || booking.status === 'IN_PROGRESS') return true;
  return (
    booking.status === 'COMPLETED' &&
    booking.completedAt !== null &&
    at.getTime() - booking.completedAt.getTime() < JOURNAL_LIMITS.editHours * 3_600_000
  );
}

/**
 * The caregiver's access to their booking's journal: another seller's booking does not exist
 * for them; before accepting, or after the care is over, the journal is closed to them.
 */
export async function sellerBookingFor(
  db: Executor,
  seller: Seller,
  bookingId: string,
  at: Date,
  forUpdate = false,
): Promise<CareBooking> {
  const booking = await findCareBooking(db, bookingId, forUpdate);
  const theirs =
    booking &&
    (seller.kind === 'Provider'
      ? booking.providerId === seller.id
      : booking.companyId === seller.id);
  if (!booking || !theirs) throw notFound('Booking');
  if (!journalOpenFor(booking, at)) {
    throw forbidden(
      booking.status === 'PENDING'
        ? 'Accept the booking to use its care journal'
        : 'The care journal is open only while the care is accepted or under way',
    );
  }
  return booking;
}
