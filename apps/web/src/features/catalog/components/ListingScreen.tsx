import type { Pagination as PageInfo, SellerKind } from '@care/shared';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { Pagination } from '../../../components/ui/Pagination';
import { SelectField } from '../../../components/ui/SelectField';
import { SellerCardSkeleton } from '../../../components/ui/SellerCard';
import { useCategories, useServicesByCategory } from '../../../lib/queries/catalog';
import type { ListingParamsApi } from '../hooks/useListingParams';
import { FilterDrawer, type FilterDrawerCopy } from './FilterDrawer';
import { FreeDatesFilter } from './FreeDatesFilter';
import { NearPincode } from './NearPincode';
import { SearchBox } from './SearchBox';
import { SellerTypeToggle } from './SellerTypeToggle';
import { SortSelect } from './SortSelect';
import { DocumentHead } from '../../../components/ui/DocumentHead';
import { HydrateInTurn } from '../../../lib/hydration/HydrateInTurn';
import { KeepServerHtml } from '../../../lib/hydration/KeepServerHtml';

export interface ListingCopy {
  title: string;
  lead: string;
  careTypeLabel: string;
  anyCareType: string;
  serviceLabel: string;
  anyService: string;
  searchPlaceholder: string;
  drawer: FilterDrawerCopy;
  /** SPEC section 8, shown in red when the list fails to load. */
  errorMessage: string;
  emptyMessage: string;
  paginationLabel: string;
}

export type ListingStatus = 'loading' | 'error' | 'ready';

interface ListingScreenProps<T> {
  /** Which list this is: caregivers or partner companies. */
  kind: SellerKind;
  copy: ListingCopy;
  listing: ListingParamsApi;
  status: ListingStatus;
  /** What the server said was wrong with the request (an unknown PIN code), when it said. */
  errorDetail?: string;
  items: T[];
  pagination: PageInfo | undefined;
  /** A new page or filter is loading while the previous results stay on screen. */
  isUpdating: boolean;
  onRetry: () => void;
  getKey: (item: T) => string;
  /**
   * One card: links and text only, drawn from the item and the list's free dates alone (a card
   * the server drew is kept as it is until they change, decision 035).
   */
  renderItem: (item: T) => ReactNode;
  /** The class of each item's <li>: how the list keeps cards out of view cheap. */
  itemClassName?: string;
}

/** Room for a full first screen of cards, so the list never arrives into a smaller box. */
const SKELETON_CARDS = 8;
const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

