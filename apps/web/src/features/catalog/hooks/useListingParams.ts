import { listingQuerySchema, type ListingQuery } from '@care/shared';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * SPEC section 9: the services and company lists ask for 100 per page. A `?limit=` in the
 * address overrides it (capped at the API's maximum), which keeps pagination testable.
 */
export const LIST_PAGE_SIZE = 100;

/** The list's state as it lives in the address, so a list can be shared and Back restores it. */
export interface ListingParams {
  search: string;
  categoryId: string;
  serviceId: string;
  page: number;
  limit: number;
  /** 'Near me': sellers by distance from this PIN code, nearest first. */
  pincode: string;
}

export type ListingFilterValues = Pick<ListingParams, 'categoryId' | 'serviceId'>;

const fields = listingQuerySchema.shape;

/** Reads each parameter with the API's own schema; a hand-edited bad value falls back alone. */
export function parseListingParams(params: URLSearchParams): ListingParams {
  const search = fields.search.safeParse(params.get('search') ?? '');
  const categoryId = fields.serviceCategoryId.safeParse(params.get('categoryId') ?? '');
  const serviceId = fields.serviceId.safeParse(params.get('serviceId') ?? '');
  const page = fields.page.safeParse(params.get('page') ?? '');
  const limit = fields.limit.safeParse(params.get('limit') ?? LIST_PAGE_SIZE);
  const pincode = fields.pincode.safeParse(params.get('pincode') ?? '');
  const category = (categoryId.success && categoryId.data) || '';
  return {
    search: (search.success && search.data) || '',
    categoryId: category,
    // A service belongs to a care type; without one the service filter is off, as in the form.
    serviceId: category ? (serviceId.success && serviceId.data) || '' : '',
    page: page.success ? page.data : 1,
    limit: limit.success ? limit.data : LIST_PAGE_SIZE,
    pincode: (pincode.success && pincode.data) || '',
  };
}

/** The API query for these parameters; empty filters are left out. */
export function toListingQuery(params: ListingParams): ListingQuery {
  return {
    page: params.page,
    limit: params.limit,
    ...(params.search ? { search: params.search } : {}),
    ...(params.categoryId ? { serviceCategoryId: params.categoryId } : {}),
    ...(params.serviceId ? { serviceId: params.serviceId } : {}),
    ...(params.pincode ? { pincode: params.pincode } : {}),
  };
}

type Change = Partial<Omit<ListingParams, 'limit'>>;

export function useListingParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = parseListingParams(searchParams);

  const update = useCallback(
    (change: Change, { replace = false }: { replace?: boolean } = {}) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(change)) {
            if (value === '' || value === undefined || (key === 'page' && value === 1)) {
              next.delete(key);
            } else {
              next.set(key, String(value));
            }
          }
          // SPEC section 4: changing search, care type or service goes back to page 1.
          if (change.page === undefined) next.delete('page');
          return next;
        },
        { replace, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  // Typing replaces the history entry: Back should leave the list, not undo keystrokes.
  const setSearch = useCallback(
    (search: string) => update({ search }, { replace: true }),
    [update],
  );
  const setCategory = useCallback(
    (categoryId: string) => update({ categoryId, serviceId: '' }),
    [update],
  );
  const setService = useCallback((serviceId: string) => update({ serviceId }), [update]);
  const setFilters = useCallback(
    ({ categoryId, serviceId }: ListingFilterValues) =>
      update({ categoryId, serviceId: categoryId ? serviceId : '' }),
    [update],
  );
  const setPage = useCallback((page: number) => update({ page }), [update]);
  /** A page past the end (an old link, a shrunk list) is replaced by the last one. */
  const landOnPage = useCallback((page: number) => update({ page }, { replace: true }), [update]);
  const setPincode = useCallback((pincode: string) => update({ pincode }), [update]);
  const clearFilters = useCallback(
    () => update({ search: '', categoryId: '', serviceId: '' }),
    [update],
  );

  return {
    params,
    query: toListingQuery(params),
    setSearch,
    setCategory,
    setService,
    setFilters,
    setPage,
    landOnPage,
    setPincode,
    clearFilters,
  };
}

export type ListingParamsApi = ReturnType<typeof useListingParams>;
