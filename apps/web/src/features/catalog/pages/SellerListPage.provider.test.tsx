import type { ProviderListItem } from '@care/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import {
  CATEGORIES,
  CHILD,
  CHILD_SERVICES,
  ELDER,
  ELDER_SERVICES,
  pageInfo,
  provider,
} from '../../../test/catalogFixtures';
import { fail, mockApi, ok, pending, type Reply } from '../../../test/catalogMockApi';

// Each test renders the whole app from a lazy route; on a busy machine the first render of a
// file can take longer than Testing Library's default 1 s wait.
configure({ asyncUtilTimeout: 5000 });

const LIST = '/provider/auth/getOnlineProvidersForWeb';

const ALL = Array.from({ length: 12 }, (_, i) =>
  provider(i + 1, i === 0 ? { name: 'Vikram Singh Rathore', avgRating: 4.5 } : {}),
);

/** A providers endpoint that pages through ALL the way the real API does. */
function providersApi(url: URL): Reply {
  const page = Number(url.searchParams.get('page') ?? 1);
  const limit = Number(url.searchParams.get('limit') ?? 10);
  return ok({
    providers: ALL.slice((page - 1) * limit, page * limit),
    pagination: pageInfo(page, limit, ALL.length),
  });
}

function catalogRoutes() {
  return {
    '/admin/service/getAllServiceCategories': ok(CATEGORIES),
    [`/admin/service/getAllServicesByCategory/${ELDER.id}`]: ok(ELDER_SERVICES),
    [`/admin/service/getAllServicesByCategory/${CHILD.id}`]: ok(CHILD_SERVICES),
  };
}

function setup(path = '/service', list: (url: URL) => Reply | Promise<Reply> = providersApi) {
  const api = mockApi({ ...catalogRoutes(), [LIST]: list });
  const view = renderApp(path);
  const lastListCall = () => {
    const calls = api.callsTo(LIST);
    return Object.fromEntries(calls[calls.length - 1]?.searchParams ?? []);
  };
  const query = () =>
    Object.fromEntries(
      view.router.state.location.search
        ? new URLSearchParams(view.router.state.location.search)
        : [],
    );
  return { ...view, api, lastListCall, query };
}

