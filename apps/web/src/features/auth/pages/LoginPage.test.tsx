import { messages } from '@care/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCustomerTokens } from '../../../lib/tokens';
import { preloadPages, renderApp } from '../../../test/renderApp';
import { emptyProfileFixture, profileFixture } from '../../../test/customerFixtures';
import { reloadPage } from '../../../lib/session/reloadPage';
import { fail, fakeApi, ok, type FakeReply } from '../../../test/fakeApi';

// The pages these tests reach are lazy routes: load them up front, so a busy machine spends
// the module transform outside the tests' waits.
beforeAll(() => preloadPages(['login', 'profile', 'update_profile']));

// jsdom cannot reload a page; record that the login asked for one.
vi.mock('../../../lib/session/reloadPage', () => ({ reloadPage: vi.fn() }));

// Room for a loaded CI machine; a broken page still fails, just later.
configure({ asyncUtilTimeout: 3000 });

const tokens = { accessToken: 'access-1', refreshToken: 'refresh-1' };

function session(isRegistered: boolean): FakeReply {
  return ok(
    {
      user: { id: profileFixture.id, userType: 'Customer', mobile: '9876543210', isRegistered },
      tokens,
    },
    messages.otpVerified,
  );
}

function api(
  verify: FakeReply,
  send: FakeReply = ok(undefined, 'OTP sent successfully'),
  profile = profileFixture,
) {
  return fakeApi({
    'POST /customer/auth/sendLoginOTP': send,
    'POST /customer/auth/verifyOTP': verify,
    'GET /customer/auth/getCustomerProfile': ok(profile),
    'GET /customer/familyMember/getFamilyMembers': ok([]),
    'GET /customer/booking/getCustomerBookings': ok([]),
  });
}

async function openLogin() {
  const view = renderApp('/login');
  await screen.findByRole('heading', { level: 1, name: 'Sign In' });
  return view;
}

async function requestOtp(user: Awaited<ReturnType<typeof openLogin>>['user'], mobile: string) {
  await user.type(screen.getByLabelText('Mobile number'), mobile);
  await user.click(screen.getByRole('button', { name: 'Get OTP' }));
}

async function typeOtp(user: Awaited<ReturnType<typeof openLogin>>['user'], otp: string) {
  await user.click(await screen.findByLabelText('Digit 1 of 6'));
  await user.keyboard(otp);
}

