import { randomUUID } from 'node:crypto';
import type {
  BookingCareProfile,
  BookingStatus,
  CareProfile,
  CareProfileBody,
  CareProfileRecord,
  CareProfileView,
  SellerKind,
} from '@care/shared';
import type { Database } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { findMember } from '../family/repository.ts';
import * as repo from './repository.ts';

/**
 * While a caregiver may read a care profile: from accepting the booking until it ends. Before
 * they accept they are a stranger to the family; afterwards they have no need to know.
 */
const READABLE_WHILE: readonly BookingStatus[] = ['ACCEPTED', 'IN_PROGRESS'];

/** A saved profile keeps each medicine's id across edits; a new medicine gets one. */
function withMedicineIds(body: CareProfileBody): CareProfile {
  return {
    ...body,
    medicines: body.medicines.map((medicine) => ({ ...medicine, id: medicine.id ?? randomUUID() })),
  };
}

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/**
 * Care profiles are health data. The family who booked keeps them; a caregiver reads one only
 * for their own booking while it is accepted or under way, and every such read is recorded in
 * the same transaction and shown to the family.
 */
export function createCareProfileService(db: Database) {
  async function mustOwn(customerId: string, memberId: string) {
    const member = await findMember(db, customerId, memberId);
    if (!member) throw notFound('Family member');
    return member;
  }

  async function record(memberId: string): Promise<CareProfileRecord> {
    const row = await repo.findProfile(db, memberId);
    return {
      familyMemberId: memberId,
      profile: row?.profile ?? null,
      updatedAt: iso(row?.updatedAt),
    };
  }

  return {
    async get(customerId: string, memberId: string): Promise<CareProfileRecord> {
      await mustOwn(customerId, memberId);
      return record(memberId);
    },

    async save(
      customerId: string,
      memberId: string,
      body: CareProfileBody,
    ): Promise<CareProfileRecord> {
      await mustOwn(customerId, memberId);
      const row = await repo.saveProfile(db, memberId, withMedicineIds(body));
      return { familyMemberId: memberId, profile: row.profile, updatedAt: iso(row.updatedAt) };
    },

    async views(customerId: string, memberId: string): Promise<CareProfileView[]> {
      await mustOwn(customerId, memberId);
      const rows = await repo.listViews(db, memberId);
      return rows.map((row) => ({ ...row, viewedAt: row.viewedAt.toISOString() }));
    },

    /** The caregiver's read: only their booking, only while it is accepted or under way. */
    async forSeller(
      seller: { kind: SellerKind; id: string },
      bookingId: string,
    ): Promise<BookingCareProfile> {
      return db.transaction(async (tx) => {
        const booking = await repo.findBookingForSeller(tx, bookingId);
        const theirs =
          booking &&
          (seller.kind === 'Provider'
            ? booking.providerId === seller.id
            : booking.companyId === seller.id);
        // Another seller's booking does not exist for them, as everywhere else.
        if (!booking || !theirs) throw notFound('Booking');
        if (!READABLE_WHILE.includes(booking.status)) {
          throw forbidden(
            booking.status === 'PENDING'
              ? 'Accept the booking to see the care profile'
              : 'The care profile is shown only while the booking is accepted or under way',
          );
        }
        const row = await repo.findProfile(tx, booking.familyMemberId);
        await repo.recordView(tx, {
          familyMemberId: booking.familyMemberId,
          bookingId: booking.id,
          viewerType: seller.kind,
          viewerId: seller.id,
          viewerName:
            (seller.kind === 'Provider' ? booking.providerName : booking.companyName) ??
            (seller.kind === 'Provider' ? 'Caregiver' : 'Company'),
          reason: null,
        });
        return {
          bookingId: booking.id,
          member: {
            name: booking.memberName,
            age: booking.memberAge,
            gender: booking.memberGender,
          },
          profile: row?.profile ?? null,
          updatedAt: iso(row?.updatedAt),
        };
      });
    },
  };
}