// Whole-app renders with several round trips; generous under a busy CI machine.
describe('SellerListPage for caregivers (/service)', { timeout: 15_000 }, () => {
  it("shows 'Loading...' until the providers arrive", async () => {
    setup('/service', () => pending());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Services' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('asks for 100 per page (SPEC 9) and shows Result (total) with a card per provider', async () => {
    const { lastListCall } = setup();
    expect(await screen.findByText('Result (12)')).toBeInTheDocument();
    expect(lastListCall()).toEqual({ page: '1', limit: '100' });
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('cuts names to 15 characters and links the card and Book Now', async () => {
    setup();
    const link = await screen.findByRole('link', { name: 'Vikram Singh Rathore' });
    expect(link).toHaveAttribute('href', `/provider/${ALL[0]?.id}`);
    expect(within(link).getByText('Vikram Singh Ra...')).toBeInTheDocument();
    const card = link.closest('article') as HTMLElement;
    expect(within(card).getByRole('link', { name: /^Book Now/ })).toHaveAttribute(
      'href',
      `/booking/${ALL[0]?.id}`,
    );
    expect(within(card).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(within(card).getByText('Elder Care')).toBeInTheDocument();
  });

  it("marks each verified caregiver's card 'Certified', read from the data", async () => {
    setup('/service', () =>
      ok({
        providers: [
          provider(1, { name: 'Checked Chitra' }),
          provider(2, { name: 'Unmarked Uma', verified: false }),
        ],
        pagination: pageInfo(1, 100, 2),
      }),
    );
    const checked = (await screen.findByRole('link', { name: 'Checked Chitra' })).closest(
      'article',
    ) as HTMLElement;
    expect(within(checked).getByText('Certified')).toBeInTheDocument();
    const unmarked = screen.getByRole('link', { name: 'Unmarked Uma' }).closest('article')!;
    expect(within(unmarked as HTMLElement).queryByText('Certified')).not.toBeInTheDocument();
  });

  it("shows 'Error fetching providers' in red when the list fails", async () => {
    setup('/service', () => fail(500, 'boom'));
    const message = await screen.findByText('Error fetching providers', {}, { timeout: 4000 });
    expect(message).toHaveClass('text-red-700');
    expect(screen.queryByText(/Result \(/)).not.toBeInTheDocument();
  });

  it('keeps the service select disabled until a care type is chosen', async () => {
    const { user, lastListCall, query } = setup();
    await screen.findByText('Result (12)');
    const careType = screen.getByRole('combobox', { name: 'Care Type' });
    const service = screen.getByRole('combobox', { name: 'Service' });
    expect(service).toBeDisabled();

    await user.selectOptions(careType, await screen.findByRole('option', { name: 'Elder Care' }));
    await waitFor(() => expect(service).toBeEnabled());
    await user.selectOptions(service, await screen.findByRole('option', { name: 'Dementia Care' }));

    await waitFor(() =>
      expect(lastListCall()).toEqual({
        page: '1',
        limit: '100',
        serviceCategoryId: ELDER.id,
        serviceId: ELDER_SERVICES[1]?.id,
      }),
    );
    expect(query()).toEqual({ categoryId: ELDER.id, serviceId: ELDER_SERVICES[1]?.id });

    // A new care type clears the service, whose options belong to the old one.
    await user.selectOptions(careType, 'Child Care');
    await waitFor(() => expect(query()).toEqual({ categoryId: CHILD.id }));
    expect(service).toHaveValue('');
  });

  it('reads filters and page from the address and sends them to the API', async () => {
    const { lastListCall } = setup(
      `/service?search=nanny&categoryId=${CHILD.id}&serviceId=${CHILD_SERVICES[0]?.id}&page=2&limit=5`,
    );
    await screen.findByText('2 / 3');
    expect(lastListCall()).toEqual({
      search: 'nanny',
      serviceCategoryId: CHILD.id,
      serviceId: CHILD_SERVICES[0]?.id,
      page: '2',
      limit: '5',
    });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('nanny');
    expect(screen.getByRole('combobox', { name: 'Care Type' })).toHaveValue(CHILD.id);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Service' })).toHaveValue(CHILD_SERVICES[0]?.id),
    );
  });

  it('pages with Prev and Next, shown as page / totalPages, disabled at the ends', async () => {
    const { user, query, lastListCall } = setup('/service?limit=5');
    expect(await screen.findByText('1 / 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Vikram Singh Rathore' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('link', { name: 'Provider 6' });
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    expect(query()).toEqual({ limit: '5', page: '2' });

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('link', { name: 'Provider 11' });
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getAllByRole('article')).toHaveLength(2);

    expect(lastListCall()).toEqual({ page: '3', limit: '5' });

    await user.click(screen.getByRole('button', { name: 'Prev' }));
    await screen.findByRole('link', { name: 'Provider 6' });
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    expect(query()).toEqual({ limit: '5', page: '2' });
  });

  it('goes back to page 1 when the care type changes', async () => {
    const { user, query, lastListCall } = setup('/service?limit=5&page=3');
    await screen.findByText('3 / 3');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Care Type' }),
      await screen.findByRole('option', { name: 'Elder Care' }),
    );
    await waitFor(() => expect(query()).toEqual({ limit: '5', categoryId: ELDER.id }));
    await waitFor(() => expect(lastListCall()).toMatchObject({ page: '1' }));
    expect(await screen.findByText('1 / 3')).toBeInTheDocument();
  });

  it('searches once typing pauses, from page 1, without a request per keystroke', async () => {
    const { user, api, query } = setup('/service?limit=5&page=2');
    await screen.findByText('2 / 3');
    const before = api.callsTo(LIST).length;
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Meena');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveAttribute(
      'placeholder',
      'Search for Service',
    );
    await waitFor(() => expect(query()).toEqual({ limit: '5', search: 'Meena' }));
    await waitFor(() => expect(api.callsTo(LIST).length).toBe(before + 1));
    const searched = api.callsTo(LIST).at(-1)?.searchParams;
    expect(searched?.get('search')).toBe('Meena');
    expect(searched?.get('page')).toBe('1');
  });

  it('restores the list of the previous address on Back', async () => {
    const { user, router } = setup('/service?limit=5');
    await screen.findByText('1 / 3');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('2 / 3');
    await router.navigate(-1);
    expect(await screen.findByText('1 / 3')).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Provider 2' });
  });

  it('filters from the mobile drawer only when Apply is pressed', async () => {
    const { user, query } = setup();
    await screen.findByText('Result (12)');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    const skills = within(drawer).getByRole('combobox', { name: 'Skills' });
    expect(skills).toBeDisabled();

    await user.selectOptions(
      within(drawer).getByRole('combobox', { name: 'Care Type' }),
      await within(drawer).findByRole('option', { name: 'Child Care' }),
    );
    await waitFor(() => expect(skills).toBeEnabled());
    await user.selectOptions(
      skills,
      await within(drawer).findByRole('option', { name: 'Nanny / Babysitter' }),
    );
    expect(query()).toEqual({});

    await user.click(within(drawer).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(query()).toEqual({ categoryId: CHILD.id, serviceId: CHILD_SERVICES[0]?.id }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('links to the Partner list, keeping the filters; Individual is the current one', async () => {
    setup(`/service?categoryId=${ELDER.id}&page=2`);
    const toggle = await screen.findByRole('navigation', { name: 'Provider type' });
    expect(within(toggle).getByRole('link', { name: 'Individual' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(toggle).getByRole('link', { name: 'Partner' })).toHaveAttribute(
      'href',
      `/company-service?categoryId=${ELDER.id}`,
    );
  });

  it('says so when nothing matches, and can clear the filters', async () => {
    const empty = (url: URL): Reply =>
      url.searchParams.get('search')
        ? ok({ providers: [] as ProviderListItem[], pagination: pageInfo(1, 100, 0) })
        : providersApi(url);
    const { user, query } = setup('/service?search=zzz', empty);
    expect(await screen.findByText('No caregivers match your search.')).toBeInTheDocument();
    expect(screen.getByText('Result (0)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(query()).toEqual({}));
    expect(await screen.findByText('Result (12)')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it('orders by nearness to a PIN code, kept in the address and clearable', async () => {
    const { user, query, lastListCall } = setup('/service?near=1');
    const box = await screen.findByRole('textbox', { name: 'Near PIN code' });
    expect(box).toHaveFocus();
    await user.type(box, '12');
    await user.click(screen.getByRole('button', { name: 'Show nearest' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a valid 6-digit pincode');
    await user.clear(box);
    await user.type(box, '560038');
    await user.click(screen.getByRole('button', { name: 'Show nearest' }));
    await waitFor(() => expect(query()).toMatchObject({ pincode: '560038' }));
    await waitFor(() => expect(lastListCall()).toMatchObject({ pincode: '560038' }));
    expect(await screen.findByText(/Nearest to PIN code/)).toHaveTextContent('560038');
    const filters = screen.getByRole('region', { name: 'Filters' });
    await user.click(within(filters).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(query().pincode).toBeUndefined());
    // Back to the plain list (served from the query cache, so no new request is needed).
    expect(await screen.findByRole('textbox', { name: 'Near PIN code' })).toHaveValue('');
  });

  it('says about how far each caregiver is when ordered by a PIN code', async () => {
    setup('/service?pincode=560038', () =>
      ok({
        providers: [
          provider(1, { name: 'Isha', pincode: '560038', distanceKm: 0 }),
          provider(2, { name: 'Chitra', pincode: '600001', distanceKm: 289.6 }),
          provider(3, { name: 'Uma', pincode: null, distanceKm: null }),
        ],
        pagination: pageInfo(1, 100, 3),
      }),
    );
    const cards = await screen.findAllByRole('article');
    expect(within(cards[0]!).getByText(/less than 1 km away/)).toBeInTheDocument();
    expect(within(cards[1]!).getByText(/about 290 km away/)).toBeInTheDocument();
    expect(within(cards[1]!).getByText(/PIN 600001/)).toBeInTheDocument();
    expect(within(cards[2]!).queryByText(/away/)).not.toBeInTheDocument();
  });

  it('shows why when the PIN code is not one the server knows', async () => {
    setup('/service?pincode=999999', () =>
      fail(
        422,
        'We could not find that PIN code. Check the number, or search by your city or area.',
        'UNPROCESSABLE',
      ),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error fetching providers');
    expect(alert).toHaveTextContent('We could not find that PIN code.');
  });

  it('lands on the last page when the address asks for one past the end', async () => {
    const { query } = setup('/service?page=9&limit=5');
    await waitFor(() => expect(query()).toMatchObject({ page: '3' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(screen.getAllByText('Provider 12').length).toBeGreaterThan(0);
  });
});
