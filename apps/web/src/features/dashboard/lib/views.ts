import type { BookingStatus } from '@care/shared';
import type { TFunction } from 'i18next';
import type { dashboard } from '../../../lib/locales/en/dashboard';

/**
 * The dashboard's lists. Each asks the API for one status (or none, for All); the cancelled
 * and declined ones sit together under 'Past', which offers both. `empty` names what an empty
 * list says (dashboard.empty in the locales).
 */
export const dashboardViews = {
  all: { status: undefined, empty: 'all' },
  requests: { status: 'PENDING', empty: 'requests' },
  upcoming: { status: 'ACCEPTED', empty: 'upcoming' },
  'in-progress': { status: 'IN_PROGRESS', empty: 'inProgress' },
  completed: { status: 'COMPLETED', empty: 'completed' },
  cancelled: { status: 'CANCELLED', empty: 'cancelled' },
  declined: { status: 'DECLINED', empty: 'declined' },
} as const satisfies Record<
  string,
  { status: BookingStatus | undefined; empty: keyof typeof dashboard.empty }
>;

export type DashboardView = keyof typeof dashboardViews;

export interface DashboardTab {
  id: string;
  /** The tab's name (dashboard.tabs in the locales). */
  label: Exclude<keyof typeof dashboard.tabs, 'label'>;
  /** The view the tab opens. */
  view: DashboardView;
  /** Every view the tab stands for (Past: cancelled and declined). */
  views: readonly DashboardView[];
}

export const dashboardTabs: readonly DashboardTab[] = [
  { id: 'all', label: 'all', view: 'all', views: ['all'] },
  { id: 'requests', label: 'requests', view: 'requests', views: ['requests'] },
  { id: 'upcoming', label: 'upcoming', view: 'upcoming', views: ['upcoming'] },
  { id: 'in-progress', label: 'inProgress', view: 'in-progress', views: ['in-progress'] },
  { id: 'completed', label: 'completed', view: 'completed', views: ['completed'] },
  { id: 'past', label: 'past', view: 'cancelled', views: ['cancelled', 'declined'] },
];

export const pastViews = [
  { view: 'cancelled', label: 'cancelled' },
  { view: 'declined', label: 'declined' },
] as const satisfies readonly {
  view: DashboardView;
  label: Exclude<keyof typeof dashboard.past, 'label'>;
}[];

export function isDashboardView(value: string | null): value is DashboardView {
  return value !== null && Object.hasOwn(dashboardViews, value);
}

export function tabOf(view: DashboardView): DashboardTab {
  return dashboardTabs.find((tab) => tab.views.includes(view)) ?? dashboardTabs[0]!;
}

/** The status word for the badge, in the reader's language (the tone says it in colour too). */
export function statusLabel(status: BookingStatus, t: TFunction): string {
  return t(`dashboard.status.${status}`);
}

export { bookingStatusTones as statusTones } from '../../../components/bookings/bookingStatusTones';
