import type { SellerKind } from '@care/shared';
import {
  createBrowserRouter,
  matchRoutes,
  type HydrationState,
  type RouteObject,
} from 'react-router';
import {
  redirectSignedInCaregiver,
  redirectSignedInCustomer,
  requireCaregiver,
  requireCustomer,
} from './guards';
import { adminRoutes } from './adminRoutes';
import { AppLayout } from './layout/AppLayout';
import { PageSkeleton } from './PageSkeleton';
import { RouteErrorPage } from './RouteErrorPage';
import { loadingSignedInTexts } from './signedInTexts';

/*
 * Caregivers and partner companies share their list and profile pages; each route says which
 * kind it shows. Keyed by kind, so moving from one kind's page to the other's starts afresh, as
 * moving between two different pages does.
 */
function sellerListRoute(path: string, kind: SellerKind): RouteObject {
  return {
    path,
    lazy: () =>
      import('../features/catalog/pages/SellerListPage').then((m) => ({
        element: <m.SellerListPage key={kind} kind={kind} />,
      })),
  };
}

function sellerProfileRoute(path: string, kind: SellerKind): RouteObject {
  return {
    path,
    lazy: () =>
      import('../features/sellers/pages/SellerProfilePage').then((m) => ({
        element: <m.SellerProfilePage key={kind} kind={kind} />,
      })),
  };
}

/*
 * Every page is a lazy route module, so a visitor on a slow connection downloads only the
 * screen they open. Guards are plain loaders defined here, not in the lazy modules, so the
 * redirect happens before the page's code is fetched.
 */
