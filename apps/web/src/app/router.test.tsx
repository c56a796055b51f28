import { screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { TOKEN_KEYS } from '../lib/tokens';
import { renderApp } from '../test/renderApp';
import { appRoutes, PAGES_ROUTE_ID } from './router';

function signInCustomer() {
  localStorage.setItem(TOKEN_KEYS.customer.access, 'customer-token');
  localStorage.setItem(TOKEN_KEYS.customer.refresh, 'customer-refresh');
}

/** The app's routes plus one extra page, added under the same wrapper as the real pages. */
function routesWithExtraPage(extra: RouteObject): RouteObject[] {
  return appRoutes.map((root) => ({
    ...root,
    children: root.children?.map((child) =>
      child.id === PAGES_ROUTE_ID
        ? { ...child, children: [extra, ...(child.children ?? [])] }
        : child,
    ),
  })) as RouteObject[];
}

describe('customer guards', () => {
  it.each(['/profile', '/update_profile', '/booking/7', '/company-service-booking/7'])(
    'sends a visitor from %s to the login page',
    async (path) => {
      const { router } = renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
    },
  );

  it('lets a signed-in customer open the profile', async () => {
    signInCustomer();
    const { router } = renderApp('/profile');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Profile' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('sends a signed-in customer from /login to /profile', async () => {
    signInCustomer();
    const { router } = renderApp('/login');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Profile' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('ignores a seller token: only the customer pair opens customer pages', async () => {
    localStorage.setItem(TOKEN_KEYS.seller.access, 'seller-token');
    const { router } = renderApp('/profile');
    await screen.findByRole('heading', { level: 1, name: 'Sign In' });
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('routes', () => {
  it('serves the company profile on the SPEC spelling and the correct one', async () => {
    renderApp('/compnay-provider/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Company Profile' })).toBeVisible();
  });

  it.each([
    ['/terms-&-condition', 'Terms & Conditions'],
    ['/cancellation-&-refunds', 'Refund & Cancellation Policy'],
    ['/ProviderSuccess', 'Registration completed'],
    ['/company-provider/5', 'Company Profile'],
  ])('renders %s', async (path, heading) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('shows Page Not Found for an unknown path, and Go Back Home leads home', async () => {
    const { user, router } = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Go Back Home' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Find trusted care near you' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the generic error screen inside the shell when a page throws', async () => {
    // React and the router report the thrown error; keep the test output readable.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('boom');
    };
    renderApp('/broken', routesWithExtraPage({ path: 'broken', Component: Broken }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Back Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('scrolls to the top on every path change', async () => {
    const { router } = renderApp('/contact');
    await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
    vi.mocked(window.scrollTo).mockClear();
    await router.navigate('/privacy-policy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy & Cookie Policy' });
    // The scroll is an effect, run after the new page paints.
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith(0, 0));
  });
});
