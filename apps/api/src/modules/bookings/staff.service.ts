import type { SellerBooking } from '@care/shared';
import type { FileStorage } from '../../adapters/storage/index.ts';
import type { Database } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { notifyBooking } from '../notifications/service.ts';
import { createPhotoStore } from '../photos/store.ts';
import * as repo from './lifecycle.repository.ts';
import type { Seller } from './lifecycle.repository.ts';
import { toSellerBooking } from './seller.service.ts';
import { staffAssignable } from './staff.ts';

export interface StaffDeps {
  db: Database;
  storage: FileStorage;
  log: { warn(details: object, message: string): void };
}

/** As the shared schema parsed them: the name trimmed, the phone as 10 digits. */
type StaffFields = { name: string; phone: string };

/**
 * A company names the member of its staff who goes to the family's home (name, phone, photo),
 * for accepted care and while it is under way. The family is told who is coming, in the same
 * transaction, through the notifications outbox.
 */
export function createStaffService({ db, storage, log }: StaffDeps) {
  const photos = createPhotoStore({ storage, log });

  /** Saves the staff member; answers the photo stem this replaces, for removal after commit. */
  async function save(
    company: Seller,
    bookingId: string,
    staff: StaffFields,
    newPhoto: string | null,
  ): Promise<string | null> {
    return db.transaction(async (tx) => {
      const booking = await repo.findSellerBooking(tx, company, bookingId, true);
      if (!booking) throw notFound('Booking');
      if (!staffAssignable.includes(booking.status)) {
        throw conflict(
          'Staff can be assigned once the booking is accepted, and until the care is complete',
        );
      }
      // Without a new photo, the old one stays only for the same person.
      const samePerson = booking.staffName === staff.name;
      const photo = newPhoto ?? (samePerson ? booking.staffPhoto : null);
      await repo.updateBooking(tx, bookingId, {
        staffName: staff.name,
        staffPhone: staff.phone,
        staffPhoto: photo,
        updatedAt: new Date(),
      });
      await notifyBooking(tx, bookingId, 'STAFF_ASSIGNED', {
        staffName: staff.name,
        staffPhone: staff.phone,
      });
      return booking.staffPhoto !== photo ? booking.staffPhoto : null;
    });
  }

  return {
    async assign(
      company: Seller,
      bookingId: string,
      staff: StaffFields,
      photoBytes: Buffer | null,
    ): Promise<SellerBooking> {
      if (photoBytes) {
        await photos.replace(photoBytes, 'photo', 'Photo', (stem) =>
          save(company, bookingId, staff, stem),
        );
      } else {
        await photos.remove(await save(company, bookingId, staff, null));
      }
      const row = await repo.getSellerBooking(db, company, bookingId);
      if (!row) throw notFound('Booking');
      return toSellerBooking(row);
    },
  };
}
