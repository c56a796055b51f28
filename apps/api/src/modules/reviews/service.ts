import type { PublicReview, ReviewsPage, ReviewsQuery, StarCounts } from '@care/shared';
import { cityOfDistrict, totalPages } from '@care/shared';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { isListableSeller } from '../listings/repository.ts';
import { companySeller, providerSeller } from '../listings/seller-tables.repository.ts';
import * as repo from './repository.ts';

/** The first word of a family's name: all a public review says of who wrote it. */
export function firstName(fullName: string | null): string {
  const first = fullName?.trim().split(/\s+/)[0];
  return first || 'A family';
}

/**
 * The reviews on a seller's public profile. Only a listed seller's reviews are public, as their
 * profile is; a page past the last lands on the last.
 */
export function createReviewService(db: Database) {
  return {
    async page(seller: repo.SellerRef, query: ReviewsQuery): Promise<ReviewsPage> {
      const table = seller.kind === 'Provider' ? providerSeller : companySeller;
      if (!(await isListableSeller(db, table, seller.id))) {
        throw notFound(seller.kind === 'Provider' ? 'Provider' : 'Company');
      }
      const counts: StarCounts = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
      let total = 0;
      let stars = 0;
      for (const row of await repo.ratingCounts(db, seller)) {
        counts[String(row.rating) as keyof StarCounts] = row.n;
        total += row.n;
        stars += row.rating * row.n;
      }
      const pages = totalPages(total, query.limit);
      const page = Math.max(1, Math.min(query.page, pages));
      const rows = await repo.reviewPage(db, seller, query.limit, (page - 1) * query.limit);
      const reviews: PublicReview[] = rows.map((row) => ({
        rating: row.rating,
        comment: row.comment,
        name: firstName(row.familyName),
        // From the family's PIN code in the PIN directory; none is guessed.
        city: cityOfDistrict(row.familyDistrict, row.familyState),
        createdAt: row.createdAt.toISOString(),
      }));
      return {
        reviews,
        pagination: { page, limit: query.limit, total, totalPages: pages },
        counts,
        average: total ? Math.round((stars / total) * 10) / 10 : null,
      };
    },
  };
}
