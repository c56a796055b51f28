import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { banner, blog, company, pageInfo, provider } from '../../../test/catalogFixtures';
import { fail, mockApi, ok, pending, type Reply } from '../../../test/catalogMockApi';
import { bannerTarget } from '../components/BannerStrip';

// Each test renders the whole app from a lazy route; on a busy machine the first render of a
// file can take longer than Testing Library's default 1 s wait.
configure({ asyncUtilTimeout: 5000 });

const PROVIDERS = '/provider/auth/getOnlineProvidersForWeb';
const COMPANIES = '/company/auth/getOnlineCompaniesForWeb';
const BLOGS = '/Careconnect/blog/getAllTrue';
const BANNERS = '/Careconnect/banner/getAllTrue';

const PROVIDER_LIST = [
  provider(1, { name: 'Vikram Singh Rathore' }),
  provider(2),
  provider(3),
  provider(4),
];
const COMPANY_LIST = [company(11, { companyName: 'Little Lotus Creche & Daycare' }), company(12)];
const LONG_POST = `<p>Forgetting names, repeating the same question, getting lost on a familiar road: these signs matter.</p>`;
const BLOGS_LIST = Array.from({ length: 6 }, (_, i) =>
  blog(i + 1, i === 0 ? { description: LONG_POST } : {}),
);

function setup(overrides: Record<string, Reply | (() => Promise<Reply>)> = {}) {
  const api = mockApi({
    [PROVIDERS]: ok({ providers: PROVIDER_LIST, pagination: pageInfo(1, 4, 24) }),
    [COMPANIES]: ok({ companies: COMPANY_LIST, pagination: pageInfo(1, 4, 2) }),
    [BLOGS]: ok(BLOGS_LIST),
    [BANNERS]: ok([banner(21), banner(22, { link: 'https://example.org/offer' })]),
    ...overrides,
  });
  return { ...renderApp('/'), api };
}

const section = async (name: string) =>
  (await screen.findByRole('heading', { level: 2, name }, { timeout: 5000 })).closest(
    'section',
  ) as HTMLElement;

