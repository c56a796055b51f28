import type { SellerBookingsQuery, SellerKind } from '@care/shared';

/** Query keys of the signed-in caregiver's data; logout drops everything under `all`. */
export const dashboardKeys = {
  all: ['caregiver'] as const,
  bookings: () => [...dashboardKeys.all, 'bookings'] as const,
  bookingList: (caregiver: SellerKind, userId: string, query: Partial<SellerBookingsQuery>) =>
    [...dashboardKeys.bookings(), caregiver, userId, query] as const,
};