const pageRoutes: RouteObject[] = [
  {
    index: true,
    lazy: () => import('../features/home/pages/HomePage').then((m) => ({ Component: m.HomePage })),
  },
  {
    path: 'blog',
    lazy: () =>
      import('../features/blog/pages/BlogListPage').then((m) => ({ Component: m.BlogListPage })),
  },
  {
    path: 'blog/:slugUrl',
    lazy: () =>
      import('../features/blog/pages/BlogPostPage').then((m) => ({ Component: m.BlogPostPage })),
  },
  {
    path: 'login',
    loader: redirectSignedInCustomer,
    lazy: () =>
      import('../features/auth/pages/LoginPage').then((m) => ({ Component: m.LoginPage })),
  },
  {
    path: 'update_profile',
    loader: requireCustomer,
    lazy: () =>
      import('../features/customer/pages/UpdateProfilePage').then((m) => ({
        Component: m.UpdateProfilePage,
      })),
  },
  {
    path: 'profile',
    loader: requireCustomer,
    lazy: () =>
      import('../features/customer/pages/ProfilePage').then((m) => ({ Component: m.ProfilePage })),
  },
  {
    path: 'care-profile/:memberId',
    loader: requireCustomer,
    lazy: () =>
      import('../features/customer/pages/CareProfilePage').then((m) => ({
        Component: m.CareProfilePage,
      })),
  },
  {
    path: 'care-journal/:bookingId',
    loader: requireCustomer,
    lazy: () =>
      import('../features/customer/pages/CareJournalPage').then((m) => ({
        Component: m.CareJournalPage,
      })),
  },
  sellerListRoute('service', 'Provider'),
  sellerListRoute('company-service', 'Company'),
  sellerProfileRoute('provider/:id', 'Provider'),
  // The SPEC's route is misspelt and links point at it; the correct spelling serves the same page.
  sellerProfileRoute('compnay-provider/:id', 'Company'),
  sellerProfileRoute('company-provider/:id', 'Company'),
  {
    path: 'provider-registration',
    lazy: () =>
      import('../features/registration/pages/ProviderRegistrationPage').then((m) => ({
        Component: m.ProviderRegistrationPage,
      })),
  },
  {
    path: 'company-registration',
    lazy: () =>
      import('../features/registration/pages/CompanyRegistrationPage').then((m) => ({
        Component: m.CompanyRegistrationPage,
      })),
  },
  {
    path: 'booking/:id',
    loader: requireCustomer,
    lazy: () =>
      import('../features/booking/pages/ProviderBookingPage').then((m) => ({
        Component: m.ProviderBookingPage,
      })),
  },
  {
    path: 'company-service-booking/:id',
    loader: requireCustomer,
    lazy: () =>
      import('../features/booking/pages/CompanyBookingPage').then((m) => ({
        Component: m.CompanyBookingPage,
      })),
  },
  {
    path: 'contact',
    lazy: () =>
      import('../features/static/pages/ContactPage').then((m) => ({ Component: m.ContactPage })),
  },
  {
    path: 'privacy-policy',
    lazy: () =>
      import('../features/static/pages/PrivacyPolicyPage').then((m) => ({
        Component: m.PrivacyPolicyPage,
      })),
  },
  {
    path: 'terms-&-condition',
    lazy: () =>
      import('../features/static/pages/TermsPage').then((m) => ({ Component: m.TermsPage })),
  },
  {
    path: 'cancellation-&-refunds',
    lazy: () =>
      import('../features/static/pages/RefundPolicyPage').then((m) => ({
        Component: m.RefundPolicyPage,
      })),
  },
  {
    path: 'ProviderSuccess',
    lazy: () =>
      import('../features/registration/pages/ProviderSuccessPage').then((m) => ({
        Component: m.ProviderSuccessPage,
      })),
  },
  {
    path: 'login-dashboard',
    loader: redirectSignedInCaregiver,
    lazy: () =>
      import('../features/registration/pages/LoginDashboardPage').then((m) => ({
        Component: m.LoginDashboardPage,
      })),
  },
  {
    path: 'ProviderDashboard',
    loader: requireCaregiver,
    lazy: () =>
      import('../features/dashboard/pages/ProviderDashboardPage').then((m) => ({
        Component: m.ProviderDashboardPage,
      })),
  },
  {
    path: 'ProviderDashboard/care-journal/:bookingId',
    loader: requireCaregiver,
    lazy: () =>
      import('../features/dashboard/journal/pages/CareJournalPage').then((m) => ({
        Component: m.CareJournalPage,
      })),
  },
  {
    path: 'order-Details/:id',
    lazy: () =>
      import('../features/dashboard/pages/OrderDetailsPage').then((m) => ({
        Component: m.OrderDetailsPage,
      })),
  },
  {
    path: 'product',
    lazy: () =>
      import('../features/catalog/pages/ProductPage').then((m) => ({ Component: m.ProductPage })),
  },
  {
    path: 'Categories',
    lazy: () =>
      import('../features/catalog/pages/CategoriesPage').then((m) => ({
        Component: m.CategoriesPage,
      })),
  },
  {
    path: '*',
    lazy: () =>
      import('../features/static/pages/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
  },
];

/** Route ids other code may target (e.g. useRouteLoaderData, or tests adding child routes). */
export const ROOT_ROUTE_ID = 'root';
export const PAGES_ROUTE_ID = 'pages';

export const appRoutes: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
    path: '/',
    Component: AppLayout,
    // Reached only if the shell itself fails; page errors stop at the wrapper below.
    errorElement: <RouteErrorPage />,
    children: [
      {
        // Pathless wrapper: a page that throws shows the error inside the shell, and on first
        // load the shell renders at once with a skeleton while the page's code downloads.
        id: PAGES_ROUTE_ID,
        errorElement: <RouteErrorPage />,
        HydrateFallback: PageSkeleton,
        children: loadingSignedInTexts(pageRoutes),
      },
    ],
  },
  // The operator console has its own layout: no public top bar, footer or assistant.
  ...loadingSignedInTexts(adminRoutes),
];

export function createAppRouter(options?: { hydrationData?: HydrationState }) {
  return createBrowserRouter(appRoutes, options);
}

/**
 * Loads the code of the pages matching `location` before the first render, as the server has
 * already rendered them: a lazy page still loading would hydrate as its skeleton and not match.
 */
export async function loadRouteModules(location: Location): Promise<void> {
  const matches = matchRoutes(appRoutes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
