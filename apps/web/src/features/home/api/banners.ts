import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, contractsWhenCalled } from '../../../lib/call';
import { retryTransientErrors } from '../../../lib/queries/retry';

export const bannerKeys = {
  all: ['banners'] as const,
};

const calls = contractsWhenCalled(() =>
  import('@care/shared/contracts/content').then((module) => module.contentContracts),
);

export async function fetchBanners(signal?: AbortSignal) {
  return call((await calls()).getAllTrueBanners, {}, { signal });
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
