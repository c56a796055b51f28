import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Wordmark with an inline mark: no image request on slow connections. */
export function BrandLogo() {
  const { t } = useTranslation();
  return (
    <Link
      to="/"
      className="flex min-h-11 items-center gap-2 rounded-lg text-lg font-bold text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="9" className="fill-brand-700" />
        <path
          d="M16 24s-7-4.2-7-9.3A3.9 3.9 0 0 1 16 12.6a3.9 3.9 0 0 1 7 2.1C23 19.8 16 24 16 24Z"
          fill="white"
        />
      </svg>
      <span>{t('brand.name')}</span>
    </Link>
  );
}
