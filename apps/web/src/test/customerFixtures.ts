import type { CustomerProfile, customerBookingSchema, FamilyMember } from '@care/shared';
import type { z } from 'zod';

/** A booking as the API sends it: money in rupees (the app decodes it to paise). */
export type WireBooking = z.input<typeof customerBookingSchema>;

/**
 * A valid, readable id for a test's own label ('b-pending' -> 'b0000000-...'): the app decodes
 * answers by their contracts, which require UUIDs, so fixtures carry real ones.
 */
export function fakeId(label: string): string {
  const hex = [...label].map((c) => c.charCodeAt(0).toString(16).padStart(2, '0')).join('');
  const digits = hex.padEnd(32, '0').slice(0, 32);
  return `${digits.slice(0, 8)}-${digits.slice(8, 12)}-4${digits.slice(13, 16)}-8${digits.slice(17, 20)}-${digits.slice(20)}`;
}

export const profileFixture: CustomerProfile = {
  id: '0b6f7a4e-2f1c-4c1e-9d1a-1a2b3c4d5e60',
  name: 'Ananya Iyer',
  email: 'ananya@example.in',
  gender: 'Female',
  dob: '1988-04-12',
  address: '14 MG Road, Indiranagar, Bengaluru',
  pincode: '560038',
  phone: '9876543210',
};

/** A customer who signed in but has not completed the profile yet. */
export const emptyProfileFixture: CustomerProfile = {
  id: profileFixture.id,
  name: null,
  email: null,
  gender: null,
  dob: null,
  address: null,
  pincode: null,
  phone: '9876543210',
};

export const memberFixture: FamilyMember = {
  id: '5d0c1b2a-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
  name: 'Lakshmi Iyer',
  gender: 'Female',
  age: 72,
  relation: 'Mother',
  note: 'Needs help after knee surgery',
  image: null,
};

const ids = (n: number) => `9a1b2c3d-0000-4000-8000-00000000000${n}`;

export function bookingFixture(overrides: Partial<WireBooking> = {}): WireBooking {
  return {
    id: ids(1),
    providerSvc: {
      id: ids(2),
      service: { name: 'Elder Companion' },
      provider: { id: ids(3), name: 'Meera Nair' },
    },
    companySvc: null,
    familyMember: { id: memberFixture.id, name: memberFixture.name },
    startDate: '2026-12-01',
    endDate: '2026-12-05',
    days: 5,
    pricePerDay: 25000,
    startCode: '4821',
    endCode: '9930',
    totalAmount: 125000,
    status: 'PENDING',
    review: null,
    staff: null,
    contactPhone: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}
