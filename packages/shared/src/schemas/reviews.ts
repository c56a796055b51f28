import { z } from 'zod';
import { envelope, pageNumberSchema, pageSizeSchema, paginationSchema, text } from './common.ts';

export const DEFAULT_REVIEWS_PAGE_SIZE = 10;
export const MAX_REVIEWS_PAGE_SIZE = 50;

/** getProviderReviews / getCompanyReviews: a page of a seller's reviews, newest first. */
export const reviewsQuerySchema = z.object({
  page: pageNumberSchema,
  limit: pageSizeSchema(DEFAULT_REVIEWS_PAGE_SIZE, MAX_REVIEWS_PAGE_SIZE),
});
export type ReviewsQuery = z.output<typeof reviewsQuerySchema>;

/**
 * One family's review as the public sees it: the rating, the words, and who wrote it only as
 * far as a family would share it (first name, city), with when.
 */
export const publicReviewSchema = z.object({
  rating: z.number().int().min(1).max(5),
  comment: text().nullable(),
  /** The family's first name, or 'A family' when it gave none. */
  name: text(),
  /** The city of the family's PIN code, when known. */
  city: text().nullable(),
  createdAt: text(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

/** How many reviews gave each number of stars. */
export const starCountsSchema = z.object({
  '1': z.number().int(),
  '2': z.number().int(),
  '3': z.number().int(),
  '4': z.number().int(),
  '5': z.number().int(),
});
export type StarCounts = z.infer<typeof starCountsSchema>;

export const reviewsPageSchema = z.object({
  reviews: z.array(publicReviewSchema),
  pagination: paginationSchema,
  counts: starCountsSchema,
  /** The average rating, one decimal, or null before the first review. */
  average: z.number().nullable(),
});
export type ReviewsPage = z.infer<typeof reviewsPageSchema>;
export const reviewsResponseSchema = envelope(reviewsPageSchema);
