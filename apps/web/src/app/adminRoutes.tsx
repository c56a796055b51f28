import type { RouteObject } from 'react-router';
import { redirectSignedInOperator, requireOperator } from './guards';
import { RouteErrorPage } from './RouteErrorPage';

/*
 * The operator console at /admin. Only this small table is in the main bundle: every console
 * screen, and the layout itself, is a lazy chunk under features/admin that no public page can
 * reach (apps/web/build/check-budgets.mjs fails the build if one does).
 */

/** A new post and an edited one share the editor's page. */
const blogEditor = () =>
  import('../features/admin/content/BlogEditorPage').then((m) => ({
    Component: m.BlogEditorPage,
  }));

/** The console's screens, each its own chunk, inside the console layout. */
export const adminChildRoutes: RouteObject[] = [
  {
    index: true,
    lazy: () =>
      import('../features/admin/overview/OverviewPage').then((m) => ({
        Component: m.OverviewPage,
      })),
  },
  {
    path: 'verification',
    lazy: () =>
      import('../features/admin/verification/VerificationPage').then((m) => ({
        Component: m.VerificationPage,
      })),
  },
  {
    path: 'money',
    lazy: () =>
      import('../features/admin/money/MoneyPage').then((m) => ({ Component: m.MoneyPage })),
  },
  {
    path: 'catalog',
    lazy: () =>
      import('../features/admin/catalog/CatalogPage').then((m) => ({ Component: m.CatalogPage })),
  },
  {
    path: 'blackout-dates',
    lazy: () =>
      import('../features/admin/blackout/BlackoutDatesPage').then((m) => ({
        Component: m.BlackoutDatesPage,
      })),
  },
  {
    path: 'blogs',
    lazy: () =>
      import('../features/admin/content/BlogsPage').then((m) => ({ Component: m.BlogsPage })),
  },
  // The editor (and its rich-text library) is a chunk of its own, loaded only here.
  { path: 'blogs/new', lazy: blogEditor },
  { path: 'blogs/:id', lazy: blogEditor },
  {
    path: 'banners',
    lazy: () =>
      import('../features/admin/content/BannersPage').then((m) => ({ Component: m.BannersPage })),
  },
  {
    path: 'bookings',
    lazy: () =>
      import('../features/admin/bookings/BookingsPage').then((m) => ({
        Component: m.BookingsPage,
      })),
  },
  {
    path: 'bookings/:id',
    lazy: () =>
      import('../features/admin/bookings/BookingPage').then((m) => ({ Component: m.BookingPage })),
  },
  {
    path: 'people',
    lazy: () =>
      import('../features/admin/people/PeoplePage').then((m) => ({ Component: m.PeoplePage })),
  },
  {
    path: 'people/seller/:type/:id',
    lazy: () =>
      import('../features/admin/people/SellerRecordPage').then((m) => ({
        Component: m.SellerRecordPage,
      })),
  },
  {
    path: 'people/family/:id',
    lazy: () =>
      import('../features/admin/people/FamilyPage').then((m) => ({ Component: m.FamilyPage })),
  },
  {
    path: 'audit',
    lazy: () =>
      import('../features/admin/audit/AuditLogPage').then((m) => ({ Component: m.AuditLogPage })),
  },
];

export const adminRoutes: RouteObject[] = [
  {
    path: '/admin/login',
    loader: redirectSignedInOperator,
    errorElement: <RouteErrorPage />,
    lazy: () =>
      import('../features/admin/auth/AdminLoginPage').then((m) => ({
        Component: m.AdminLoginPage,
      })),
  },
  {
    path: '/admin',
    loader: requireOperator,
    errorElement: <RouteErrorPage />,
    lazy: () =>
      import('../features/admin/layout/AdminLayout').then((m) => ({
        Component: m.AdminLayout,
        HydrateFallback: m.AdminLayoutSkeleton,
      })),
    children: adminChildRoutes,
  },
];
