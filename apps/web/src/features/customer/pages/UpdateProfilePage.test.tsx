import { customerProfileBodySchema, messages } from '@care/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCustomerTokens } from '../../../lib/tokens';
import { renderApp } from '../../../test/renderApp';
import { fail, fakeApi, ok, type FakeReply } from '../../../test/fakeApi';
import { emptyProfileFixture, profileFixture } from '../../../test/customerFixtures';

// The pages these tests reach are lazy routes: load them up front, so a busy machine spends
// the module transform outside the tests' waits.
import './ProfilePage';
import './UpdateProfilePage';

// Room for a loaded CI machine; a broken page still fails, just later.
configure({ asyncUtilTimeout: 3000 });

type User = ReturnType<typeof renderApp>['user'];

function api(overrides: Record<string, FakeReply | (() => Promise<FakeReply>)> = {}) {
  return fakeApi({
    'GET /customer/auth/getCustomerProfile': ok(profileFixture),
    'PUT /customer/auth/completeCustomerProfile': ({ body }) =>
      ok({ ...profileFixture, ...(body as object) }, messages.profileUpdated),
    'GET /customer/familyMember/getFamilyMembers': ok([]),
    'GET /customer/booking/getCustomerBookings': ok([]),
    ...overrides,
  });
}

async function openForm(path = '/update_profile') {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Update Profile' });
  await screen.findByLabelText('Full name');
  return view;
}

async function fillValidProfile(user: User) {
  await user.type(screen.getByLabelText('Full name'), 'Ravi Kumar');
  await user.type(screen.getByLabelText('Email'), 'ravi@example.in');
  await user.selectOptions(screen.getByLabelText('Gender'), 'Male');
  await user.type(screen.getByLabelText('Date of birth'), '1985-09-23');
  await user.type(screen.getByLabelText('Address'), '22 Park Street, Kolkata');
  await user.type(screen.getByLabelText(/Pincode/), '700016');
}

beforeEach(() => {
  setCustomerTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('UpdateProfilePage', () => {
  it('fills the form from getCustomerProfile when opened directly', async () => {
    const { requestsTo } = api();
    await openForm();
    expect(screen.getByLabelText('Full name')).toHaveValue('Ananya Iyer');
    expect(screen.getByLabelText('Email')).toHaveValue('ananya@example.in');
    expect(screen.getByLabelText('Gender')).toHaveValue('Female');
    expect(screen.getByLabelText('Date of birth')).toHaveValue('1988-04-12');
    expect(screen.getByLabelText('Address')).toHaveValue('14 MG Road, Indiranagar, Bengaluru');
    expect(screen.getByLabelText(/Pincode/)).toHaveValue('560038');
    expect(requestsTo('GET', '/customer/auth/getCustomerProfile')).toHaveLength(1);
  });

  it('uses the profile handed over by Edit Profile without fetching it again', async () => {
    const { requestsTo } = api();
    const { user } = renderApp('/profile');
    await screen.findByText('Ananya Iyer');
    await user.click(screen.getByRole('link', { name: 'Edit Profile' }));
    expect(await screen.findByLabelText('Full name')).toHaveValue('Ananya Iyer');
    expect(screen.getByLabelText('Date of birth')).toHaveValue('1988-04-12');
    // Only the profile page's own load.
    expect(requestsTo('GET', '/customer/auth/getCustomerProfile')).toHaveLength(1);
  });

  it('checks the fields with the shared schema and sends nothing while they are wrong', async () => {
    const { requestsTo } = api({
      'GET /customer/auth/getCustomerProfile': ok(emptyProfileFixture),
    });
    const { user } = await openForm();
    expect(screen.getByLabelText('Gender')).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Select gender' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText(/Pincode/), '12');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email')).toBeInTheDocument();
    expect(screen.getByText('Please select a gender')).toBeInTheDocument();
    expect(screen.getByText('Date of birth is required')).toBeInTheDocument();
    expect(screen.getByText('Address is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid 6-digit pincode')).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo('PUT', '/customer/auth/completeCustomerProfile')).toHaveLength(0);
  });

  it("reads 'Updating...' while saving, then toasts and goes to /profile", async () => {
    let release: () => void = () => undefined;
    const saved = new Promise<void>((resolve) => (release = resolve));
    const { requestsTo } = api({
      'GET /customer/auth/getCustomerProfile': ok(emptyProfileFixture),
      'PUT /customer/auth/completeCustomerProfile': async () => {
        await saved;
        return ok(profileFixture, messages.profileUpdated);
      },
    });
    const { user, router } = await openForm();
    await fillValidProfile(user);
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));

    const busy = await screen.findByRole('button', { name: 'Updating...' });
    expect(busy).toBeDisabled();
    release();

    expect(await screen.findByText(messages.profileUpdated)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(requestsTo('PUT', '/customer/auth/completeCustomerProfile')[0]?.body).toEqual({
      name: 'Ravi Kumar',
      email: 'ravi@example.in',
      gender: 'Male',
      dob: '1985-09-23',
      address: '22 Park Street, Kolkata',
      pincode: '700016',
    });
  });

  it('leaves a blank pincode out (it is optional; the API stores null)', async () => {
    const { requestsTo } = api({
      'GET /customer/auth/getCustomerProfile': ok(emptyProfileFixture),
    });
    const { user, router } = await openForm();
    await fillValidProfile(user);
    await user.clear(screen.getByLabelText(/Pincode/));
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    const body = requestsTo('PUT', '/customer/auth/completeCustomerProfile')[0]?.body;
    expect(body).toMatchObject({ name: 'Ravi Kumar' });
    expect(body).not.toHaveProperty('pincode');
    // What was sent passes the API's own body schema.
    expect(customerProfileBodySchema.safeParse(body).success).toBe(true);
  });

  it("shows the server's message when it answers success:false", async () => {
    api({
      'PUT /customer/auth/completeCustomerProfile': {
        body: { success: false, message: 'This email is already in use', code: 'CONFLICT' },
      },
    });
    const { user, router } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('This email is already in use')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/update_profile');
    expect(screen.getByRole('button', { name: 'Update Profile' })).toBeEnabled();
  });

  it("falls back to 'Failed to update profile' when the server gives no message", async () => {
    api({ 'PUT /customer/auth/completeCustomerProfile': { status: 500, body: '' } });
    const { user } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText(messages.profileUpdateFailed)).toBeInTheDocument();
  });

  it("says 'Error updating profile' when the request itself fails", async () => {
    const { fetchMock } = api();
    const { user } = await openForm();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText(messages.profileUpdateError)).toBeInTheDocument();
  });

  it("alerts 'Error fetching profile' when the profile cannot be loaded, and still offers the form", async () => {
    api({ 'GET /customer/auth/getCustomerProfile': fail(500, 'Something went wrong') });
    const { user } = renderApp('/update_profile');
    const alert = await screen.findByRole(
      'alertdialog',
      { name: messages.profileFetchError },
      { timeout: 4000 },
    );
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await screen.findByLabelText('Full name')).toHaveValue('');
  });
});
