import { sellerKinds, type SellerKind } from '@care/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/Button';
import { SellerCardSkeleton, sellerCardItem } from '../../../components/ui/SellerCard';
import { sellerListItems, sellersQueryOptions } from '../../../lib/queries/sellers';
import { KeepServerHtml } from '../../../lib/hydration/KeepServerHtml';
import { SellerListCard } from '../../../components/sellers/SellerListCard';

/** SPEC section 9: the home page shows 4 providers and 4 companies. */
export const HOME_LIST_QUERY = { page: 1, limit: 4 } as const;

const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4';

const toggleButton = (pressed: boolean) =>
  'inline-flex min-h-11 min-w-28 items-center justify-center rounded-lg px-4 text-sm font-semibold transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ' +
  (pressed ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100');

function CardGrid({
  isPending,
  isError,
  errorMessage,
  emptyMessage,
  children,
}: {
  isPending: boolean;
  isError: boolean;
  errorMessage: string;
  emptyMessage: string;
  children: ReactNode[] | undefined;
}) {
  if (isError) {
    return (
      <p
        role="alert"
        className="rounded-2xl border border-red-200 bg-red-50 p-5 font-semibold text-red-700"
      >
        {errorMessage}
      </p>
    );
  }
  if (isPending) {
    return (
      <ul aria-hidden="true" className={GRID}>
        {Array.from({ length: HOME_LIST_QUERY.limit }, (_, index) => (
          <li key={index}>
            <SellerCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  if (!children || children.length === 0) {
    return <p className="rounded-2xl bg-white p-5 text-slate-600">{emptyMessage}</p>;
  }
  return <ul className={GRID}>{children}</ul>;
}

/** The toggle's label and the grid's words for each kind of seller, as locale keys. */
const kindCopy = {
  Provider: {
    toggle: 'home.nearby.individual',
    errorMessage: 'spec.providersError',
    emptyMessage: 'home.nearby.noProviders',
  },
  Company: {
    toggle: 'home.nearby.partner',
    errorMessage: 'spec.companiesError',
    emptyMessage: 'home.nearby.noCompanies',
  },
} as const satisfies Record<SellerKind, Record<string, string>>;

/** The first few sellers of one kind. */
function SellerGrid<K extends SellerKind>({ kind }: { kind: K }) {
  const { t } = useTranslation();
  const sellers = useQuery(sellersQueryOptions(kind, HOME_LIST_QUERY));
  return (
    <CardGrid
      isPending={sellers.isPending}
      isError={sellers.isError}
      errorMessage={t(kindCopy[kind].errorMessage)}
      emptyMessage={t(kindCopy[kind].emptyMessage)}
    >
      {sellers.data &&
        sellerListItems(kind, sellers.data).map((seller) => (
          <li key={seller.id} className={sellerCardItem}>
            {/* Links and text: the server's HTML is kept as it is (decision 035). */}
            <KeepServerHtml part={`nearby-${seller.id}`} inputs={[seller]}>
              <SellerListCard kind={kind} seller={seller} />
            </KeepServerHtml>
          </li>
        ))}
    </CardGrid>
  );
}

/** 'Find Services Near You': the first caregivers or partner companies, and a way to all. */
export function NearbyServices() {
  const { t } = useTranslation();
  const [shown, setShown] = useState<SellerKind>('Provider');
  const queryClient = useQueryClient();
  // A kind loads when asked for; a hover or focus on its button starts the download early.
  const prefetch = (kind: SellerKind) =>
    void queryClient.prefetchQuery(sellersQueryOptions(kind, HOME_LIST_QUERY));

  return (
    <section
      aria-labelledby="nearby-heading"
      className="mx-auto max-w-6xl px-4 pt-12 sm:px-6 sm:pt-16"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2
            id="nearby-heading"
            className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
          >
            {t('home.nearby.heading')}
          </h2>
          <p className="mt-1 text-slate-600">{t('home.nearby.lead')}</p>
        </div>
        <div
          role="group"
          aria-label={t('home.nearby.kindLabel')}
          className="inline-flex self-start rounded-xl border border-slate-200 bg-white p-1 shadow-xs"
        >
          {sellerKinds.map((kind) => (
            <button
              key={kind}
              type="button"
              aria-pressed={shown === kind}
              className={toggleButton(shown === kind)}
              onPointerEnter={shown === kind ? undefined : () => prefetch(kind)}
              onFocus={shown === kind ? undefined : () => prefetch(kind)}
              onClick={() => setShown(kind)}
            >
              {t(kindCopy[kind].toggle)}
            </button>
          ))}
        </div>
      </div>

      <div className="mt-6">
        {/* Keyed by kind: one kind's page never stands in for the other's. */}
        <SellerGrid key={shown} kind={shown} />
      </div>

      <div className="mt-6 flex justify-center">
        {/* SPEC: each view's 'Explore More' leads to /service. */}
        <ButtonLink to="/service" variant="secondary" size="lg">
          {t('home.nearby.exploreMore')}
        </ButtonLink>
      </div>
    </section>
  );
}
