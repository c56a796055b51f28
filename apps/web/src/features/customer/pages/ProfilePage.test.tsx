import { familyMemberBodySchema, messages, type FamilyMember } from '@care/shared';
import { configure, act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getCustomerTokens,
  getSellerTokens,
  setCustomerTokens,
  setSellerTokens,
} from '../../../lib/tokens';
import { preloadPages, renderApp } from '../../../test/renderApp';
import { reloadPage } from '../../../lib/session/reloadPage';
import { fail, fakeApi, ok, type FakeHandler, type FakeRequest } from '../../../test/fakeApi';
import { bookingFixture, memberFixture, profileFixture } from '../../../test/customerFixtures';

// The pages these tests reach are lazy routes: load them up front, so a busy machine spends
// the module transform outside the tests' waits.
beforeAll(() => preloadPages(['login', 'profile', 'update_profile']));

// Room for a loaded CI machine; a broken page still fails, just later.
configure({ asyncUtilTimeout: 3000 });

vi.mock('../../../lib/session/reloadPage', () => ({ reloadPage: vi.fn() }));

function api(overrides: Record<string, FakeHandler> = {}) {
  return fakeApi({
    'GET /customer/auth/getCustomerProfile': ok(profileFixture),
    'GET /customer/familyMember/getFamilyMembers': ok([]),
    'GET /customer/booking/getCustomerBookings': ok([]),
    'GET /customer/wallet/getWallet': ok({ balance: 0, entries: [], withdrawals: [] }),
    'POST /auth/logout': ok(undefined, 'Logged out successfully'),
    ...overrides,
  });
}

/** A family list the fake API keeps, so refreshes show what was saved. */
function familyStore(initial: FamilyMember[]) {
  let members = [...initial];
  return {
    'GET /customer/familyMember/getFamilyMembers': () => ok(members),
    'POST /customer/familyMember/createFamilyMember': ({ body }: FakeRequest) => {
      const created = { ...(body as FamilyMember), id: crypto.randomUUID(), image: null };
      members = [...members, created];
      return ok(created, messages.familyAdded);
    },
    'PUT /customer/familyMember/updateFamilyMember/:id': ({ body, params }: FakeRequest) => {
      members = members.map((m) => (m.id === params.id ? { ...m, ...(body as object) } : m));
      return ok(
        members.find((m) => m.id === params.id),
        messages.familyUpdated,
      );
    },
    'DELETE /customer/familyMember/deleteFamilyMember/:id': ({ params }: FakeRequest) => {
      members = members.filter((m) => m.id !== params.id);
      return ok(undefined, messages.familyDeleted);
    },
  } satisfies Record<string, FakeHandler>;
}

async function openProfile() {
  const view = renderApp('/profile');
  await screen.findByRole('heading', { level: 1, name: 'My Profile' });
  return view;
}

