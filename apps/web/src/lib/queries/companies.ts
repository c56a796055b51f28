import { listingContracts as calls, type ContractData, type ListingQuery } from '@care/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../call';
import { retryTransientErrors } from './retry';

export type CompaniesPage = ContractData<typeof calls.getOnlineCompaniesForWeb>;

export const companyKeys = {
  all: ['companies'] as const,
  list: (query: ListingQuery) => [...companyKeys.all, 'list', query] as const,
  profile: (id: string) => [...companyKeys.all, 'profile', id] as const,
  offerings: (id: string) => [...companyKeys.all, 'offerings', id] as const,
};

export function fetchCompanies(query: ListingQuery, signal?: AbortSignal) {
  return call(calls.getOnlineCompaniesForWeb, { query }, { signal });
}

export function fetchCompanyProfile(id: string, signal?: AbortSignal) {
  return call(calls.getCompanyProfileByID, { params: { id } }, { signal });
}

export function fetchCompanyOfferings(id: string, signal?: AbortSignal) {
  return call(calls.getAllCompanyServicesForCustomer, { params: { companyId: id } }, { signal });
}

export function companiesQueryOptions(query: ListingQuery) {
  return queryOptions({
    queryKey: companyKeys.list(query),
    queryFn: ({ signal }) => fetchCompanies(query, signal),
    retry: retryTransientErrors,
  });
}

export function companyProfileQueryOptions(id: string) {
  return queryOptions({
    queryKey: companyKeys.profile(id),
    queryFn: ({ signal }) => fetchCompanyProfile(id, signal),
    retry: retryTransientErrors,
  });
}

export function companyOfferingsQueryOptions(id: string) {
  return queryOptions({
    queryKey: companyKeys.offerings(id),
    queryFn: ({ signal }) => fetchCompanyOfferings(id, signal),
    retry: retryTransientErrors,
  });
}

/** Keeps the previous page on screen while the next one loads, so the list never blanks. */
export function useCompanies(query: ListingQuery) {
  return useQuery({ ...companiesQueryOptions(query), placeholderData: keepPreviousData });
}

/** `enabled` is false for an id that cannot exist, so no request is made for it. */
export function useCompanyProfile(id: string, enabled = true) {
  return useQuery({ ...companyProfileQueryOptions(id), enabled });
}

export function useCompanyOfferings(id: string, enabled = true) {
  return useQuery({ ...companyOfferingsQueryOptions(id), enabled });
}
