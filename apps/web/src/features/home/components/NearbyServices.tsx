import { messages, type SellerKind } from '@care/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/Button';
import { SellerCardSkeleton } from '../../../components/ui/SellerCard';
import { companiesQueryOptions } from '../../../lib/queries/companies';
import { CompanyCard } from '../../../components/sellers/CompanyCard';
import { providersQueryOptions } from '../../../lib/queries/providers';
import { ProviderCard } from '../../../components/sellers/ProviderCard';

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

/** 'Find Services Near You': the first caregivers or partner companies, and a way to all. */
export function NearbyServices() {
  const [type, setType] = useState<SellerKind>('Provider');
  const queryClient = useQueryClient();
  const providers = useQuery({
    ...providersQueryOptions(HOME_LIST_QUERY),
    enabled: type === 'Provider',
  });
  // Companies load when asked for; a hover or focus on 'Partner' starts the download early.
  const companies = useQuery({
    ...companiesQueryOptions(HOME_LIST_QUERY),
    enabled: type === 'Company',
  });
  const prefetchCompanies = () =>
    void queryClient.prefetchQuery(companiesQueryOptions(HOME_LIST_QUERY));

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
            Find Services Near You
          </h2>
          <p className="mt-1 text-slate-600">Top-rated caregivers and partner companies.</p>
        </div>
        <div
          role="group"
          aria-label="Provider type"
          className="inline-flex self-start rounded-xl border border-slate-200 bg-white p-1 shadow-xs"
        >
          <button
            type="button"
            aria-pressed={type === 'Provider'}
            className={toggleButton(type === 'Provider')}
            onClick={() => setType('Provider')}
          >
            Individual
          </button>
          <button
            type="button"
            aria-pressed={type === 'Company'}
            className={toggleButton(type === 'Company')}
            onPointerEnter={prefetchCompanies}
            onFocus={prefetchCompanies}
            onClick={() => setType('Company')}
          >
            Partner
          </button>
        </div>
      </div>

      <div className="mt-6">
        {type === 'Provider' ? (
          <CardGrid
            isPending={providers.isPending}
            isError={providers.isError}
            errorMessage={messages.providersError}
            emptyMessage="No caregivers are listed yet."
          >
            {providers.data?.providers.map((provider) => (
              <li key={provider.id}>
                <ProviderCard provider={provider} />
              </li>
            ))}
          </CardGrid>
        ) : (
          <CardGrid
            isPending={companies.isPending}
            isError={companies.isError}
            errorMessage={messages.companiesError}
            emptyMessage="No partner companies are listed yet."
          >
            {companies.data?.companies.map((company) => (
              <li key={company.id}>
                <CompanyCard company={company} />
              </li>
            ))}
          </CardGrid>
        )}
      </div>

      <div className="mt-6 flex justify-center">
        {/* SPEC: each view's 'Explore More' leads to /service. */}
        <ButtonLink to="/service" variant="secondary" size="lg">
          Explore More
        </ButtonLink>
      </div>
    </section>
  );
}
