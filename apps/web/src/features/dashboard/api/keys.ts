import type { SellerBookingsQuery } from '@care/shared';
import type { CaregiverType } from '../../../lib/token-claims';

/** Query keys of the signed-in caregiver's data; logout drops everything under `all`. */
export const dashboardKeys = {
  all: ['caregiver'] as const,
  bookings: () => [...dashboardKeys.all, 'bookings'] as const,
  bookingList: (caregiver: CaregiverType, userId: string, query: Partial<SellerBookingsQuery>) =>
    [...dashboardKeys.bookings(), caregiver, userId, query] as const,
};
