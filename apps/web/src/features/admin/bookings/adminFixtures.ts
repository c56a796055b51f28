import type {
  adminBookingDetailSchema,
  adminBookingRowSchema,
  familyRecordSchema,
  sellerRecordSchema,
} from '@care/shared';
import type { z } from 'zod';
import { setOperatorTokens } from '../../../lib/tokens';
import { fakeJwt } from '../../../test/fakeJwt';

/*
 * What the console's fake API answers in page tests: as the API sends it, money in rupees.
 */

export const ids = {
  operator: 'a7c1f6a2-2c43-4d0e-9a55-3b1f0c2d9e01',
  booking: '9b1c2d3e-0000-4000-8000-000000000001',
  family: '9b1c2d3e-0000-4000-8000-000000000002',
  caregiver: '9b1c2d3e-0000-4000-8000-000000000003',
};

export const supportOperator = {
  id: ids.operator,
  mobile: '9000000002',
  role: 'support',
  refundLimitPaise: 500_000,
};
export const adminOperator = {
  ...supportOperator,
  mobile: '9000000001',
  role: 'admin',
  refundLimitPaise: null,
};

/** Signs the console in (the fake API answers who it is). */
export function signInOperator() {
  setOperatorTokens({
    accessToken: fakeJwt({ sub: ids.operator, ut: 'Admin' }),
    refreshToken: 'r',
  });
}

type WireRow = z.input<typeof adminBookingRowSchema>;

export function bookingRow(n: number, overrides: Partial<WireRow> = {}): WireRow {
  return {
    id: `9b1c2d3e-0000-4000-8000-${String(100 + n).padStart(12, '0')}`,
    status: 'PENDING',
    serviceName: 'Nursing Attendant',
    startDate: '2026-12-01',
    endDate: '2026-12-02',
    days: 2,
    total: 3000,
    createdAt: '2026-11-24T06:30:00.000Z',
    family: { id: ids.family, name: 'Asha Rao', mobile: '9876543210' },
    patientName: 'Shanta Rao',
    caregiver: { kind: 'Provider', id: ids.caregiver, name: 'Kavita Sharma', mobile: '8000000001' },
    ...overrides,
  };
}

type WireDetail = z.input<typeof adminBookingDetailSchema>;

export function bookingDetail(overrides: Partial<WireDetail> = {}): WireDetail {
  const row = bookingRow(0, { id: ids.booking, status: 'ACCEPTED' });
  return {
    ...row,
    pricePerDay: 1500,
    commissionBps: 1000,
    family: { ...row.family, suspendedAt: null },
    patient: { name: 'Shanta Rao', age: 74, gender: 'Female', relation: 'Mother' },
    caregiver: { ...row.caregiver, suspendedAt: null },
    staff: null,
    acceptedAt: '2026-11-24T07:00:00.000Z',
    startedAt: null,
    completedAt: null,
    cancelledAt: null,
    cancelledBy: null,
    cancelReason: null,
    money: { paid: 3000, refunded: 0, held: 3000, refundable: 3000 },
    canCancel: true,
    history: [
      {
        id: '9b1c2d3e-0000-4000-8000-000000000201',
        fromStatus: null,
        toStatus: 'PENDING',
        actorType: 'Customer',
        actorId: ids.family,
        actorLabel: 'Asha Rao',
        note: null,
        createdAt: '2026-11-24T06:30:00.000Z',
      },
      {
        id: '9b1c2d3e-0000-4000-8000-000000000202',
        fromStatus: 'PENDING',
        toStatus: 'ACCEPTED',
        actorType: 'Provider',
        actorId: ids.caregiver,
        actorLabel: 'Kavita Sharma',
        note: null,
        createdAt: '2026-11-24T07:00:00.000Z',
      },
    ],
    notifications: [
      {
        id: '9b1c2d3e-0000-4000-8000-000000000301',
        recipientKind: 'Provider',
        mobile: '8000000001',
        type: 'BOOKING_REQUESTED',
        text: 'New request on CareConnect: Nursing Attendant for Shanta Rao, 1 Dec 2026 to 2 Dec 2026.',
        smsStatus: 'SENT',
        readAt: null,
        createdAt: '2026-11-24T06:30:00.000Z',
      },
    ],
    ledger: [
      {
        id: '9b1c2d3e-0000-4000-8000-000000000401',
        entryKind: 'BOOKING_PAID',
        description: 'Nursing Attendant, 2 days',
        account: 'WALLET',
        amount: -3000,
        createdAt: '2026-11-24T06:30:00.000Z',
      },
      {
        id: '9b1c2d3e-0000-4000-8000-000000000402',
        entryKind: 'BOOKING_PAID',
        description: 'Nursing Attendant, 2 days',
        account: 'HELD',
        amount: 3000,
        createdAt: '2026-11-24T06:30:00.000Z',
      },
    ],
    ...overrides,
  };
}

