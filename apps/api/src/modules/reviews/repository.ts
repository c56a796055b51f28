import { count, desc, eq } from 'drizzle-orm';
import type { SellerKind } from '@care/shared';
import type { Executor } from '../../db/client.ts';
import { customers, pinCodes, reviews } from '../../db/schema/index.ts';

export interface SellerRef {
  kind: SellerKind;
  id: string;
}

const ofSeller = (seller: SellerRef) =>
  seller.kind === 'Provider' ? eq(reviews.providerId, seller.id) : eq(reviews.companyId, seller.id);

/** A page of a seller's reviews, newest first, with the reviewing family's name and district. */
export function reviewPage(db: Executor, seller: SellerRef, limit: number, offset: number) {
  return db
    .select({
      rating: reviews.rating,
      comment: reviews.comment,
      familyName: customers.name,
      familyDistrict: pinCodes.district,
      familyState: pinCodes.state,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .innerJoin(customers, eq(customers.id, reviews.customerId))
    .leftJoin(pinCodes, eq(pinCodes.pincode, customers.pincode))
    .where(ofSeller(seller))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit)
    .offset(offset);
}

/** How many of a seller's reviews gave each rating (ratings nobody gave are absent). */
export function ratingCounts(db: Executor, seller: SellerRef) {
  return db
    .select({ rating: reviews.rating, n: count() })
    .from(reviews)
    .where(ofSeller(seller))
    .groupBy(reviews.rating);
}
