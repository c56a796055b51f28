import {
  formatCareDate,
  type CareProfile,
  type JournalEntryBody,
  type JournalEntryContent,
  type JournalEntryUpdateBody,
} from '@care/shared';
import type { Executor } from '../../db/client.ts';
import * as clock from '../../lib/clock.ts';
import { unprocessable } from '../../lib/errors.ts';
import { sellerBookingFor, type CareBooking, type Seller } from './access.ts';

/*
 * The caregiver's writing rules for the journal: when it is open for writing, which days an
 * entry may be for, and what its content becomes once checked against the care profile.
 */

/**
 * The caregiver's booking, open for writing: under way, or completed less than a day ago (so
 * the last day can still be written). Accepted but not started is refused: the journal starts
 * with the first check-in. Other bookings are refused by sellerBookingFor (404 or 403).
 */
export async function writableBookingFor(
  db: Executor,
  seller: Seller,
  bookingId: string,
  forUpdate = false,
): Promise<CareBooking> {
  const booking = await sellerBookingFor(db, seller, bookingId, clock.now(), forUpdate);
  if (booking.status === 'ACCEPTED') {
    throw unprocessable('Check in first: the journal starts when the care starts');
  }
  return booking;
}

/** An entry is for a day of the booking that has come (India time, the journal's clock). */
export function checkEntryDate(booking: CareBooking, date: string): void {
  if (date < booking.startDate || date > booking.endDate) {
    throw unprocessable(
      `${formatCareDate(date)} is not a day of this booking, which runs from ${formatCareDate(booking.startDate)} to ${formatCareDate(booking.endDate)}`,
    );
  }
  const today = clock.today();
  if (date > today) {
    throw unprocessable(
      `${formatCareDate(date)} has not come yet: write the entry on the day (today is ${formatCareDate(today)})`,
    );
  }
}

type Medicines = CareProfile['medicines'];

/**
 * The stored content of an entry: the body without its date and photos, with each medicine's
 * name copied from the care profile, so the entry still reads right after the profile changes.
 * A medicine that is not in the profile is refused.
 */
export function entryContent(
  body: JournalEntryBody | JournalEntryUpdateBody,
  profileMedicines: Medicines,
): JournalEntryContent {
  const byId = new Map(profileMedicines.map((medicine) => [medicine.id, medicine]));
  return {
    meals: body.meals.map(({ meal, portion, note }) => ({ meal, portion, note })),
    medicines: body.medicines.map((given) => {
      const medicine = byId.get(given.medicineId);
      if (!medicine) {
        throw unprocessable(
          'A medicine in this entry is not a medicine in the care profile. Reload the form and try again.',
        );
      }
      return {
        medicineId: given.medicineId,
        name: medicine.name,
        given: given.given,
        time: given.time,
        note: given.note,
      };
    }),
    mood: body.mood,
    activities: body.activities,
    notes: body.notes,
    readings: body.readings,
  };
}
