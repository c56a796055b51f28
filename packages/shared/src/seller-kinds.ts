/**
 * The two kinds of seller: individual caregivers and partner companies. Spelled as the
 * spec's userType everywhere (tokens, contracts, database, web).
 */
export const sellerKinds = ['Provider', 'Company'] as const;
export type SellerKind = (typeof sellerKinds)[number];
