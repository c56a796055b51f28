import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

/** Each section's name is its heading's: the locale key it is read from. */
export const dashboardSections = [
  { id: 'bookings', label: 'dashboard.sections.bookings' },
  { id: 'services', label: 'components.offerings.heading' },
  { id: 'days-off', label: 'dashboard.sections.daysOff' },
  { id: 'earnings', label: 'dashboard.sections.earnings' },
  { id: 'profile', label: 'dashboard.sections.profile' },
] as const;

export type DashboardSection = (typeof dashboardSections)[number]['id'];

/** The part of the dashboard in view lives in the address (?section=), so Back keeps it. */
export function useDashboardSection(): DashboardSection {
  const [params] = useSearchParams();
  const wanted = params.get('section');
  return dashboardSections.find((s) => s.id === wanted)?.id ?? 'bookings';
}

/**
 * Bookings, services and prices, days off, earnings, profile: the caregiver's jobs on this page.
 * Two to a row on a phone, so every one is in view at 360px; one row from the small breakpoint
 * up.
 */
export function SectionNav({ current }: { current: DashboardSection }) {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('dashboard.sections.label')}
      className="mb-6 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap"
    >
      {dashboardSections.map((section) => (
        <Link
          key={section.id}
          to={section.id === 'bookings' ? '?' : `?section=${section.id}`}
          aria-current={section.id === current ? 'page' : undefined}
          preventScrollReset
          className={`inline-flex min-h-11 items-center justify-center rounded-full border px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
            section.id === current
              ? 'border-brand-700 bg-brand-700 text-white'
              : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
          }`}
        >
          {t(section.label)}
        </Link>
      ))}
    </nav>
  );
}