describe('HomePage', { timeout: 15_000 }, () => {
  it('offers Sign Up & Book Now and Explore Services Near Me', async () => {
    setup();
    expect(
      await screen.findByRole('link', { name: 'Sign Up & Book Now' }, { timeout: 5000 }),
    ).toHaveAttribute('href', '/login');
    // A visitor has no PIN code on file: the list opens with its PIN code box focused.
    expect(screen.getByRole('link', { name: 'Explore Services Near Me' })).toHaveAttribute(
      'href',
      '/service?near=1',
    );
  });

  it('shows skeletons of the card size while providers and blogs load', async () => {
    setup({ [PROVIDERS]: () => pending(), [BLOGS]: () => pending() });
    const nearby = await section('Find Services Near You');
    expect(within(nearby).queryByRole('article')).not.toBeInTheDocument();
    expect(nearby.querySelectorAll('.animate-pulse').length).toBeGreaterThan(0);
    const blogs = await section('Blogs');
    expect(within(blogs).queryByRole('link', { name: /Post number/ })).not.toBeInTheDocument();
    expect(blogs.querySelectorAll('.animate-pulse').length).toBeGreaterThan(0);
  });

  it('shows the first 4 providers, names cut to 15, with Book Now', async () => {
    const { api } = setup();
    const nearby = await section('Find Services Near You');
    expect(await within(nearby).findAllByRole('article')).toHaveLength(4);
    const params = api.callsTo(PROVIDERS)[0]?.searchParams;
    expect(params?.get('limit')).toBe('4');
    expect(params?.get('page')).toBe('1');
    const link = within(nearby).getByRole('link', { name: 'Vikram Singh Rathore' });
    expect(link).toHaveAttribute('href', `/provider/${PROVIDER_LIST[0]?.id}`);
    expect(within(link).getByText('Vikram Singh Ra...')).toBeInTheDocument();
    expect(
      within(nearby).getByRole('link', { name: 'Book Now with Vikram Singh Rathore' }),
    ).toHaveAttribute('href', `/booking/${PROVIDER_LIST[0]?.id}`);
    expect(within(nearby).getByRole('link', { name: 'Explore More' })).toHaveAttribute(
      'href',
      '/service',
    );
  });

  it('switches to partner companies with the Partner toggle', async () => {
    const { user, api } = setup();
    const nearby = await section('Find Services Near You');
    await within(nearby).findAllByRole('article');
    const individual = within(nearby).getByRole('button', { name: 'Individual' });
    const partner = within(nearby).getByRole('button', { name: 'Partner' });
    expect(individual).toHaveAttribute('aria-pressed', 'true');
    expect(partner).toHaveAttribute('aria-pressed', 'false');

    await user.click(partner);
    expect(partner).toHaveAttribute('aria-pressed', 'true');
    expect(individual).toHaveAttribute('aria-pressed', 'false');
    const link = await within(nearby).findByRole('link', {
      name: 'Little Lotus Creche & Daycare',
    });
    expect(within(link).getByText('Little Lotus...')).toBeInTheDocument();
    expect(link).toHaveAttribute('href', `/compnay-provider/${COMPANY_LIST[0]?.id}`);
    expect(
      within(nearby).getByRole('link', { name: 'Book Now with Little Lotus Creche & Daycare' }),
    ).toHaveAttribute('href', `/company-service-booking/${COMPANY_LIST[0]?.id}`);
    expect(within(nearby).getAllByRole('article')).toHaveLength(2);
    expect(api.callsTo(COMPANIES)[0]?.searchParams.get('limit')).toBe('4');
    expect(within(nearby).getByRole('link', { name: 'Explore More' })).toHaveAttribute(
      'href',
      '/service',
    );
  });

  it("shows 'Error fetching providers' in red when the providers fail", async () => {
    setup({ [PROVIDERS]: fail(500) });
    const message = await screen.findByText('Error fetching providers', {}, { timeout: 5000 });
    expect(message).toHaveClass('text-red-700');
  });

  it('shows the first 4 blogs with a 70-character snippet', async () => {
    setup();
    const blogs = await section('Blogs');
    const links = await within(blogs).findAllByRole('link', { name: /Post number/ });
    expect(links).toHaveLength(4);
    expect(links[0]).toHaveAttribute('href', '/blog/post-1');
    expect(
      within(links[0] as HTMLElement).getByText(
        'Forgetting names, repeating the same question, getting lost on a famil...',
      ),
    ).toBeInTheDocument();
    expect(within(links[1] as HTMLElement).getByText('Body of post 2.')).toBeInTheDocument();
  });

  it('shows tips, the two trust badges and the banners', async () => {
    setup();
    expect(await section('Tips & Guides for Families')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Secure Payments' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Certified Providers' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Banner 21' })).toHaveAttribute(
      'href',
      '/service',
    );
    const external = screen.getByRole('link', { name: 'Banner 22' });
    expect(external).toHaveAttribute('href', 'https://example.org/offer');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('leaves the banners and blogs out quietly when they fail (SPEC 8)', async () => {
    setup({ [BANNERS]: fail(500), [BLOGS]: fail(500) });
    await section('Find Services Near You');
    await waitFor(
      () => expect(screen.queryByRole('heading', { name: 'Blogs' })).not.toBeInTheDocument(),
      { timeout: 4000 },
    );
    expect(screen.queryByRole('region', { name: 'Highlights' })).not.toBeInTheDocument();
  });
});

describe('bannerTarget', () => {
  it('follows site paths and web addresses only', () => {
    expect(bannerTarget('/service')).toEqual({ kind: 'internal', to: '/service' });
    expect(bannerTarget('https://x.org')).toEqual({ kind: 'external', href: 'https://x.org' });
    expect(bannerTarget('javascript:alert(1)')).toBeNull();
    expect(bannerTarget('//evil.example')).toBeNull();
    expect(bannerTarget(null)).toBeNull();
  });
});
