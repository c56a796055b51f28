import type { SellerBookingsQuery, SellerKind } from '@care/shared';
import { sellerKeysRoot } from '../../../lib/queries/sellerKeys';

/** Query keys of the signed-in caregiver's data; logout drops everything under `all`. */
export const dashboardKeys = {
  all: sellerKeysRoot,
  bookings: () => [...dashboardKeys.all, 'bookings'] as const,
  bookingList: (caregiver: SellerKind, userId: string, query: Partial<SellerBookingsQuery>) =>
    [...dashboardKeys.bookings(), caregiver, userId, query] as const,
  /** Services, the online state and days off: what decides whether families can book. */
  business: () => [...dashboardKeys.all, 'business'] as const,
  offerings: (caregiver: SellerKind, userId: string) =>
    [...dashboardKeys.business(), 'offerings', caregiver, userId] as const,
  online: (caregiver: SellerKind, userId: string) =>
    [...dashboardKeys.business(), 'online', caregiver, userId] as const,
  daysOff: (caregiver: SellerKind, userId: string) =>
    [...dashboardKeys.business(), 'days-off', caregiver, userId] as const,
};
