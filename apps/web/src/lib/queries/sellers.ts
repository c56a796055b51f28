import type { ApiContract, ContractData, ListingQuery, SellerKind } from '@care/shared';
import type { listingContracts } from '@care/shared/contracts/listings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, contractsWhenCalled } from '../call';
import { retryTransientErrors } from './retry';

/*
 * Caregivers and partner companies are one concept with a kind: the same three public calls
 * (list, profile, offerings) exist for each, under the kind's own paths. What differs per kind
 * is only data, kept in the table below; everything else is written once.
 */

const calls = contractsWhenCalled(() =>
  import('@care/shared/contracts/listings').then((module) => module.listingContracts),
);
type Calls = typeof listingContracts;

/** Which contract answers each question, per kind. */
interface SellerContracts {
  Provider: {
    list: Calls['getOnlineProvidersForWeb'];
    profile: Calls['getProviderProfileById'];
    offerings: Calls['getAllProviderServicesForCustomer'];
  };
  Company: {
    list: Calls['getOnlineCompaniesForWeb'];
    profile: Calls['getCompanyProfileByID'];
    offerings: Calls['getAllCompanyServicesForCustomer'];
  };
}

/** The `data` each of a kind's calls answers, typed by its contract. */
type AnswersOf<Calls extends Record<string, ApiContract>> = {
  [Call in keyof Calls]: ContractData<Calls[Call]>;
};

/*
 * Written out per kind rather than mapped over a type parameter, so each entry is resolved: a
 * generic kind's lookup then still offers what both kinds have (the id, the rating, the pages).
 */
interface SellerData {
  Provider: AnswersOf<SellerContracts['Provider']>;
  Company: AnswersOf<SellerContracts['Company']>;
}

/** A page of a list: `providers` or `companies`, as each contract names it. */
export type SellersPage<K extends SellerKind> = SellerData[K]['list'];
/** A public profile; a caregiver's and a company's carry different fields. */
export type SellerProfile<K extends SellerKind> = SellerData[K]['profile'];
export type SellerOfferings<K extends SellerKind> = SellerData[K]['offerings'];
/** One seller in a list page. */
export type SellerListItem<K extends SellerKind> = {
  Provider: SellersPage<'Provider'>['providers'][number];
  Company: SellersPage<'Company'>['companies'][number];
}[K];

interface SellerCalls<K extends SellerKind> {
  /** The cache's root key; kept per kind so a caregiver and a company never share an entry. */
  keyRoot: string;
  /** The sellers of a list page, under the name the kind's contract gives them. */
  items(page: SellersPage<K>): SellerListItem<K>[];
  list(query: ListingQuery, signal?: AbortSignal): Promise<SellersPage<K>>;
  profile(id: string, signal?: AbortSignal): Promise<SellerProfile<K>>;
  offerings(id: string, signal?: AbortSignal): Promise<SellerOfferings<K>>;
}

/*
 * Typed as a mapping over the kinds, so `sellerCalls[kind]` keeps the kind's own types when
 * `kind` is a type parameter. The offerings path param is named after the kind.
 */
const sellerCalls: { [K in SellerKind]: SellerCalls<K> } = {
  Provider: {
    keyRoot: 'providers',
    items: (page) => page.providers,
    list: async (query, signal) =>
      call((await calls()).getOnlineProvidersForWeb, { query }, { signal }),
    profile: async (id, signal) =>
      call((await calls()).getProviderProfileById, { params: { id } }, { signal }),
    offerings: async (id, signal) =>
      call(
        (await calls()).getAllProviderServicesForCustomer,
        { params: { providerId: id } },
        { signal },
      ),
  },
  Company: {
    keyRoot: 'companies',
    items: (page) => page.companies,
    list: async (query, signal) =>
      call((await calls()).getOnlineCompaniesForWeb, { query }, { signal }),
    profile: async (id, signal) =>
      call((await calls()).getCompanyProfileByID, { params: { id } }, { signal }),
    offerings: async (id, signal) =>
      call(
        (await calls()).getAllCompanyServicesForCustomer,
        { params: { companyId: id } },
        { signal },
      ),
  },
};

export const sellerKeys = {
  all: (kind: SellerKind) => [sellerCalls[kind].keyRoot] as const,
  list: (kind: SellerKind, query: ListingQuery) =>
    [...sellerKeys.all(kind), 'list', query] as const,
  profile: (kind: SellerKind, id: string) => [...sellerKeys.all(kind), 'profile', id] as const,
  offerings: (kind: SellerKind, id: string) => [...sellerKeys.all(kind), 'offerings', id] as const,
};

export function sellerListItems<K extends SellerKind>(
  kind: K,
  page: SellersPage<K>,
): SellerListItem<K>[] {
  return sellerCalls[kind].items(page);
}

export function fetchSellers<K extends SellerKind>(
  kind: K,
  query: ListingQuery,
  signal?: AbortSignal,
): Promise<SellersPage<K>> {
  return sellerCalls[kind].list(query, signal);
}

export function fetchSellerProfile<K extends SellerKind>(
  kind: K,
  id: string,
  signal?: AbortSignal,
): Promise<SellerProfile<K>> {
  return sellerCalls[kind].profile(id, signal);
}

export function fetchSellerOfferings<K extends SellerKind>(
  kind: K,
  id: string,
  signal?: AbortSignal,
): Promise<SellerOfferings<K>> {
  return sellerCalls[kind].offerings(id, signal);
}

export function sellersQueryOptions<K extends SellerKind>(kind: K, query: ListingQuery) {
  return queryOptions({
    queryKey: sellerKeys.list(kind, query),
    queryFn: ({ signal }) => fetchSellers(kind, query, signal),
    retry: retryTransientErrors,
  });
}

export function sellerProfileQueryOptions<K extends SellerKind>(kind: K, id: string) {
  return queryOptions({
    queryKey: sellerKeys.profile(kind, id),
    queryFn: ({ signal }) => fetchSellerProfile(kind, id, signal),
    retry: retryTransientErrors,
  });
}

export function sellerOfferingsQueryOptions<K extends SellerKind>(kind: K, id: string) {
  return queryOptions({
    queryKey: sellerKeys.offerings(kind, id),
    queryFn: ({ signal }) => fetchSellerOfferings(kind, id, signal),
    retry: retryTransientErrors,
  });
}

/**
 * Keeps the previous page on screen while the next one loads, so the list never blanks; only a
 * page of the same kind, since a caregiver's page is not a company's.
 */
export function useSellers<K extends SellerKind>(kind: K, query: ListingQuery) {
  return useQuery({
    ...sellersQueryOptions(kind, query),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[0] === sellerKeys.all(kind)[0] ? previous : undefined,
  });
}

/** `enabled` is false for an id that cannot exist, so no request is made for it. */
export function useSellerProfile<K extends SellerKind>(kind: K, id: string, enabled = true) {
  return useQuery({ ...sellerProfileQueryOptions(kind, id), enabled });
}

export function useSellerOfferings<K extends SellerKind>(kind: K, id: string, enabled = true) {
  return useQuery({ ...sellerOfferingsQueryOptions(kind, id), enabled });
}
