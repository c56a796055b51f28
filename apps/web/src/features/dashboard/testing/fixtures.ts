import { addCalendarDays, todayInIndia, type SellerBooking } from '@care/shared';

let counter = 0;

/** A booking as the caregiver sees it; pending ones hide the family's contact details. */
export function sellerBookingFixture(overrides: Partial<SellerBooking> = {}): SellerBooking {
  counter += 1;
  const status = overrides.status ?? 'PENDING';
  const shared = status !== 'PENDING';
  return {
    id: `7c1e2d3f-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    serviceName: 'Elder Companion',
    // Care that starts today, so an accepted booking can be started.
    startDate: todayInIndia(),
    endDate: addCalendarDays(todayInIndia(), 2),
    days: 3,
    pricePerDay: 1500,
    totalAmount: 4500,
    status,
    patient: {
      name: 'Lakshmi Iyer',
      gender: 'Female',
      age: 72,
      relation: 'Mother',
      note: 'Needs help after knee surgery',
    },
    customer: {
      name: shared ? 'Ananya Iyer' : null,
      pincode: '560038',
      mobile: shared ? '9876543210' : null,
      address: shared ? '14 MG Road, Indiranagar, Bengaluru' : null,
    },
    createdAt: '2026-11-20T10:00:00.000Z',
    startedAt: null,
    completedAt: null,
    staff: null,
    ...overrides,
  };
}
