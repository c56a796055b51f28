import type { SellerKind } from '@care/shared';

/**
 * The root of every query key that holds the signed-in caregiver's (or company's) data: the
 * dashboard's, the bell's, and what registration and the dashboard share. Logging the seller
 * out drops everything under it.
 */
export const sellerKeysRoot = ['caregiver'] as const;

/** Services, the online state and days off: what decides whether families can book. */
export const sellerBusinessKeys = {
  all: () => [...sellerKeysRoot, 'business'] as const,
  offerings: (caregiver: SellerKind, userId: string) =>
    [...sellerBusinessKeys.all(), 'offerings', caregiver, userId] as const,
  online: (caregiver: SellerKind, userId: string) =>
    [...sellerBusinessKeys.all(), 'online', caregiver, userId] as const,
  daysOff: (caregiver: SellerKind, userId: string) =>
    [...sellerBusinessKeys.all(), 'days-off', caregiver, userId] as const,
};

/** What the caregiver earned, where it is paid, and the payouts: one caregiver's money. */
export const sellerMoneyKeys = {
  all: () => [...sellerKeysRoot, 'money'] as const,
  earnings: (caregiver: SellerKind, userId: string) =>
    [...sellerMoneyKeys.all(), 'earnings', caregiver, userId] as const,
  payouts: (caregiver: SellerKind, userId: string) =>
    [...sellerMoneyKeys.all(), 'payouts', caregiver, userId] as const,
};
