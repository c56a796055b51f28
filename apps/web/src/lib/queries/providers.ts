import { listingContracts as calls, type ContractData, type ListingQuery } from '@care/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../call';
import { retryTransientErrors } from './retry';

export type ProvidersPage = ContractData<typeof calls.getOnlineProvidersForWeb>;

export const providerKeys = {
  all: ['providers'] as const,
  list: (query: ListingQuery) => [...providerKeys.all, 'list', query] as const,
  profile: (id: string) => [...providerKeys.all, 'profile', id] as const,
  offerings: (id: string) => [...providerKeys.all, 'offerings', id] as const,
};

export function fetchProviders(query: ListingQuery, signal?: AbortSignal) {
  return call(calls.getOnlineProvidersForWeb, { query }, { signal });
}

export function fetchProviderProfile(id: string, signal?: AbortSignal) {
  return call(calls.getProviderProfileById, { params: { id } }, { signal });
}

export function fetchProviderOfferings(id: string, signal?: AbortSignal) {
  return call(calls.getAllProviderServicesForCustomer, { params: { providerId: id } }, { signal });
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
