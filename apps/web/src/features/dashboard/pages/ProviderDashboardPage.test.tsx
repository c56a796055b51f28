import {
  addCalendarDays,
  formatCareDate,
  messages,
  todayInIndia,
  type SellerBooking,
} from '@care/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  getCustomerTokens,
  getSellerTokens,
  setCustomerTokens,
  setSellerTokens,
} from '../../../lib/tokens';
import { fakeJwt } from '../../../test/fakeJwt';
import { renderApp } from '../../../test/renderApp';
import { fail, fakeServer, ok, type RouteHandler } from '../testing/fakeServer';
import { sellerBookingFixture } from '../testing/fixtures';

// Load the lazy page up front, so a busy machine compiles it outside the tests' waits.
import './ProviderDashboardPage';

configure({ asyncUtilTimeout: 3000 });

const START_CODE = '123456';
const END_CODE = '654321';
const WRONG_CODE_MESSAGE = 'That code does not match. Ask the family to read it again.';

const providerToken = fakeJwt({ sub: 'provider-1', ut: 'Provider' });
const companyToken = fakeJwt({ sub: 'company-1', ut: 'Company' });

function signIn(accessToken = providerToken) {
  setSellerTokens({ accessToken, refreshToken: 'provider-refresh' });
}

/**
 * The caregiver API as the contract describes it, over an in-memory list: it filters by
 * status, pages, and moves bookings through the status graph, so a refreshed list shows what
 * each action did.
 */
function caregiverApi(
  initial: SellerBooking[],
  { base = '/provider/booking', overrides = {} as Record<string, RouteHandler> } = {},
) {
  let bookings = [...initial];
  const update = (id: string, patch: Partial<SellerBooking>) => {
    bookings = bookings.map((booking) => (booking.id === id ? { ...booking, ...patch } : booking));
    return bookings.find((booking) => booking.id === id);
  };
  const codeCheck =
    (expected: string, patch: Partial<SellerBooking>, message: string): RouteHandler =>
    ({ params, body }) =>
      (body as { code?: string } | undefined)?.code === expected
        ? ok(update(params.id!, patch), message)
        : fail(422, WRONG_CODE_MESSAGE, 'WRONG_CODE');

  return fakeServer({
    [`GET ${base}/getProviderBookings`]: ({ query }) => {
      const page = Number(query.page ?? 1);
      const limit = Number(query.limit ?? 20);
      const list = query.status
        ? bookings.filter((booking) => booking.status === query.status)
        : bookings;
      return ok({
        bookings: list.slice((page - 1) * limit, page * limit),
        pagination: {
          page,
          limit,
          total: list.length,
          totalPages: Math.max(1, Math.ceil(list.length / limit)),
        },
      });
    },
    [`PATCH ${base}/acceptBooking/:id`]: ({ params }) =>
      ok(update(params.id!, { status: 'ACCEPTED' }), 'Booking accepted'),
    [`PATCH ${base}/declineBooking/:id`]: ({ params }) =>
      ok(
        update(params.id!, { status: 'DECLINED' }),
        'Booking declined. The family has been refunded in full.',
      ),
    [`PATCH ${base}/cancelBooking/:id`]: ({ params }) =>
      ok(
        update(params.id!, { status: 'CANCELLED' }),
        'Booking cancelled; the family has been refunded in full',
      ),
    [`PATCH ${base}/startBooking/:id`]: codeCheck(
      START_CODE,
      { status: 'IN_PROGRESS' },
      'Care started',
    ),
    [`PATCH ${base}/completeBooking/:id`]: codeCheck(
      END_CODE,
      { status: 'COMPLETED' },
      'Care completed',
    ),
    'POST /auth/logout': ok(undefined, 'Logged out successfully'),
    ...overrides,
  });
}

async function openDashboard(path = '/ProviderDashboard') {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Provider Dashboard' });
  return view;
}

