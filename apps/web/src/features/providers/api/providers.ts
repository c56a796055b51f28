import type { ListingQuery, Offering, ProviderProfile, providersPageSchema } from '@care/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api';
import { retryTransientErrors } from '../../catalog/api/retry';

export type ProvidersPage = z.infer<typeof providersPageSchema>['data'];

export const providerKeys = {
  all: ['providers'] as const,
  list: (query: ListingQuery) => [...providerKeys.all, 'list', query] as const,
  profile: (id: string) => [...providerKeys.all, 'profile', id] as const,
  offerings: (id: string) => [...providerKeys.all, 'offerings', id] as const,
};

export function fetchProviders(query: ListingQuery, signal?: AbortSignal): Promise<ProvidersPage> {
  return apiRequest<ProvidersPage>('/provider/auth/getOnlineProvidersForWeb', {
    query: { ...query },
    signal,
  });
}

export function fetchProviderProfile(id: string, signal?: AbortSignal): Promise<ProviderProfile> {
  return apiRequest<ProviderProfile>(
    `/provider/auth/getProviderProfileById/${encodeURIComponent(id)}`,
    { signal },
  );
}

export function fetchProviderOfferings(id: string, signal?: AbortSignal): Promise<Offering[]> {
  return apiRequest<Offering[]>(
    `/provider/providerService/getAllProviderServicesForCustomer/${encodeURIComponent(id)}`,
    { signal },
  );
}

export function providersQueryOptions(query: ListingQuery) {
  return queryOptions({
    queryKey: providerKeys.list(query),
    queryFn: ({ signal }) => fetchProviders(query, signal),
    retry: retryTransientErrors,
  });
}

export function providerProfileQueryOptions(id: string) {
  return queryOptions({
    queryKey: providerKeys.profile(id),
    queryFn: ({ signal }) => fetchProviderProfile(id, signal),
    retry: retryTransientErrors,
  });
}

export function providerOfferingsQueryOptions(id: string) {
  return queryOptions({
    queryKey: providerKeys.offerings(id),
    queryFn: ({ signal }) => fetchProviderOfferings(id, signal),
    retry: retryTransientErrors,
  });
}

/** Keeps the previous page on screen while the next one loads, so the list never blanks. */
export function useProviders(query: ListingQuery) {
  return useQuery({ ...providersQueryOptions(query), placeholderData: keepPreviousData });
}

/** `enabled` is false for an id that cannot exist, so no request is made for it. */
export function useProviderProfile(id: string, enabled = true) {
  return useQuery({ ...providerProfileQueryOptions(id), enabled });
}

export function useProviderOfferings(id: string, enabled = true) {
  return useQuery({ ...providerOfferingsQueryOptions(id), enabled });
}