beforeEach(() => {
  vi.mocked(reloadPage).mockClear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('LoginPage, step 1: the mobile number', () => {
  it("warns 'Please enter mobile number' when empty and sends nothing", async () => {
    const { fetchMock } = api(session(true));
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Get OTP' }));
    expect(await screen.findByText(messages.enterMobile)).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a number that is not a 10-digit Indian mobile', async () => {
    const { fetchMock } = api(session(true));
    const { user } = await openLogin();
    await requestOtp(user, '12345');
    expect(
      await screen.findByText('Enter a valid 10-digit Indian mobile number'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the normalised number as a Customer and shows only its last 4 digits', async () => {
    const { requestsTo } = api(session(true));
    const { user } = await openLogin();
    await requestOtp(user, '+91 98765-43210');

    expect(await screen.findByText(/We have sent a 6-digit OTP to/)).toHaveTextContent(
      'We have sent a 6-digit OTP to ******3210.',
    );
    expect(screen.queryByText(/9876543210/)).not.toBeInTheDocument();
    expect(requestsTo('POST', '/customer/auth/sendLoginOTP')[0]?.body).toEqual({
      userType: 'Customer',
      mobile: '9876543210',
    });
    expect(screen.getByLabelText('Digit 1 of 6')).toHaveFocus();
  });

  it("toasts 'Failed to send OTP' when sending fails, and stays on step 1", async () => {
    api(session(true), fail(502, 'SMS gateway timeout', 'SMS_FAILED'));
    const { user } = await openLogin();
    await requestOtp(user, '9876543210');
    expect(await screen.findByText(messages.sendOtpFailed)).toBeInTheDocument();
    expect(screen.queryByText('SMS gateway timeout')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).toBeInTheDocument();
  });

  it("shows the server's message when rate limited (429)", async () => {
    const wait = 'Please wait 21 seconds before requesting a new OTP';
    api(session(true), fail(429, wait, 'TOO_MANY_REQUESTS'));
    const { user } = await openLogin();
    await requestOtp(user, '9876543210');
    expect(await screen.findByText(wait)).toBeInTheDocument();
    expect(screen.queryByText(messages.sendOtpFailed)).not.toBeInTheDocument();
  });

  it("shows the server's reason when it refuses the number (403)", async () => {
    const refusal = 'This number is not registered as an operator';
    api(session(true), fail(403, refusal, 'FORBIDDEN'));
    const { user } = await openLogin();
    await requestOtp(user, '9876543210');
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.queryByText(messages.sendOtpFailed)).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Digit 1 of 6')).not.toBeInTheDocument();
  });
});

describe('LoginPage, step 2: the code', () => {
  it("warns 'Enter all 6 digits' when the code is incomplete and verifies nothing", async () => {
    const { requestsTo } = api(session(true));
    const { user } = await openLogin();
    await requestOtp(user, '9876543210');
    await typeOtp(user, '1234');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(messages.enterAllDigits)).toBeInTheDocument();
    expect(requestsTo('POST', '/customer/auth/verifyOTP')).toHaveLength(0);
  });

  it('signs a registered customer in and goes to /profile', async () => {
    const { requestsTo } = api(session(true));
    const { user, router } = await openLogin();
    await requestOtp(user, '9876543210');
    await typeOtp(user, '482915');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText(messages.otpVerified)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/profile');
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(getCustomerTokens()).toEqual(tokens);
    expect(requestsTo('POST', '/customer/auth/verifyOTP')[0]?.body).toEqual({
      userType: 'Customer',
      mobile: '9876543210',
      otp: '482915',
    });
  });

  it('sends a new customer to /update_profile', async () => {
    api(session(false), undefined, emptyProfileFixture);
    const { user, router } = await openLogin();
    await requestOtp(user, '9876543210');
    await typeOtp(user, '482915');
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('heading', { level: 1, name: 'Update Profile' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/update_profile');
    expect(await screen.findByLabelText('Full name')).toHaveValue('');
    expect(reloadPage).not.toHaveBeenCalled();
    expect(getCustomerTokens()).toEqual(tokens);
  });

  it("toasts 'Invalid OTP' for a wrong code, clears the boxes and stays signed out", async () => {
    api(fail(400, 'Invalid OTP', 'INVALID_OTP'));
    const { user, router } = await openLogin();
    await requestOtp(user, '9876543210');
    await typeOtp(user, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText(messages.invalidOtp)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Digit 1 of 6')).toHaveValue(''));
    expect(screen.getByLabelText('Digit 1 of 6')).toHaveFocus();
    expect(router.state.location.pathname).toBe('/login');
    expect(getCustomerTokens()).toBeNull();
  });

  it("shows the server's message for an expired code", async () => {
    const expired = 'This OTP has expired. Please request a new one.';
    api(fail(400, expired, 'OTP_EXPIRED'));
    const { user } = await openLogin();
    await requestOtp(user, '9876543210');
    await typeOtp(user, '482915');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(expired)).toBeInTheDocument();
  });

  it('lets the person change the number, keeping what they typed', async () => {
    api(session(true));
    const { user } = await openLogin();
    await requestOtp(user, '9876543210');
    await user.click(await screen.findByRole('button', { name: 'Change number' }));
    expect(screen.getByLabelText('Mobile number')).toHaveValue('9876543210');
    expect(screen.getByLabelText('Mobile number')).toHaveFocus();
  });

  it('offers Resend OTP after a 30-second countdown, then sends a new code', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const { requestsTo } = api(session(true));
    const { user } = await openLogin();
    await requestOtp(user, '9876543210');

    const resend = await screen.findByRole('button', { name: 'Resend OTP in 0:30' });
    expect(resend).toBeDisabled();
    vi.advanceTimersByTime(12_000);
    await screen.findByRole('button', { name: 'Resend OTP in 0:18' });
    vi.advanceTimersByTime(18_000);
    const ready = await screen.findByRole('button', { name: 'Resend OTP' });
    expect(ready).toBeEnabled();

    await user.click(ready);
    await waitFor(() => expect(requestsTo('POST', '/customer/auth/sendLoginOTP')).toHaveLength(2));
    expect(await screen.findByRole('button', { name: 'Resend OTP in 0:30' })).toBeDisabled();
    const group = screen.getByRole('group', { name: 'Enter the OTP' });
    expect(within(group).getByLabelText('Digit 1 of 6')).toHaveFocus();
  });
});