/** The Services and Company services lists: filters, Individual / Partner, cards, pages. */
export function ListingScreen<T>({
  kind,
  copy,
  listing,
  status,
  errorDetail,
  items,
  pagination,
  isUpdating,
  onRetry,
  getKey,
  renderItem,
  itemClassName,
}: ListingScreenProps<T>) {
  const { t } = useTranslation();
  const { params } = listing;
  // 'Explore Services Near Me' links here with ?near=1 when it does not know the PIN code.
  const [searchParams] = useSearchParams();
  const nearRequested = searchParams.has('near');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const categories = useCategories();
  const services = useServicesByCategory(params.categoryId);
  const activeFilters = (params.categoryId ? 1 : 0) + (params.serviceId ? 1 : 0);
  const hasFilters = activeFilters > 0 || params.search !== '' || params.freeFrom !== '';

  const goToPage = (page: number) => {
    listing.setPage(page);
    // The next page starts at the top of the results, not where the last one ended.
    resultsRef.current?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <DocumentHead title={t('catalog.screen.pageTitle', { title: copy.title })} />
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{copy.title}</h1>
      <p className="mt-1 text-base text-slate-600">{copy.lead}</p>

      <HydrateInTurn part="listing-search">
        <section
          aria-label={t('catalog.screen.filters')}
          // A plain row on a phone, where every pixel of the search box counts; a panel above.
          className="mt-5 md:rounded-2xl md:border md:border-slate-200 md:bg-white md:p-5 md:shadow-xs"
        >
          <div className="grid items-end gap-4 md:grid-cols-3">
            {/* On a phone these two live in the drawer; the search stays on screen. */}
            <SelectField
              className="hidden md:block"
              label={copy.careTypeLabel}
              placeholder={copy.anyCareType}
              options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
              value={params.categoryId}
              onChange={(event) => listing.setCategory(event.target.value)}
            />
            <SelectField
              className="hidden md:block"
              label={copy.serviceLabel}
              placeholder={copy.anyService}
              options={(services.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
              value={params.serviceId}
              disabled={!params.categoryId}
              title={params.categoryId ? undefined : t('catalog.screen.chooseCareTypeFirst')}
              onChange={(event) => listing.setService(event.target.value)}
            />
            <div className="flex items-end gap-3">
              <SearchBox
                label={t('catalog.screen.search')}
                placeholder={copy.searchPlaceholder}
                value={params.search}
                onSearch={listing.setSearch}
              />
              <Button
                variant="secondary"
                className="h-12 shrink-0 md:hidden"
                aria-haspopup="dialog"
                onClick={() => setDrawerOpen(true)}
              >
                <svg viewBox="0 0 20 20" className="size-5" fill="none" aria-hidden="true">
                  <path
                    d="M3 5h14M6 10h8M8.5 15h3"
                    stroke="currentColor"
                    strokeWidth="1.75"
                    strokeLinecap="round"
                  />
                </svg>
                {t('catalog.screen.filters')}
                {activeFilters > 0 ? (
                  <span className="inline-flex size-5 items-center justify-center rounded-full bg-brand-700 text-xs text-white">
                    {activeFilters}
                    <span className="sr-only">{t('catalog.screen.active')}</span>
                  </span>
                ) : null}
              </Button>
            </div>
          </div>
          <div className="mt-4 flex flex-wrap items-end gap-x-6 gap-y-4">
            <NearPincode
              value={params.pincode}
              onChange={listing.setPincode}
              autoFocus={nearRequested}
            />
            <FreeDatesFilter
              value={{ freeFrom: params.freeFrom, freeTo: params.freeTo }}
              onChange={listing.setFreeDates}
            />
            <SortSelect
              className="w-full sm:w-56"
              value={params.sort}
              hasPincode={params.pincode !== ''}
              onChange={listing.setSort}
            />
          </div>
        </section>
      </HydrateInTurn>
      <FilterDrawer
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        value={{ categoryId: params.categoryId, serviceId: params.serviceId }}
        onApply={listing.setFilters}
        copy={copy.drawer}
      />

      <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
        <SellerTypeToggle active={kind} />
        <h2
          ref={resultsRef}
          className="h-6 min-w-24 scroll-mt-24 text-right text-base font-semibold text-slate-900 tabular-nums"
        >
          {/* Announced when it changes: screen-reader users hear the new count. */}
          <span role="status">
            {status === 'loading' || isUpdating
              ? t('catalog.screen.loading')
              : status === 'ready' && pagination
                ? t('catalog.screen.result', { total: pagination.total })
                : ''}
          </span>
        </h2>
      </div>

      <div className="mt-4">
        {status === 'error' ? (
          <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5">
            <p className="font-semibold text-red-700">{copy.errorMessage}</p>
            {errorDetail ? <p className="mt-1 text-sm text-red-700">{errorDetail}</p> : null}
            <Button variant="secondary" className="mt-3" onClick={onRetry}>
              {t('catalog.screen.tryAgain')}
            </Button>
          </div>
        ) : status === 'loading' ? (
          <ul aria-hidden="true" className={GRID}>
            {Array.from({ length: SKELETON_CARDS }, (_, index) => (
              <li key={index}>
                <SellerCardSkeleton />
              </li>
            ))}
          </ul>
        ) : items.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
            <p className="font-semibold text-slate-900">{copy.emptyMessage}</p>
            {hasFilters ? (
              <Button variant="secondary" className="mt-4" onClick={listing.clearFilters}>
                {t('catalog.screen.clearFilters')}
              </Button>
            ) : null}
          </div>
        ) : (
          <ul
            aria-busy={isUpdating}
            className={`${GRID} transition-opacity ${isUpdating ? 'opacity-60' : ''}`}
          >
            {items.map((item) => (
              <li key={getKey(item)} className={itemClassName}>
                {/* A card is links and text: the server's HTML is kept as it is (decision 035),
                    until the item or the list's free dates, which its booking link carries,
                    change. */}
                <KeepServerHtml
                  part={`card-${getKey(item)}`}
                  inputs={[item, params.freeFrom, params.freeTo]}
                >
                  {renderItem(item)}
                </KeepServerHtml>
              </li>
            ))}
          </ul>
        )}
      </div>

      {status === 'ready' && pagination && !(pagination.total === 0 && params.page === 1) ? (
        <div className="mt-8">
          <Pagination
            page={params.page}
            totalPages={pagination.totalPages}
            onPageChange={goToPage}
            label={copy.paginationLabel}
            disabled={isUpdating}
          />
        </div>
      ) : null}
    </div>
  );
}