const cards = () => screen.findAllByRole('article');
/** The card's status actions: the care profile's show/hide toggle is not one (its own test). */
const buttonNames = (card: HTMLElement) =>
  within(card)
    .queryAllByRole('button')
    .map((button) => button.textContent)
    .filter((name) => !/care profile$/.test(name ?? ''));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ProviderDashboardPage: access', () => {
  it('sends a visitor without a provider or company sign-in to /login-dashboard', async () => {
    setCustomerTokens({ accessToken: 'customer-access', refreshToken: 'customer-refresh' });
    const { requests } = caregiverApi([]);
    const { router } = renderApp('/ProviderDashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login-dashboard'));
    expect(screen.queryByRole('heading', { name: 'Provider Dashboard' })).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('keeps a company signed in under the pair stored before it was named seller', async () => {
    // What a browser holds from before the upgrade: the pair under the old 'provider' keys.
    localStorage.setItem('providerAccessToken', companyToken);
    localStorage.setItem('providerRefreshToken', 'company-refresh');
    const { requests } = caregiverApi([], { base: '/company/booking' });
    const { router } = await openDashboard();
    await waitFor(() => expect(requests.length).toBeGreaterThan(0));
    expect(router.state.location.pathname).toBe('/ProviderDashboard');
    expect(requests[0]?.path).toBe('/company/booking/getProviderBookings');
    expect(requests[0]?.headers.get('Authorization')).toBe(`Bearer ${companyToken}`);
    expect(getSellerTokens()).toEqual({
      accessToken: companyToken,
      refreshToken: 'company-refresh',
    });
    expect(localStorage.getItem('providerAccessToken')).toBeNull();
  });

  it('leaves for /login-dashboard when the session can no longer be renewed', async () => {
    signIn();
    caregiverApi([], {
      overrides: {
        'GET /provider/booking/getProviderBookings': fail(401, 'Expired', 'UNAUTHORIZED'),
        'POST /auth/refresh': fail(401, 'Your session has ended. Please sign in again.'),
      },
    });
    const { router } = await openDashboard();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login-dashboard'));
    expect(getSellerTokens()).toBeNull();
  });
});

