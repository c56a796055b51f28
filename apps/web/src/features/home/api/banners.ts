import { contentContracts as calls } from '@care/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { retryTransientErrors } from '../../../lib/queries/retry';

export const bannerKeys = {
  all: ['banners'] as const,
};

export function fetchBanners(signal?: AbortSignal) {
  return call(calls.getAllTrueBanners, {}, { signal });
}

export function bannersQueryOptions() {
  return queryOptions({
    queryKey: bannerKeys.all,
    queryFn: ({ signal }) => fetchBanners(signal),
    staleTime: 5 * 60_000,
    retry: retryTransientErrors,
  });
}

export function useBanners() {
  return useQuery(bannersQueryOptions());
}
