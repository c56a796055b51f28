import { useTranslation } from 'react-i18next';

const BADGES = [
  {
    key: 'securePayments',
    icon: 'M7 11V8a5 5 0 0 1 10 0v3M6 11h12v9H6z',
  },
  {
    key: 'certifiedProviders',
    icon: 'M12 3l7 3v5c0 4.5-3 8-7 10-4-2-7-5.5-7-10V6l7-3zM9 12l2 2 4-4',
  },
] as const;

/** The two trust badges of SPEC section 1. */
export function TrustBadges() {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t('home.trust.label')}
      className="mx-auto max-w-6xl px-4 pt-12 sm:px-6 sm:pt-16"
    >
      <ul className="grid gap-4 sm:grid-cols-2">
        {BADGES.map((badge) => (
          <li
            key={badge.key}
            className="flex items-start gap-4 rounded-2xl border border-brand-100 bg-brand-50 p-5"
          >
            <span
              aria-hidden="true"
              className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-white text-brand-700 shadow-xs"
            >
              <svg viewBox="0 0 24 24" className="size-6" fill="none">
                <path
                  d={badge.icon}
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </span>
            <div>
              <h3 className="font-semibold text-brand-950">{t(`home.trust.${badge.key}.title`)}</h3>
              <p className="mt-1 text-sm leading-6 text-brand-900">
                {t(`home.trust.${badge.key}.text`)}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
