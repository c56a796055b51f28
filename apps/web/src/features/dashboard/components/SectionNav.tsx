import { Link, useSearchParams } from 'react-router';

export const dashboardSections = [
  { id: 'bookings', label: 'Bookings' },
  { id: 'services', label: 'Services and prices' },
  { id: 'days-off', label: 'Days off' },
  { id: 'earnings', label: 'Earnings' },
  { id: 'profile', label: 'Profile' },
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
  return (
    <nav aria-label="Dashboard" className="mb-6 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
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
          {section.label}
        </Link>
      ))}
    </nav>
  );
}
