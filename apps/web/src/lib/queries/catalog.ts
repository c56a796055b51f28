import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, contractsWhenCalled } from '../call';
import { retryTransientErrors } from './retry';

/** Care types and their services change only when the operator edits the catalogue. */
const CATALOG_STALE_TIME = 10 * 60_000;

export const catalogKeys = {
  all: ['catalog'] as const,
  categories: () => [...catalogKeys.all, 'categories'] as const,
  services: (categoryId: string) => [...catalogKeys.all, 'services', categoryId] as const,
};

const calls = contractsWhenCalled(() =>
  import('@care/shared/contracts/catalog').then((module) => module.catalogContracts),
);

export async function fetchCategories(signal?: AbortSignal) {
  return call((await calls()).getAllServiceCategories, {}, { signal });
}

export async function fetchServicesByCategory(categoryId: string, signal?: AbortSignal) {
  return call((await calls()).getAllServicesByCategory, { params: { categoryId } }, { signal });
}

export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: catalogKeys.categories(),
    queryFn: ({ signal }) => fetchCategories(signal),
    staleTime: CATALOG_STALE_TIME,
    retry: retryTransientErrors,
  });
}

export function servicesByCategoryQueryOptions(categoryId: string) {
  return queryOptions({
    queryKey: catalogKeys.services(categoryId),
    queryFn: ({ signal }) => fetchServicesByCategory(categoryId, signal),
    staleTime: CATALOG_STALE_TIME,
    retry: retryTransientErrors,
    // No care type chosen means no services to offer: the select stays disabled.
    enabled: categoryId !== '',
  });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}

export function useServicesByCategory(categoryId: string) {
  return useQuery(servicesByCategoryQueryOptions(categoryId));
}
