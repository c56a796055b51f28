import type { OperatorRole } from '@care/shared';

export interface AdminNavItem {
  to: string;
  label: string;
  /** Shown only to operators of this role; absent: to every operator. */
  role?: OperatorRole;
  /** Matches only the exact path (the overview at /admin). */
  end?: boolean;
}

/** The console's sidebar, in the order an operator's day goes. */
export const adminNav: AdminNavItem[] = [
  { to: '/admin', label: 'Overview', end: true },
  { to: '/admin/verification', label: 'Verification' },
  { to: '/admin/bookings', label: 'Bookings' },
  { to: '/admin/people', label: 'People' },
  { to: '/admin/money', label: 'Money' },
  { to: '/admin/catalog', label: 'Catalog', role: 'admin' },
  { to: '/admin/blackout-dates', label: 'Blackout dates', role: 'admin' },
  { to: '/admin/blogs', label: 'Blog posts' },
  { to: '/admin/banners', label: 'Banners' },
  { to: '/admin/audit', label: 'Audit log' },
];
