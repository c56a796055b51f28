import { idParamsSchema } from '../schemas/common.ts';
import { reviewsQuerySchema, reviewsResponseSchema } from '../schemas/reviews.ts';
import { defineContract } from './define.ts';

const common = {
  method: 'GET',
  access: 'public',
  tag: 'discovery',
  params: idParamsSchema,
  query: reviewsQuerySchema,
  response: reviewsResponseSchema,
} as const;

/** The reviews on a caregiver's and a company's public profile, newest first, paged. */
export const reviewContracts = {
  getProviderReviews: defineContract({
    ...common,
    path: '/provider/auth/getProviderReviews/:id',
    summary: "A caregiver's reviews, newest first, with the count for each star",
  }),
  getCompanyReviews: defineContract({
    ...common,
    path: '/company/auth/getCompanyReviews/:id',
    summary: "A company's reviews, newest first, with the count for each star",
  }),
};