const section = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  setCustomerTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  vi.mocked(reloadPage).mockClear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ProfilePage: personal info', () => {
  it('shows skeletons while loading, then name, date of birth as 12 Apr 1988, and address', async () => {
    let release: () => void = () => undefined;
    const loaded = new Promise<void>((resolve) => (release = resolve));
    api({
      'GET /customer/auth/getCustomerProfile': async () => {
        await loaded;
        return ok(profileFixture);
      },
    });
    await openProfile();
    const info = section('Personal Info');
    expect(info.querySelector('.animate-pulse')).not.toBeNull();
    expect(within(info).queryByText('Name')).not.toBeInTheDocument();
    release();

    expect(await within(info).findByText('Ananya Iyer')).toBeInTheDocument();
    expect(within(info).getByText('12 Apr 1988')).toBeInTheDocument();
    expect(within(info).getByText('14 MG Road, Indiranagar, Bengaluru')).toBeInTheDocument();
    expect(info.querySelector('.animate-pulse')).toBeNull();
  });

  it("alerts 'Error fetching profile' when the profile cannot be loaded", async () => {
    api({ 'GET /customer/auth/getCustomerProfile': fail(500, 'Something went wrong') });
    const { user } = await openProfile();
    // In the app's own alert dialog, not the browser's.
    const alert = await screen.findByRole(
      'alertdialog',
      { name: messages.profileFetchError },
      { timeout: 4000 },
    );
    expect(within(alert).getByRole('button', { name: 'OK' })).toHaveFocus();
    expect(
      within(section('Personal Info')).getByRole('button', { name: 'Try again' }),
    ).toBeVisible();
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    // Said once: nothing waits behind it.
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('sends the person to /login, without an alert, when the session cannot be renewed', async () => {
    api({
      'GET /customer/auth/getCustomerProfile': fail(401, 'Please sign in again', 'UNAUTHORIZED'),
      'GET /customer/familyMember/getFamilyMembers': fail(401, 'Please sign in again'),
      'GET /customer/booking/getCustomerBookings': fail(401, 'Please sign in again'),
      'POST /auth/refresh': fail(401, 'Your session has ended. Please sign in again.'),
    });
    const { router } = await openProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(getCustomerTokens()).toBeNull();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('ProfilePage: empty states', () => {
  it("says 'No family members added yet.' and 'No bookings yet'", async () => {
    api();
    await openProfile();
    expect(
      await within(section('Family Info')).findByText('No family members added yet.'),
    ).toBeInTheDocument();
    expect(await within(section('My Bookings')).findByText('No bookings yet')).toBeInTheDocument();
  });

  it('offers a retry when the bookings cannot be loaded', async () => {
    api({ 'GET /customer/booking/getCustomerBookings': fail(404, 'No such endpoint') });
    await openProfile();
    const bookings = section('My Bookings');
    expect(
      await within(bookings).findByText('We could not load your bookings.', undefined, {
        timeout: 4000,
      }),
    ).toBeInTheDocument();
    expect(within(bookings).queryByText('No bookings yet')).not.toBeInTheDocument();
  });
});

describe('ProfilePage: My Bookings', () => {
  it('shows each booking with dates, codes, rupees and fallbacks for missing names', async () => {
    api({
      'GET /customer/booking/getCustomerBookings': ok([
        bookingFixture(),
        bookingFixture({
          id: '9a1b2c3d-0000-4000-8000-000000000011',
          providerSvc: null,
          companySvc: null,
          status: 'ACCEPTED',
          totalAmount: 4500.5,
        }),
        bookingFixture({
          id: '9a1b2c3d-0000-4000-8000-000000000012',
          providerSvc: null,
          companySvc: {
            id: '9a1b2c3d-0000-4000-8000-000000000013',
            service: { name: 'Day Care' },
            company: { id: '9a1b2c3d-0000-4000-8000-000000000014', companyName: 'Sunshine Creche' },
          },
          status: 'COMPLETED',
        }),
      ]),
    });
    await openProfile();
    const bookings = section('My Bookings');
    const cards = await within(bookings).findAllByRole('article');
    expect(cards).toHaveLength(3);
    const [first, second, third] = cards as [HTMLElement, HTMLElement, HTMLElement];

    expect(within(first).getByRole('heading', { name: 'Elder Companion' })).toBeInTheDocument();
    expect(within(first).getByText('Meera Nair')).toBeInTheDocument();
    expect(within(first).getByText('1 Dec 2026')).toBeInTheDocument();
    expect(within(first).getByText('5 Dec 2026')).toBeInTheDocument();
    for (const label of ['From', 'To', 'Start Code', 'End Code']) {
      expect(within(first).getByText(label)).toBeInTheDocument();
    }
    expect(within(first).getByText('4821')).toBeInTheDocument();
    expect(within(first).getByText('9930')).toBeInTheDocument();
    expect(within(first).getByText('₹1,25,000')).toBeInTheDocument();

    expect(within(second).getByRole('heading', { name: 'Unknown Service' })).toBeInTheDocument();
    expect(within(second).getByText('N/A')).toBeInTheDocument();
    expect(within(second).getByText('₹4,500.50')).toBeInTheDocument();

    expect(within(third).getByRole('heading', { name: 'Day Care' })).toBeInTheDocument();
    expect(within(third).getByText('Sunshine Creche')).toBeInTheDocument();
  });

  it('gives each status its own colour, PENDING yellow', async () => {
    const statuses = [
      ['PENDING', 'bg-yellow-100'],
      ['ACCEPTED', 'bg-green-100'],
      ['IN_PROGRESS', 'bg-sky-100'],
      ['COMPLETED', 'bg-slate-100'],
      ['DECLINED', 'bg-orange-100'],
      ['CANCELLED', 'bg-red-100'],
    ] as const;
    api({
      'GET /customer/booking/getCustomerBookings': ok(
        statuses.map(([status], i) =>
          bookingFixture({ id: `9a1b2c3d-0000-4000-8000-00000000002${i}`, status }),
        ),
      ),
    });
    await openProfile();
    await screen.findByText('PENDING');
    for (const [status, colour] of statuses) {
      expect(screen.getByText(status.replace('_', ' '))).toHaveClass(colour);
    }
  });
});

describe('ProfilePage: Family Info', () => {
  it('lists members with Edit and Delete', async () => {
    api(familyStore([memberFixture]));
    await openProfile();
    const family = section('Family Info');
    expect(await within(family).findByText('Lakshmi Iyer')).toBeInTheDocument();
    expect(within(family).getByText('Mother · 72 yrs · Female')).toBeInTheDocument();
    expect(within(family).getByText('Needs help after knee surgery')).toBeInTheDocument();
    expect(within(family).getByRole('button', { name: 'Edit Lakshmi Iyer' })).toBeInTheDocument();
    expect(within(family).getByRole('button', { name: 'Delete Lakshmi Iyer' })).toBeInTheDocument();
  });

  it('asks before deleting and keeps the member when the person cancels', async () => {
    const { requestsTo } = api(familyStore([memberFixture]));
    const { user } = await openProfile();
    await user.click(await screen.findByRole('button', { name: 'Delete Lakshmi Iyer' }));
    const ask = await screen.findByRole('alertdialog', {
      name: 'Are you sure you want to delete this member?',
    });
    // The safe answer has the focus.
    expect(within(ask).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(requestsTo('DELETE', '/customer/familyMember/deleteFamilyMember/:id')).toHaveLength(0);
    expect(screen.getByText('Lakshmi Iyer')).toBeInTheDocument();
  });

  it('deletes after confirmation, toasts and refreshes the list', async () => {
    const { requestsTo } = api(familyStore([memberFixture]));
    const { user } = await openProfile();
    await user.click(await screen.findByRole('button', { name: 'Delete Lakshmi Iyer' }));
    const ask = await screen.findByRole('alertdialog', { name: messages.familyDeleteConfirm });
    await user.click(within(ask).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(messages.familyDeleted)).toBeInTheDocument();
    expect(
      await within(section('Family Info')).findByText('No family members added yet.'),
    ).toBeInTheDocument();
    expect(requestsTo('DELETE', '/customer/familyMember/deleteFamilyMember/:id')[0]?.path).toBe(
      `/customer/familyMember/deleteFamilyMember/${memberFixture.id}`,
    );
    expect(requestsTo('GET', '/customer/familyMember/getFamilyMembers')).toHaveLength(2);
  });

  it("toasts 'Error deleting family member' when the delete fails", async () => {
    api({
      ...familyStore([memberFixture]),
      'DELETE /customer/familyMember/deleteFamilyMember/:id': fail(500, 'boom'),
    });
    const { user } = await openProfile();
    await user.click(await screen.findByRole('button', { name: 'Delete Lakshmi Iyer' }));
    const ask = await screen.findByRole('alertdialog', { name: messages.familyDeleteConfirm });
    await user.click(within(ask).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(messages.familyDeleteError)).toBeInTheDocument();
    expect(screen.getByText('Lakshmi Iyer')).toBeInTheDocument();
  });

  it('adds a member through the Add Member dialog', async () => {
    const { requestsTo } = api(familyStore([]));
    const { user } = await openProfile();
    const addButton = screen.getByRole('button', { name: 'Add Member' });
    await user.click(addButton);

    const dialog = screen.getByRole('dialog', { name: 'Add Member' });
    expect(within(dialog).getByLabelText('Name')).toHaveFocus();
    expect(
      [...(dialog.querySelectorAll('datalist option') as NodeListOf<HTMLOptionElement>)].map(
        (option) => option.value,
      ),
    ).toEqual([
      'Father',
      'Mother',
      'Spouse',
      'Son',
      'Daughter',
      'Brother',
      'Sister',
      'Grandfather',
      'Grandmother',
      'Other',
    ]);
    await user.type(within(dialog).getByLabelText('Name'), 'Arjun Iyer');
    await user.type(within(dialog).getByLabelText('Relation'), 'Son');
    await user.type(within(dialog).getByLabelText('Age'), '7');
    await user.selectOptions(within(dialog).getByLabelText('Gender'), 'Male');
    await user.type(within(dialog).getByLabelText(/Note/), 'Loves cricket');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(messages.familyAdded)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await within(section('Family Info')).findByText('Arjun Iyer')).toBeInTheDocument();
    const [created] = requestsTo('POST', '/customer/familyMember/createFamilyMember');
    expect(created?.body).toEqual({
      name: 'Arjun Iyer',
      relation: 'Son',
      age: 7,
      gender: 'Male',
      note: 'Loves cricket',
    });
    expect(familyMemberBodySchema.safeParse(created?.body).success).toBe(true);
    expect(addButton).toHaveFocus();
  });

  it('checks the member with the shared schema before saving', async () => {
    const { requestsTo } = api(familyStore([]));
    const { user } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Add Member' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Member' });
    await user.type(within(dialog).getByLabelText('Age'), '130');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Age must be between 1 and 120')).toBeInTheDocument();
    expect(requestsTo('POST', '/customer/familyMember/createFamilyMember')).toHaveLength(0);
  });

  it('edits a member in the same dialog, filled in', async () => {
    const { requestsTo } = api(familyStore([memberFixture]));
    const { user } = await openProfile();
    await user.click(await screen.findByRole('button', { name: 'Edit Lakshmi Iyer' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Member' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Lakshmi Iyer');
    expect(within(dialog).getByLabelText('Relation')).toHaveValue('Mother');
    expect(within(dialog).getByLabelText('Age')).toHaveValue('72');
    expect(within(dialog).getByLabelText('Gender')).toHaveValue('Female');

    await user.clear(within(dialog).getByLabelText('Age'));
    await user.type(within(dialog).getByLabelText('Age'), '73');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(messages.familyUpdated)).toBeInTheDocument();
    expect(await screen.findByText('Mother · 73 yrs · Female')).toBeInTheDocument();
    const [update] = requestsTo('PUT', '/customer/familyMember/updateFamilyMember/:id');
    expect(update?.params.id).toBe(memberFixture.id);
    expect(update?.body).toMatchObject({ age: 73, name: 'Lakshmi Iyer' });
  });

  it("keeps the dialog open and says 'Error saving family member' when saving fails", async () => {
    api({
      ...familyStore([memberFixture]),
      'PUT /customer/familyMember/updateFamilyMember/:id': fail(500, 'boom'),
    });
    const { user } = await openProfile();
    await user.click(await screen.findByRole('button', { name: 'Edit Lakshmi Iyer' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Member' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(messages.familySaveError);
    expect(screen.getAllByText(messages.familySaveError).length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('dialog', { name: 'Edit Member' })).toBeInTheDocument();
  });

  it('closes the dialog on Cancel and on Escape without saving', async () => {
    const { requestsTo } = api(familyStore([]));
    const { user } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Add Member' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Member' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestsTo('POST', '/customer/familyMember/createFamilyMember')).toHaveLength(0);
  });
});

describe('ProfilePage: Logout', () => {
  it('ends both sessions, clears both pairs, toasts, and after 1 s goes to /login and reloads', async () => {
    setSellerTokens({ accessToken: 'prov-access', refreshToken: 'prov-refresh' });
    const { requestsTo } = api();
    const { router } = await openProfile();
    await screen.findByText('Ananya Iyer');

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));

    expect(getCustomerTokens()).toBeNull();
    expect(getSellerTokens()).toBeNull();
    expect(requestsTo('POST', '/auth/logout').map((request) => request.body)).toEqual([
      { refreshToken: 'refresh-1' },
      { refreshToken: 'prov-refresh' },
    ]);

    await act(async () => vi.advanceTimersByTime(999));
    expect(router.state.location.pathname).toBe('/profile');
    expect(reloadPage).not.toHaveBeenCalled();

    await act(async () => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    // The toast's code loads on first use, so it shows a moment after the click.
    expect(await screen.findByText(messages.loggedOut)).toBeInTheDocument();
  });

  it('still logs out locally when the server cannot be reached', async () => {
    const { fetchMock } = api();
    const { router } = await openProfile();
    await screen.findByText('Ananya Iyer');
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(getCustomerTokens()).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 3000 });
  });
});
