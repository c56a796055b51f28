import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setCustomerTokens, setSellerTokens, TOKEN_KEYS } from '../../lib/tokens';
import { renderApp } from '../../test/renderApp';

async function mainNav() {
  await screen.findByRole('heading', { level: 1 });
  return screen.getByRole('navigation', { name: 'Main' });
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  fireEvent.scroll(window);
}

describe('TopBar', () => {
  it('shows Home, Service and Sign In when no customer is signed in', async () => {
    renderApp('/');
    const nav = await mainNav();
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Service' })).toHaveAttribute('href', '/service');
    expect(within(nav).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(within(nav).queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
  });

  it('shows Profile instead of Sign In when a customer token is stored', async () => {
    localStorage.setItem(TOKEN_KEYS.customer.access, 'token-1');
    renderApp('/');
    const nav = await mainNav();
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(within(nav).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('shows Dashboard instead of Sign In to a signed-in caregiver, and both to someone signed in as both', async () => {
    setSellerTokens({ accessToken: 'seller-1', refreshToken: 'r' });
    renderApp('/');
    const nav = await mainNav();
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/ProviderDashboard',
    );
    expect(within(nav).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    act(() => setCustomerTokens({ accessToken: 'a', refreshToken: 'r' }));
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Service', 'Profile', 'Dashboard']);
  });

  it('switches to Profile as soon as the token is set in this tab', async () => {
    renderApp('/');
    const nav = await mainNav();
    act(() => setCustomerTokens({ accessToken: 'a', refreshToken: 'r' }));
    expect(within(nav).getByRole('link', { name: 'Profile' })).toBeInTheDocument();
  });

  it('switches back to Sign In when another tab signs out', async () => {
    localStorage.setItem(TOKEN_KEYS.customer.access, 'token-1');
    renderApp('/');
    const nav = await mainNav();
    act(() => {
      localStorage.removeItem(TOKEN_KEYS.customer.access);
      window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEYS.customer.access }));
    });
    expect(within(nav).getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('opens and closes the mobile menu', async () => {
    const { user } = renderApp('/');
    await mainNav();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(menu).getByRole('link', { name: 'Sign In' })).toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });

  it('closes the mobile menu after following one of its links', async () => {
    const { user, router } = renderApp('/');
    await mainNav();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    await user.click(within(menu).getByRole('link', { name: 'Service' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Services' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/service');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });

  it('becomes fixed only after scrolling past 50px, keeping its space in the flow', async () => {
    renderApp('/');
    await mainNav();
    const bar = screen.getByRole('banner');
    expect(bar).not.toHaveClass('fixed');

    act(() => scrollTo(50));
    expect(bar).not.toHaveClass('fixed');

    act(() => scrollTo(51));
    expect(bar).toHaveClass('fixed');
    // The wrapper reserves the bar's height so the content below does not jump up.
    expect(bar.parentElement).toHaveClass('h-16');

    act(() => scrollTo(0));
    expect(bar).not.toHaveClass('fixed');
  });
});
