/**
 * The root of every query key that holds the signed-in caregiver's (or company's) data: the
 * dashboard's and the bell's. Logging the seller out drops everything under it.
 */
export const sellerKeysRoot = ['caregiver'] as const;
