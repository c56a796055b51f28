import type { BookingStatus } from '@care/shared';

/**
 * The dashboard's lists. Each asks the API for one status (or none, for All); the cancelled
 * and declined ones sit together under 'Past', which offers both.
 */
export const dashboardViews = {
  all: { status: undefined, empty: 'No bookings yet. New requests from families appear here.' },
  requests: { status: 'PENDING', empty: 'No new requests right now.' },
  upcoming: { status: 'ACCEPTED', empty: 'No upcoming visits. Accepted requests appear here.' },
  'in-progress': { status: 'IN_PROGRESS', empty: 'No care in progress right now.' },
  completed: { status: 'COMPLETED', empty: 'No completed bookings yet.' },
  cancelled: { status: 'CANCELLED', empty: 'No cancelled bookings.' },
  declined: { status: 'DECLINED', empty: 'You have not declined any bookings.' },
} as const satisfies Record<string, { status: BookingStatus | undefined; empty: string }>;

export type DashboardView = keyof typeof dashboardViews;

export interface DashboardTab {
  id: string;
  label: string;
  /** The view the tab opens. */
  view: DashboardView;
  /** Every view the tab stands for (Past: cancelled and declined). */
  views: readonly DashboardView[];
}

export const dashboardTabs: readonly DashboardTab[] = [
  { id: 'all', label: 'All', view: 'all', views: ['all'] },
  { id: 'requests', label: 'Requests', view: 'requests', views: ['requests'] },
  { id: 'upcoming', label: 'Upcoming', view: 'upcoming', views: ['upcoming'] },
  { id: 'in-progress', label: 'In progress', view: 'in-progress', views: ['in-progress'] },
  { id: 'completed', label: 'Completed', view: 'completed', views: ['completed'] },
  { id: 'past', label: 'Past', view: 'cancelled', views: ['cancelled', 'declined'] },
];

export const pastViews = [
  { view: 'cancelled', label: 'Cancelled' },
  { view: 'declined', label: 'Declined' },
] as const satisfies readonly { view: DashboardView; label: string }[];

export function isDashboardView(value: string | null): value is DashboardView {
  return value !== null && Object.hasOwn(dashboardViews, value);
}

export function tabOf(view: DashboardView): DashboardTab {
  return dashboardTabs.find((tab) => tab.views.includes(view)) ?? dashboardTabs[0]!;
}

/** Status words for the badge, and its colour (the text always says it too). */
export const statusLabels: Record<BookingStatus, string> = {
  PENDING: 'Pending',
  ACCEPTED: 'Accepted',
  DECLINED: 'Declined',
  IN_PROGRESS: 'In progress',
  COMPLETED: 'Completed',
  CANCELLED: 'Cancelled',
};

export { bookingStatusTones as statusTones } from '../../../components/bookings/bookingStatusTones';
