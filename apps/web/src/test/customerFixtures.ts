import type { CustomerBooking, CustomerProfile, FamilyMember } from '@care/shared';

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

export function bookingFixture(overrides: Partial<CustomerBooking> = {}): CustomerBooking {
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
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}
