import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import {
  CATEGORIES,
  CHILD,
  CHILD_SERVICES,
  company,
  pageInfo,
} from '../../../test/catalogFixtures';
import { fail, mockApi, ok, pending, type Reply } from '../../../test/catalogMockApi';

// Each test renders the whole app from a lazy route; on a busy machine the first render of a
// file can take longer than Testing Library's default 1 s wait.
configure({ asyncUtilTimeout: 5000 });

const LIST = '/company/auth/getOnlineCompaniesForWeb';
const ALL = Array.from({ length: 7 }, (_, i) =>
  company(i + 1, i === 0 ? { companyName: 'Matru Seva Newborn Care', avgRating: 3.4 } : {}),
);

function companiesApi(url: URL): Reply {
  const page = Number(url.searchParams.get('page') ?? 1);
  const limit = Number(url.searchParams.get('limit') ?? 10);
  return ok({
    companies: ALL.slice((page - 1) * limit, page * limit),
    pagination: pageInfo(page, limit, ALL.length),
  });
}

function setup(
  path = '/company-service',
  list: (url: URL) => Reply | Promise<Reply> = companiesApi,
) {
  const api = mockApi({
    '/admin/service/getAllServiceCategories': ok(CATEGORIES),
    [`/admin/service/getAllServicesByCategory/${CHILD.id}`]: ok(CHILD_SERVICES),
    [LIST]: list,
  });
  const view = renderApp(path);
  const query = () => Object.fromEntries(new URLSearchParams(view.router.state.location.search));
  return { ...view, api, query };
}

describe('SellerListPage for partner companies (/company-service)', { timeout: 15_000 }, () => {
  it("shows 'Loading...' while the companies load", async () => {
    setup('/company-service', () => pending());
    expect(await screen.findByText('Loading...', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('shows company cards: name cut to 12, stars rounded, chips, profile and booking links', async () => {
    const { api } = setup();
    expect(await screen.findByText('Result (7)')).toBeInTheDocument();
    expect(api.callsTo(LIST)[0]?.searchParams.get('limit')).toBe('100');
    const link = screen.getByRole('link', { name: 'Matru Seva Newborn Care' });
    // The SPEC's route, misspelt as the spec has it.
    expect(link).toHaveAttribute('href', `/compnay-provider/${ALL[0]?.id}`);
    expect(within(link).getByText('Matru Seva N...')).toBeInTheDocument();
    const card = link.closest('article') as HTMLElement;
    expect(within(card).getByRole('img', { name: 'Rated 3.4 out of 5' })).toBeInTheDocument();
    expect(card.querySelector('svg[data-stars]')).toHaveAttribute('data-filled', '3');
    expect(within(card).getByText('Child Care')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /^Book Now/ })).toHaveAttribute(
      'href',
      `/company-service-booking/${ALL[0]?.id}`,
    );
  });

  it("shows 'Error fetching companies' in red when the list fails", async () => {
    setup('/company-service', () => fail(503));
    const message = await screen.findByText('Error fetching companies', {}, { timeout: 4000 });
    expect(message).toHaveClass('text-red-700');
  });

  it('has Care Type, Services (disabled until a category) and Search for Company', async () => {
    const { user, query } = setup('/company-service?page=2&limit=5');
    await screen.findByText('2 / 2');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveAttribute(
      'placeholder',
      'Search for Company',
    );
    const services = screen.getByRole('combobox', { name: 'Services' });
    expect(services).toBeDisabled();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Care Type' }),
      await screen.findByRole('option', { name: 'Child Care' }),
    );
    await waitFor(() => expect(services).toBeEnabled());
    expect(query()).toEqual({ limit: '5', categoryId: CHILD.id });
  });

  it('has a drawer with All Skills, All Categories and Apply', async () => {
    const { user } = setup();
    await screen.findByText('Result (7)');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(drawer).getByRole('option', { name: 'All Skills' })).toBeInTheDocument();
    expect(within(drawer).getByRole('option', { name: 'All Categories' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Apply' })).toBeInTheDocument();
  });

  it('marks Partner as current and links Individual to /service', async () => {
    setup();
    const toggle = await screen.findByRole('navigation', { name: 'Provider type' });
    expect(within(toggle).getByRole('link', { name: 'Partner' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(toggle).getByRole('link', { name: 'Individual' })).toHaveAttribute(
      'href',
      '/service',
    );
  });
});
