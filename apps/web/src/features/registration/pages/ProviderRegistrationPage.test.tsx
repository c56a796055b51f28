import { messages } from '@care/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { getCustomerTokens, getSellerTokens } from '../../../lib/tokens';
import { renderApp } from '../../../test/renderApp';
import { fail, fakeApi, ok, type FakeReply } from '../../../test/fakeApi';
import {
  fileOf,
  registeredProvider,
  sellerSession,
  sellerTokens,
  sentFormData,
  verifyMobile,
  type User,
} from '../testing/helpers';

// Lazy routes these tests reach, loaded up front so a busy machine transforms them early.
import './ProviderRegistrationPage';
import './ProviderSuccessPage';

configure({ asyncUtilTimeout: 3000 });

const profilePath = '/provider/auth/completeProviderProfile';

function api(verify: FakeReply, complete?: FakeReply | (() => Promise<FakeReply>)) {
  return fakeApi({
    'POST /customer/auth/sendLoginOTP': ok(undefined, 'OTP sent successfully'),
    'POST /customer/auth/verifyOTP': verify,
    [`PUT ${profilePath}`]: complete ?? ok(registeredProvider, messages.profileCompleted),
    'GET /provider/providerService/getMyProviderServices': ok([]),
    'GET /admin/service/getAllServiceCategories': ok([]),
  });
}

async function openAsNewProvider() {
  const view = renderApp('/provider-registration');
  await screen.findByRole('heading', { level: 1, name: 'Provider Registration' });
  await verifyMobile(view.user);
  await screen.findByRole('heading', { level: 2, name: 'Complete Your Profile' });
  return view;
}

async function fillDetails(user: User) {
  await user.type(screen.getByLabelText('Full name'), 'Meera Nair');
  await user.type(screen.getByLabelText('Email'), 'meera@example.in');
  await user.selectOptions(screen.getByLabelText('Gender'), 'Female');
  await user.type(screen.getByLabelText('Date of birth'), '1990-06-15');
  await user.type(screen.getByLabelText('Address'), '4 Lake View Road, Kochi');
  await user.type(screen.getByLabelText('Pincode'), '682001');
}

