import type { SellerForReview } from '@care/shared';

/** A provider's name or a company's. */
export const sellerName = (seller: SellerForReview) =>
  seller.type === 'Provider' ? seller.name : seller.companyName;
