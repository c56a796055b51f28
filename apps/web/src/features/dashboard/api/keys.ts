import type { SellerBookingsQuery, SellerKind } from '@care/shared';
import { sellerBusinessKeys, sellerKeysRoot } from '../../../lib/queries/sellerKeys';

/** Query keys of the signed-in caregiver's data; logout drops everything under `all`. */
export const dashboardKeys = {
  all: sellerKeysRoot,
  bookings: () => [...dashboardKeys.all, 'bookings'] as const,
  bookingList: (caregiver: SellerKind, userId: string, query: Partial<SellerBookingsQuery>) =>
    [...dashboardKeys.bookings(), caregiver, userId, query] as const,
  /** Services, the online state and days off (shared with registration's last step). */
  business: sellerBusinessKeys.all,
};
