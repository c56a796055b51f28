import type { Banner } from '@care/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { retryTransientErrors } from '../../catalog/api/retry';

export const bannerKeys = {
  all: ['banners'] as const,
};

export function fetchBanners(signal?: AbortSignal): Promise<Banner[]> {
  return apiRequest<Banner[]>('/Careconnect/banner/getAllTrue', { signal });
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
