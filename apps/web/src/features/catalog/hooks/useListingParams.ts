import {
  readId,
  readIsoDate,
  readPageNumber,
  readPageSize,
  readPincode,
  readSearch,
  readSort,
  todayInIndia,
  type ListingQuery,
  type ListingSort,
} from '@care/shared';
import { useCallback, useRef } from 'react';
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
  /** '' is the list's own default: nearest with a PIN code, else the best match. */
  sort: ListingSort | '';
  /** 'Free on these dates', both or neither. */
  freeFrom: string;
  freeTo: string;
}

/** A range of free dates the API would take: both days, in order, not in the past. */
function freeRange(from: string, to: string): { freeFrom: string; freeTo: string } {
  const valid = from && to && from <= to && from >= todayInIndia();
  return valid ? { freeFrom: from, freeTo: to } : { freeFrom: '', freeTo: '' };
}

export type ListingFilterValues = Pick<ListingParams, 'categoryId' | 'serviceId'>;

/**
 * Reads each parameter by the API's own rules (the zod-free readers that listing-params.test.ts
 * holds to its schema, so the list page loads no validation library); a hand-edited bad value
 * falls back alone.
 */
export function parseListingParams(params: URLSearchParams): ListingParams {
  const search = readSearch(params.get('search') ?? '');
  const categoryId = readId(params.get('categoryId') ?? '');
  const serviceId = readId(params.get('serviceId') ?? '');
  const page = readPageNumber(params.get('page') ?? '');
  const limit = readPageSize(params.get('limit') ?? String(LIST_PAGE_SIZE));
  const pincode = readPincode(params.get('pincode') ?? '');
  const sort = readSort(params.get('sort') ?? '');
  const freeFrom = readIsoDate(params.get('freeFrom') ?? '');
  const freeTo = readIsoDate(params.get('freeTo') ?? '');
  const category = (categoryId.success && categoryId.data) || '';
  const near = (pincode.success && pincode.data) || '';
  const order = (sort.success && sort.data) || '';
  return {
    search: (search.success && search.data) || '',
    categoryId: category,
    // A service belongs to a care type; without one the service filter is off, as in the form.
    serviceId: category ? (serviceId.success && serviceId.data) || '' : '',
    page: page.success ? page.data : 1,
    limit: limit.success ? limit.data : LIST_PAGE_SIZE,
    pincode: near,
    // Distance needs a PIN code; without one the list keeps its default order.
    sort: order === 'distance' && !near ? '' : order,
    ...freeRange((freeFrom.success && freeFrom.data) || '', (freeTo.success && freeTo.data) || ''),
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
    ...(params.sort ? { sort: params.sort } : {}),
    ...(params.freeFrom && params.freeTo
      ? { freeFrom: params.freeFrom, freeTo: params.freeTo }
      : {}),
  };
}

type Change = Partial<Omit<ListingParams, 'limit'>>;

export function useListingParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = parseListingParams(searchParams);
  /*
   * The address this hook last asked for, and the one it was asked from. React Router hands a
   * functional update the parameters of its last render, so a change made before the previous
   * one has rendered (the search box's pause ending just after 'Show nearest') would drop it.
   * Until the address moves on, changes build on the one asked for.
   */
  const asked = useRef<{ from: string; to: URLSearchParams } | null>(null);

  const update = useCallback(
    (change: Change, { replace = false }: { replace?: boolean } = {}) => {
      const pending = asked.current;
      const current =
        pending && pending.from === searchParams.toString() ? pending.to : searchParams;
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(change)) {
        if (value === '' || value === undefined || (key === 'page' && value === 1)) {
          next.delete(key);
        } else {
          next.set(key, String(value));
        }
      }
      // SPEC section 4: changing search, care type or service goes back to page 1.
      if (change.page === undefined) next.delete('page');
      asked.current = { from: searchParams.toString(), to: next };
      setSearchParams(next, { replace, preventScrollReset: true });
    },
    [searchParams, setSearchParams],
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
  // Clearing the PIN code also drops a distance order, which needs one.
  const setPincode = useCallback(
    (pincode: string) =>
      update(
        pincode ? { pincode } : { pincode, ...(params.sort === 'distance' ? { sort: '' } : {}) },
      ),
    [update, params.sort],
  );
  const setSort = useCallback((sort: ListingSort | '') => update({ sort }), [update]);
  const setFreeDates = useCallback(
    (range: { freeFrom: string; freeTo: string }) => update(range),
    [update],
  );
  const clearFilters = useCallback(
    () => update({ search: '', categoryId: '', serviceId: '', freeFrom: '', freeTo: '' }),
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
    setSort,
    setFreeDates,
    clearFilters,
  };
}

export type ListingParamsApi = ReturnType<typeof useListingParams>;
