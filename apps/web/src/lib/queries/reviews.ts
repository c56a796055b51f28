import type { ReviewsPage, SellerKind } from '@care/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, contractsWhenCalled } from '../call';
import { retryTransientErrors } from './retry';

const calls = contractsWhenCalled(() =>
  import('@care/shared/contracts/reviews').then((module) => module.reviewContracts),
);

/** Each kind's reviews call: the same answer under the kind's own path. */
const reviewCallNames = {
  Provider: 'getProviderReviews',
  Company: 'getCompanyReviews',
} as const;

export const REVIEWS_PAGE_SIZE = 5;

export const reviewKeys = {
  page: (kind: SellerKind, id: string, page: number) => ['reviews', kind, id, page] as const,
};

export function sellerReviewsQueryOptions(kind: SellerKind, id: string, page: number) {
  return queryOptions({
    queryKey: reviewKeys.page(kind, id, page),
    queryFn: async ({ signal }): Promise<ReviewsPage> =>
      call(
        (await calls())[reviewCallNames[kind]],
        { params: { id }, query: { page, limit: REVIEWS_PAGE_SIZE } },
        { signal },
      ),
    retry: retryTransientErrors,
  });
}

/** A page of a seller's reviews; the page on screen stays while the next one loads. */
export function useSellerReviews(kind: SellerKind, id: string, page: number, enabled = true) {
  return useQuery({
    ...sellerReviewsQueryOptions(kind, id, page),
    enabled,
    placeholderData: keepPreviousData,
  });
}