async function reachDocuments(user: User) {
  await fillDetails(user);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByText('Step 2 of 3');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ProviderRegistrationPage', () => {
  it('sends a registered provider to /ProviderDashboard with the seller token pair', async () => {
    const { requestsTo } = api(sellerSession('Provider', true));
    const { user, router } = renderApp('/provider-registration');
    await verifyMobile(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/ProviderDashboard'));
    expect(getSellerTokens()).toEqual(sellerTokens);
    expect(getCustomerTokens()).toBeNull();
    expect(requestsTo('POST', '/customer/auth/sendLoginOTP')[0]?.body).toEqual({
      userType: 'Provider',
      mobile: '8512345678',
    });
    expect(requestsTo('PUT', profilePath)).toHaveLength(0);
  });

  it('checks the personal details with the shared schema before moving on', async () => {
    api(sellerSession('Provider', false));
    const { user } = await openAsNewProvider();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'meera@');
    await user.type(screen.getByLabelText('Date of birth'), '2015-01-01');
    await user.type(screen.getByLabelText('Pincode'), '012345');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email')).toBeInTheDocument();
    expect(screen.getByText('Please select a gender')).toBeInTheDocument();
    expect(screen.getByText('You must be at least 18 years old to register')).toBeInTheDocument();
    expect(screen.getByText('Address is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid 6-digit pincode')).toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)).toHaveTextContent(
      'Enter a valid email',
    );
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
  });

  it('completes the profile, offers the services step, and lands on /ProviderSuccess', async () => {
    let release: () => void = () => undefined;
    const saved = new Promise<void>((resolve) => (release = resolve));
    const { fetchMock } = api(sellerSession('Provider', false), async () => {
      await saved;
      return ok(registeredProvider, messages.profileCompleted);
    });
    const { user, router } = await openAsNewProvider();
    expect(getSellerTokens()).toEqual(sellerTokens);
    await reachDocuments(user);

    const govtId = fileOf('aadhaar.png', 'image/png', 1_288_490);
    const certificate = fileOf('first-aid.pdf', 'application/pdf', 48_000);
    await user.upload(screen.getByLabelText('Government ID'), govtId);
    await user.upload(screen.getByLabelText('Certification'), certificate);
    expect(screen.getByText('aadhaar.png')).toHaveTextContent('aadhaar.png (1.2 MB)');
    expect(screen.getByText('first-aid.pdf')).toHaveTextContent('first-aid.pdf (47 KB)');

    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    release();

    expect(await screen.findByText(messages.profileCompleted)).toBeInTheDocument();
    // The last step: services and prices, with the dashboard's own forms.
    expect(await screen.findByText('Step 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your services and prices' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Add a service' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/provider-registration');
    await user.click(screen.getByRole('button', { name: 'Finish registration' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ProviderSuccess'));
    expect(await screen.findByRole('link', { name: /Get it on Google Play/ })).toBeVisible();

    const body = sentFormData(fetchMock, profilePath);
    expect(
      Object.fromEntries([...body.entries()].filter(([, v]) => typeof v === 'string')),
    ).toEqual({
      name: 'Meera Nair',
      email: 'meera@example.in',
      gender: 'Female',
      dob: '1990-06-15',
      address: '4 Lake View Road, Kochi',
      pincode: '682001',
      mobile: '8512345678',
    });
    expect((body.get('govtID') as File).name).toBe('aadhaar.png');
    expect((body.get('certification') as File).name).toBe('first-aid.pdf');
    const call = fetchMock.mock.calls.find(([input]) => String(input).includes(profilePath));
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe(
      `Bearer ${sellerTokens.accessToken}`,
    );
  });

  it('keeps the details when going back from the documents step', async () => {
    api(sellerSession('Provider', false));
    const { user } = await openAsNewProvider();
    await reachDocuments(user);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveValue('Meera Nair');
    expect(screen.getByLabelText('Date of birth')).toHaveValue('1990-06-15');
  });

  it('refuses a file of the wrong type or over 5 MB before uploading anything', async () => {
    const { fetchMock } = api(sellerSession('Provider', false));
    const { user } = await openAsNewProvider();
    await reachDocuments(user);

    await user.upload(screen.getByLabelText('Government ID'), fileOf('id.gif', 'image/gif'));
    expect(await screen.findByText('Choose a JPEG, PNG or WebP image or a PDF')).toBeVisible();
    expect(screen.getByLabelText('Government ID')).toHaveAttribute('aria-invalid', 'true');

    const huge = fileOf('scan.pdf', 'application/pdf', 6 * 1024 * 1024);
    await user.upload(screen.getByLabelText('Certification'), huge);
    expect(await screen.findByText('This file is 6 MB. Choose one of 5 MB or less.')).toBeVisible();
    expect(screen.queryByText('scan.pdf')).not.toBeInTheDocument();

    // Both refused files were dropped: what is sent is the details alone.
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));
    await waitFor(() => expect(sentFormData(fetchMock, profilePath).has('name')).toBe(true));
    expect(sentFormData(fetchMock, profilePath).has('govtID')).toBe(false);
    expect(sentFormData(fetchMock, profilePath).has('certification')).toBe(false);
  });

  it("toasts the spec's failure and shows the server's reason on the file", async () => {
    api(sellerSession('Provider', false), {
      status: 415,
      body: {
        success: false,
        code: 'UNSUPPORTED_FILE_TYPE',
        message: 'Certification must be a JPEG, PNG or WebP image or a PDF',
        errors: [
          {
            path: 'certification',
            message: 'Certification must be a JPEG, PNG or WebP image or a PDF',
          },
        ],
      },
    });
    const { user, router } = await openAsNewProvider();
    await reachDocuments(user);
    await user.upload(
      screen.getByLabelText('Certification'),
      fileOf('certificate.pdf', 'application/pdf'),
    );
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));

    expect(await screen.findByText(messages.registrationFailed)).toBeInTheDocument();
    const field = screen.getByLabelText('Certification');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field.closest('div')?.parentElement).toHaveTextContent(
      'Certification must be a JPEG, PNG or WebP image or a PDF',
    );
    expect(router.state.location.pathname).toBe('/provider-registration');
    expect(screen.getByRole('button', { name: 'Complete Registration' })).toBeEnabled();
  });

  it('shows a server refusal that is not about a file above the buttons', async () => {
    const mismatch = 'mobile: This must be the mobile number you signed in with';
    api(sellerSession('Provider', false), fail(400, mismatch, 'VALIDATION_ERROR'));
    const { user } = await openAsNewProvider();
    await reachDocuments(user);
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));

    expect(await screen.findByText(messages.registrationFailed)).toBeInTheDocument();
    const form = screen.getByRole('button', { name: 'Back' }).closest('form')!;
    expect(within(form).getByRole('alert')).toHaveTextContent(mismatch);
  });

  it('shows only the toast when the server fails', async () => {
    api(sellerSession('Provider', false), fail(500, 'Something went wrong. Please try again.'));
    const { user } = await openAsNewProvider();
    await reachDocuments(user);
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));

    expect(await screen.findByText(messages.registrationFailed)).toBeInTheDocument();
    const form = screen.getByRole('button', { name: 'Back' }).closest('form')!;
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
  });
});
