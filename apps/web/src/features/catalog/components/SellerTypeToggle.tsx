import type { SellerKind } from '@care/shared';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

const targets = {
  Provider: { path: '/service', label: 'catalog.sellerType.individual' },
  Company: { path: '/company-service', label: 'catalog.sellerType.partner' },
} as const satisfies Record<SellerKind, { path: string; label: string }>;

/** Keeps search and filters when switching lists; the page number belongs to the old list. */
function carriedSearch(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('page');
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Individual / Partner as two links, the current list marked for assistive technology. */
export function SellerTypeToggle({ active }: { active: SellerKind }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <nav aria-label={t('catalog.sellerType.label')}>
      <ul className="inline-flex rounded-xl border border-slate-200 bg-white p-1 shadow-xs">
        {(Object.keys(targets) as SellerKind[]).map((type) => {
          const isActive = type === active;
          return (
            <li key={type}>
              <Link
                to={`${targets[type].path}${carriedSearch(search)}`}
                aria-current={isActive ? 'page' : undefined}
                className={
                  'inline-flex min-h-11 min-w-28 items-center justify-center rounded-lg px-4 text-sm font-semibold transition-colors ' +
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ' +
                  (isActive ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100')
                }
              >
                {t(targets[type].label)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
