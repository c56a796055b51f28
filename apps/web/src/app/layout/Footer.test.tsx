import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';

async function renderAndWait(path: string) {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1 });
  return view;
}

describe('Footer', () => {
  it('is shown on the home page with the SPEC links, mission and brand line', async () => {
    await renderAndWait('/');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/login');
    expect(within(footer).getByRole('link', { name: 'Book a Service' })).toHaveAttribute(
      'href',
      '/service',
    );
    expect(within(footer).getByRole('link', { name: 'Registration' })).toHaveAttribute(
      'href',
      '/login-dashboard',
    );
    expect(footer).toHaveTextContent(/DAY-NULM/);
    expect(footer).toHaveTextContent(/UNDP/);
    expect(footer).toHaveTextContent(/accessible, dignified childcare and eldercare/);
    expect(footer).toHaveTextContent('Powered by CareConnect | Made in India');
  });

  it('opens social links in a new tab without handing over window.opener', async () => {
    await renderAndWait('/');
    const social = within(screen.getByRole('contentinfo')).getByRole('list', { name: 'Follow us' });
    const links = within(social).getAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });

  it.each(['/product', '/Categories', '/order-Details/123'])('is hidden on %s', async (path) => {
    await renderAndWait(path);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('comes back when leaving a footer-less page', async () => {
    const { router } = await renderAndWait('/product');
    await router.navigate('/contact');
    await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