export function sellerRecord(
  overrides: Partial<z.input<typeof sellerRecordSchema>> = {},
): z.input<typeof sellerRecordSchema> {
  return {
    kind: 'Provider',
    id: ids.caregiver,
    name: 'Kavita Sharma',
    mobile: '8000000001',
    email: 'kavita@example.in',
    address: '4 Lake View Road, Kochi',
    pincode: '682001',
    createdAt: '2026-10-01T06:30:00.000Z',
    verificationStatus: 'VERIFIED',
    isActive: true,
    isOnline: true,
    suspendedAt: null,
    suspensionReason: null,
    rating: { average: 4, count: 1 },
    bookingCounts: [
      { status: 'ACCEPTED', count: 1 },
      { status: 'COMPLETED', count: 3 },
    ],
    recentBookings: [bookingRow(1, { status: 'ACCEPTED' })],
    openBookings: [bookingRow(1, { status: 'ACCEPTED' })],
    cancellations: [
      {
        bookingId: '9b1c2d3e-0000-4000-8000-000000000501',
        serviceName: 'Nursing Attendant',
        startDate: '2026-11-10',
        endDate: '2026-11-10',
        cancelledAt: '2026-11-09T06:30:00.000Z',
        reason: 'My mother is in hospital',
      },
    ],
    cancellationCount: 1,
    reviews: [
      {
        bookingId: '9b1c2d3e-0000-4000-8000-000000000502',
        rating: 4,
        comment: 'Kind and on time',
        familyName: 'Asha Rao',
        createdAt: '2026-11-01T06:30:00.000Z',
      },
    ],
    documents: [],
    money: { held: 3000, available: 1264, inTransit: 0 },
    payouts: [
      {
        id: '9b1c2d3e-0000-4000-8000-000000000601',
        amount: 500,
        status: 'PROCESSED',
        destinationLabel: 'Bank XXXXXX7890',
        reference: 'UTR123',
        failureReason: null,
        createdAt: '2026-11-20T06:30:00.000Z',
        processedAt: '2026-11-20T06:31:00.000Z',
      },
    ],
    ...overrides,
  };
}

export function familyRecord(
  overrides: Partial<z.input<typeof familyRecordSchema>> = {},
): z.input<typeof familyRecordSchema> {
  return {
    id: ids.family,
    name: 'Asha Rao',
    mobile: '9876543210',
    email: 'asha@example.in',
    address: '12 MG Road, Bengaluru',
    pincode: '560001',
    createdAt: '2026-10-01T06:30:00.000Z',
    suspendedAt: null,
    suspensionReason: null,
    walletBalance: 1500,
    members: [
      {
        id: '9b1c2d3e-0000-4000-8000-000000000701',
        name: 'Shanta Rao',
        age: 74,
        gender: 'Female',
        relation: 'Mother',
        removed: false,
      },
    ],
    bookingCount: 1,
    recentBookings: [bookingRow(1)],
    openBookings: [bookingRow(1)],
    ...overrides,
  };
}