describe('ProviderDashboardPage: the list', () => {
  it('shows skeleton cards while loading, then each booking in full', async () => {
    signIn();
    let release: () => void = () => undefined;
    const loaded = new Promise<void>((resolve) => (release = resolve));
    const pending = sellerBookingFixture({ status: 'PENDING' });
    const accepted = sellerBookingFixture({
      status: 'ACCEPTED',
      serviceName: 'Night Nursing',
      startDate: '2026-12-01',
      endDate: '2026-12-01',
      days: 1,
      totalAmount: 125000,
      pricePerDay: 125000,
    });
    const api = caregiverApi([pending, accepted], {
      overrides: {
        'GET /provider/booking/getProviderBookings': async () => {
          await loaded;
          return ok({
            bookings: [pending, accepted],
            pagination: { page: 1, limit: 10, total: 2, totalPages: 1 },
          });
        },
      },
    });
    await openDashboard();
    const panel = screen.getByRole('tabpanel');
    expect(panel.querySelectorAll('.animate-pulse').length).toBeGreaterThan(0);
    expect(screen.queryByRole('status')).not.toBeInTheDocument(); // no spinner
    release();

    const [first, second] = (await cards()) as [HTMLElement, HTMLElement];
    expect(panel.querySelector('.animate-pulse')).toBeNull();

    expect(within(first).getByRole('heading', { name: 'Elder Companion' })).toBeInTheDocument();
    const today = todayInIndia();
    expect(first).toHaveTextContent(
      `${formatCareDate(today)} – ${formatCareDate(addCalendarDays(today, 2))}`,
    );
    expect(first).toHaveTextContent('3 days');
    expect(first).toHaveTextContent('₹4,500');
    expect(within(first).getByText('Lakshmi Iyer')).toBeInTheDocument();
    expect(within(first).getByText('Female · 72 yrs · Mother')).toBeInTheDocument();
    expect(first).toHaveTextContent('Needs help after knee surgery');
    expect(within(first).getByText('PIN code 560038')).toBeInTheDocument();
    expect(within(first).getByText('Pending')).toHaveAttribute('data-tone', 'warning');
    // Before accepting, the family's contact details are not shared.
    expect(within(first).queryByRole('link')).not.toBeInTheDocument();
    expect(first).toHaveTextContent('Name, phone and address are shared once you accept.');

    expect(second).toHaveTextContent('1 Dec 2026');
    expect(second).toHaveTextContent('1 day');
    expect(second).toHaveTextContent('₹1,25,000');
    expect(within(second).getByText('Ananya Iyer')).toBeInTheDocument();
    expect(within(second).getByText('14 MG Road, Indiranagar, Bengaluru')).toBeInTheDocument();
    expect(within(second).getByRole('link', { name: /9876543210/ })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );

    const [list] = api.requestsTo('GET', '/provider/booking/getProviderBookings');
    expect(list?.query).toEqual({ page: '1', limit: '10' });
    expect(list?.headers.get('Authorization')).toBe(`Bearer ${providerToken}`);
  });

  it("calls the person cared for 'Child' in childcare and 'Patient' otherwise", async () => {
    signIn();
    const elder = sellerBookingFixture({ status: 'PENDING' });
    const creche = sellerBookingFixture({
      id: '9a1b2c3d-0000-4000-8000-000000000077',
      status: 'PENDING',
      serviceName: 'Full-day Creche',
      patient: { name: 'Aarav', gender: 'Male', age: 3, relation: 'Son', note: null },
    });
    caregiverApi([elder, creche]);
    await openDashboard();
    const [first, second] = (await cards()) as [HTMLElement, HTMLElement];
    expect(within(first).getByText('Patient')).toBeInTheDocument();
    expect(within(second).getByText('Child')).toBeInTheDocument();
    expect(within(second).queryByText('Patient')).not.toBeInTheDocument();
  });

  it('offers only the actions the status graph allows a caregiver', async () => {
    signIn();
    caregiverApi(
      (['PENDING', 'ACCEPTED', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED', 'DECLINED'] as const).map(
        (status) => sellerBookingFixture({ status, serviceName: `Care ${status}` }),
      ),
    );
    await openDashboard();
    await cards();
    const actionsOf = (status: string) =>
      buttonNames(screen.getByRole('article', { name: `Care ${status}` }));
    expect(actionsOf('PENDING')).toEqual(['Accept', 'Decline']);
    expect(actionsOf('ACCEPTED')).toEqual(['Start visit', 'Cancel booking']);
    expect(actionsOf('IN_PROGRESS')).toEqual(['Complete']);
    expect(actionsOf('COMPLETED')).toEqual([]);
    expect(actionsOf('CANCELLED')).toEqual([]);
    expect(actionsOf('DECLINED')).toEqual([]);
  });

  it('says when an accepted visit can start instead of offering Start before the first day', async () => {
    signIn();
    const startDate = addCalendarDays(todayInIndia(), 5);
    caregiverApi([
      sellerBookingFixture({ status: 'ACCEPTED', serviceName: 'Later care', startDate }),
    ]);
    await openDashboard();
    const [card] = (await cards()) as [HTMLElement];
    // Calling it off stays possible until the care starts.
    expect(buttonNames(card)).toEqual(['Cancel booking']);
    expect(card).toHaveTextContent(
      `Start the visit on ${formatCareDate(startDate)}, when you arrive.`,
    );
  });

  it('filters by status with the tabs, with an empty state for each', async () => {
    signIn();
    const api = caregiverApi([
      sellerBookingFixture({ status: 'PENDING', serviceName: 'Asked for' }),
      sellerBookingFixture({ status: 'CANCELLED', serviceName: 'Called off' }),
    ]);
    const { user, router } = await openDashboard();
    await cards();
    const tabs = screen.getByRole('tablist', { name: 'Bookings by status' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['All', 'Requests', 'Upcoming', 'In progress', 'Completed', 'Past']);
    expect(within(tabs).getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');

    await user.click(within(tabs).getByRole('tab', { name: 'Requests' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Called off' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByRole('heading', { name: 'Asked for' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?view=requests');

    await user.click(within(tabs).getByRole('tab', { name: 'Upcoming' }));
    expect(
      await screen.findByText('No upcoming visits. Accepted requests appear here.'),
    ).toBeInTheDocument();

    await user.click(within(tabs).getByRole('tab', { name: 'Past' }));
    expect(await screen.findByRole('heading', { name: 'Called off' })).toBeInTheDocument();
    const past = screen.getByRole('group', { name: 'Past bookings' });
    expect(within(past).getByRole('button', { name: 'Cancelled' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(past).getByRole('button', { name: 'Declined' }));
    expect(await screen.findByText('You have not declined any bookings.')).toBeInTheDocument();
    expect(within(tabs).getByRole('tab', { name: 'Past' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    // Arrow keys move between tabs, as in any tab list.
    within(tabs).getByRole('tab', { name: 'Past' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(within(tabs).getByRole('tab', { name: 'All' })).toHaveFocus();
    await waitFor(() =>
      expect(within(tabs).getByRole('tab', { name: 'All' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );

    const statuses = api
      .requestsTo('GET', '/provider/booking/getProviderBookings')
      .map((request) => request.query.status);
    expect(statuses).toEqual(
      expect.arrayContaining([undefined, 'PENDING', 'ACCEPTED', 'CANCELLED', 'DECLINED']),
    );
  });

  it('shows an error with Retry when the list cannot be loaded', async () => {
    signIn();
    let failing = true;
    const booking = sellerBookingFixture();
    caregiverApi([booking], {
      overrides: {
        'GET /provider/booking/getProviderBookings': () =>
          failing
            ? fail(500, 'Internal error')
            : ok({
                bookings: [booking],
                pagination: { page: 1, limit: 10, total: 1, totalPages: 1 },
              }),
      },
    });
    const { user } = await openDashboard();
    const alert = await screen.findByRole('alert', undefined, { timeout: 5000 });
    expect(alert).toHaveTextContent('We could not load your bookings.');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await cards()).toHaveLength(1);
  });

  it('pages through the list', async () => {
    signIn();
    const api = caregiverApi(
      Array.from({ length: 12 }, (_, index) =>
        sellerBookingFixture({ serviceName: `Visit ${index + 1}` }),
      ),
    );
    const { user } = await openDashboard();
    expect(await cards()).toHaveLength(10);
    const pages = screen.getByRole('navigation', { name: 'Bookings pages' });
    expect(pages).toHaveTextContent('1 / 2');
    await user.click(within(pages).getByRole('button', { name: /Next/ }));
    expect(await screen.findByRole('heading', { name: 'Visit 12' })).toBeInTheDocument();
    expect(await cards()).toHaveLength(2);
    expect(api.requestsTo('GET', '/provider/booking/getProviderBookings').at(-1)?.query).toEqual({
      page: '2',
      limit: '10',
    });
  });
});

describe('ProviderDashboardPage: actions', () => {
  it('accepts: PATCH acceptBooking with the provider token, toasts, refreshes', async () => {
    signIn();
    const booking = sellerBookingFixture({ status: 'PENDING' });
    const api = caregiverApi([booking]);
    const { user } = await openDashboard();
    const [card] = (await cards()) as [HTMLElement];
    await user.click(within(card).getByRole('button', { name: 'Accept' }));

    expect(await screen.findByText('Booking accepted')).toBeInTheDocument();
    const [accept] = api.requestsTo('PATCH', '/provider/booking/acceptBooking/:id');
    expect(accept?.path).toBe(`/provider/booking/acceptBooking/${booking.id}`);
    expect(accept?.headers.get('Authorization')).toBe(`Bearer ${providerToken}`);
    expect(accept?.body).toBeUndefined();
    expect(await within(card).findByRole('button', { name: 'Start visit' })).toBeInTheDocument();
    expect(api.requestsTo('GET', '/provider/booking/getProviderBookings')).toHaveLength(2);
  });

  it("toasts the server's message when an action is refused", async () => {
    signIn();
    caregiverApi([sellerBookingFixture({ status: 'PENDING' })], {
      overrides: {
        'PATCH /provider/booking/acceptBooking/:id': fail(
          409,
          'This booking is cancelled, so it cannot be accepted.',
          'INVALID_TRANSITION',
        ),
      },
    });
    const { user } = await openDashboard();
    const [card] = (await cards()) as [HTMLElement];
    await user.click(within(card).getByRole('button', { name: 'Accept' }));
    expect(
      await screen.findByText('This booking is cancelled, so it cannot be accepted.'),
    ).toBeInTheDocument();
  });

  it('declines only after confirming that the family is refunded in full', async () => {
    signIn();
    const booking = sellerBookingFixture({ status: 'PENDING' });
    const api = caregiverApi([booking]);
    const { user } = await openDashboard();
    const [card] = (await cards()) as [HTMLElement];
    const declineButton = within(card).getByRole('button', { name: 'Decline' });

    await user.click(declineButton);
    let dialog = screen.getByRole('dialog', { name: 'Decline this booking?' });
    expect(dialog).toHaveTextContent('The family will get a full refund');
    await user.click(within(dialog).getByRole('button', { name: 'Keep booking' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(declineButton).toHaveFocus();
    expect(api.requestsTo('PATCH', '/provider/booking/declineBooking/:id')).toHaveLength(0);

    await user.click(declineButton);
    dialog = screen.getByRole('dialog', { name: 'Decline this booking?' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline booking' }));
    expect(
      await screen.findByText('Booking declined. The family has been refunded in full.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.requestsTo('PATCH', '/provider/booking/declineBooking/:id')[0]?.path).toBe(
      `/provider/booking/declineBooking/${booking.id}`,
    );
    expect(await within(card).findByText('Declined')).toBeInTheDocument();
    expect(buttonNames(card)).toEqual([]);
  });

  it('cancels accepted care only with a reason the family will read', async () => {
    signIn();
    const booking = sellerBookingFixture({ status: 'ACCEPTED', totalAmount: 4500 });
    const api = caregiverApi([booking]);
    const { user } = await openDashboard();
    const [card] = (await cards()) as [HTMLElement];

    await user.click(within(card).getByRole('button', { name: 'Cancel booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    expect(dialog).toHaveTextContent('The family gets all ₹4,500 back in their CareConnect wallet');
    expect(dialog).toHaveTextContent('counted on your record');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(
      await within(dialog).findByText(
        'Tell the family why you are cancelling (at least 5 characters)',
      ),
    ).toBeInTheDocument();
    expect(api.requestsTo('PATCH', '/provider/booking/cancelBooking/:id')).toHaveLength(0);

    await user.type(
      within(dialog).getByRole('textbox', { name: /Why are you cancelling/ }),
      'Fever, cannot travel',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(
      await screen.findByText('Booking cancelled; the family has been refunded in full'),
    ).toBeInTheDocument();
    const [request] = api.requestsTo('PATCH', '/provider/booking/cancelBooking/:id');
    expect(request?.body).toEqual({ reason: 'Fever, cannot travel' });
    expect(await within(card).findByText('Cancelled')).toBeInTheDocument();
  });

  it("starts a visit with the family's start code, showing a wrong code inline", async () => {
    signIn();
    const booking = sellerBookingFixture({ status: 'ACCEPTED' });
    const api = caregiverApi([booking]);
    const { user } = await openDashboard();
    const [card] = (await cards()) as [HTMLElement];
    await user.click(within(card).getByRole('button', { name: 'Start visit' }));

    const dialog = screen.getByRole('dialog', { name: 'Start visit' });
    const input = within(dialog).getByLabelText('Start code');
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAccessibleDescription(/6-digit start code/);

    // Checked with the shared schema before anything is sent.
    await user.type(input, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Start visit' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Enter the 6-digit code from the family',
    );
    expect(api.requestsTo('PATCH', '/provider/booking/startBooking/:id')).toHaveLength(0);

    await user.clear(input);
    await user.type(input, '999999');
    await user.click(within(dialog).getByRole('button', { name: 'Start visit' }));
    expect(await within(dialog).findByText(WRONG_CODE_MESSAGE)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Start visit' })).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, START_CODE);
    await user.click(within(dialog).getByRole('button', { name: 'Start visit' }));
    expect(await screen.findByText('Care started')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const calls = api.requestsTo('PATCH', '/provider/booking/startBooking/:id');
    expect(calls.map((call) => call.body)).toEqual([{ code: '999999' }, { code: START_CODE }]);
    expect(calls[1]?.path).toBe(`/provider/booking/startBooking/${booking.id}`);
    expect(calls[1]?.headers.get('Authorization')).toBe(`Bearer ${providerToken}`);
    expect(await within(card).findByRole('button', { name: 'Complete' })).toBeInTheDocument();
  });

  it('completes the care with the end code', async () => {
    signIn();
    const booking = sellerBookingFixture({ status: 'IN_PROGRESS' });
    const api = caregiverApi([booking]);
    const { user } = await openDashboard();
    const [card] = (await cards()) as [HTMLElement];
    await user.click(within(card).getByRole('button', { name: 'Complete' }));
    const dialog = screen.getByRole('dialog', { name: 'Complete care' });
    await user.type(within(dialog).getByLabelText('End code'), END_CODE);
    await user.click(within(dialog).getByRole('button', { name: 'Complete care' }));

    expect(await screen.findByText('Care completed')).toBeInTheDocument();
    const [call] = api.requestsTo('PATCH', '/provider/booking/completeBooking/:id');
    expect(call?.path).toBe(`/provider/booking/completeBooking/${booking.id}`);
    expect(call?.body).toEqual({ code: END_CODE });
    expect(await within(card).findByText('Completed')).toBeInTheDocument();
    expect(buttonNames(card)).toEqual([]);
  });

  it('shows a too-many-tries refusal (429) in the code dialog', async () => {
    signIn();
    caregiverApi([sellerBookingFixture({ status: 'ACCEPTED' })], {
      overrides: {
        'PATCH /provider/booking/startBooking/:id': fail(
          429,
          'Too many wrong codes. Try again in 15 minutes.',
          'RATE_LIMITED',
        ),
      },
    });
    const { user } = await openDashboard();
    const [card] = (await cards()) as [HTMLElement];
    await user.click(within(card).getByRole('button', { name: 'Start visit' }));
    const dialog = screen.getByRole('dialog', { name: 'Start visit' });
    await user.type(within(dialog).getByLabelText('Start code'), START_CODE);
    await user.click(within(dialog).getByRole('button', { name: 'Start visit' }));
    expect(
      await within(dialog).findByText('Too many wrong codes. Try again in 15 minutes.'),
    ).toBeInTheDocument();
  });

  it('uses the /company/booking/ paths with a company token', async () => {
    signIn(companyToken);
    const pending = sellerBookingFixture({ status: 'PENDING', serviceName: 'Day Care' });
    const started = sellerBookingFixture({ status: 'IN_PROGRESS', serviceName: 'Night Care' });
    const api = caregiverApi([pending, started], { base: '/company/booking' });
    const { user } = await openDashboard();
    await cards();
    await user.click(
      within(screen.getByRole('article', { name: 'Day Care' })).getByRole('button', {
        name: 'Accept',
      }),
    );
    expect(await screen.findByText('Booking accepted')).toBeInTheDocument();

    await user.click(
      within(screen.getByRole('article', { name: 'Night Care' })).getByRole('button', {
        name: 'Complete',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Complete care' });
    await user.type(within(dialog).getByLabelText('End code'), END_CODE);
    await user.click(within(dialog).getByRole('button', { name: 'Complete care' }));
    expect(await screen.findByText('Care completed')).toBeInTheDocument();

    const paths = api.requests.map((request) => `${request.method} ${request.path}`);
    expect(paths).toContain('GET /company/booking/getProviderBookings');
    expect(paths).toContain(`PATCH /company/booking/acceptBooking/${pending.id}`);
    expect(paths).toContain(`PATCH /company/booking/completeBooking/${started.id}`);
    expect(paths.some((path) => path.includes('/provider/'))).toBe(false);
    for (const request of api.requests) {
      expect(request.headers.get('Authorization')).toBe(`Bearer ${companyToken}`);
    }
  });
});

describe('ProviderDashboardPage: Logout', () => {
  it('ends the caregiver session only and goes to /login-dashboard', async () => {
    signIn();
    setCustomerTokens({ accessToken: 'customer-access', refreshToken: 'customer-refresh' });
    const api = caregiverApi([]);
    const { user, router } = await openDashboard();
    await screen.findByText('No bookings yet. New requests from families appear here.');
    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText(messages.loggedOut)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login-dashboard'));
    expect(getSellerTokens()).toBeNull();
    expect(getCustomerTokens()).toEqual({
      accessToken: 'customer-access',
      refreshToken: 'customer-refresh',
    });
    expect(api.requestsTo('POST', '/auth/logout').map((request) => request.body)).toEqual([
      { refreshToken: 'provider-refresh' },
    ]);
  });
});
