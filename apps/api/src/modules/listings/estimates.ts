import { LRUCache } from 'lru-cache';
import type { ListingQuery, SellerKind } from '@care/shared';

/** What narrows a list (not its order, place or page): everything the list's filter reads. */
export type ListingFilters = Pick<
  ListingQuery,
  'serviceCategoryId' | 'serviceId' | 'search' | 'freeFrom' | 'freeTo'
>;

/** The filters of a query, and nothing else, so the filter cannot read what its key leaves out. */
export const filtersOf = (q: ListingQuery): ListingFilters => ({
  serviceCategoryId: q.serviceCategoryId,
  serviceId: q.serviceId,
  search: q.search,
  freeFrom: q.freeFrom,
  freeTo: q.freeTo,
});

/** Remembers the planner's estimate of a filter's matches, per kind of seller and filter. */
export interface EstimateMemory {
  get(kind: SellerKind, filters: ListingFilters): number | undefined;
  set(kind: SellerKind, filters: ListingFilters, estimate: number): void;
}

/**
 * PostgreSQL's estimate of how many sellers a filter matches moves only when the table's
 * statistics do (ANALYZE, which autovacuum runs after a tenth of the rows change), so asking
 * for it on every request plans the same filter again for the same answer: a second statement
 * per list request, and a third of the database's work for an unfiltered page. A minute is far
 * inside how often the statistics move; the estimate only ever decides whether to count
 * exactly, and a total read from it is marked as an estimate on the page.
 */
export function createEstimateMemory(ttlMs = 60_000, maxEntries = 1000): EstimateMemory {
  const estimates = new LRUCache<string, number>({ max: maxEntries, ttl: ttlMs });
  // `filtersOf` writes the fields in one order, so equal filters give equal keys.
  const keyOf = (kind: SellerKind, filters: ListingFilters) => JSON.stringify([kind, filters]);
  return {
    get: (kind, filters) => estimates.get(keyOf(kind, filters)),
    set: (kind, filters, estimate) => void estimates.set(keyOf(kind, filters), estimate),
  };
}
