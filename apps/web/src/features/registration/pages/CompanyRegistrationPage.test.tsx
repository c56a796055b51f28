import { messages } from '@care/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSellerTokens } from '../../../lib/tokens';
import { renderApp } from '../../../test/renderApp';
import { fail, fakeApi, ok, type FakeReply } from '../../../test/fakeApi';
import {
  registeredCompany,
  sellerSession,
  sellerTokens,
  verifyMobile,
  type User,
} from '../testing/helpers';

// Lazy routes these tests reach, loaded up front so a busy machine transforms them early.
import './CompanyRegistrationPage';
import './ProviderSuccessPage';

configure({ asyncUtilTimeout: 3000 });

const profilePath = '/company/auth/completeCompanyProfile';

function api(verify: FakeReply, complete?: FakeReply | (() => Promise<FakeReply>)) {
  return fakeApi({
    'POST /customer/auth/sendLoginOTP': ok(undefined, 'OTP sent successfully'),
    'POST /customer/auth/verifyOTP': verify,
    [`PUT ${profilePath}`]: complete ?? ok(registeredCompany, messages.profileCompleted),
    'PUT /company/auth/uploadCompanyDocuments': ok(
      {
        verificationStatus: 'PENDING',
        registrationCertificate: {
          id: '99999999-0000-4000-8000-000000000001',
          mimeType: 'application/pdf',
          sizeBytes: 48_000,
        },
        gstCertificate: null,
      },
      'Documents received. Our team will check them; you will see the result here.',
    ),
    'GET /company/companyService/getMyCompanyServices': ok([]),
    'GET /admin/service/getAllServiceCategories': ok([]),
  });
}

async function openAsNewCompany() {
  const view = renderApp('/company-registration');
  await screen.findByRole('heading', { level: 1, name: 'Company Registration' });
  await verifyMobile(view.user, '7512345678');
  await screen.findByRole('heading', { level: 2, name: 'Complete Company Profile' });
  return view;
}

async function fillCompany(user: User, gst = '') {
  await user.type(screen.getByLabelText('Company name'), 'Little Steps Creche');
  await user.type(screen.getByLabelText('Email'), 'hello@littlesteps.in');
  await user.type(screen.getByLabelText('Pincode'), '411001');
  await user.type(screen.getByLabelText('Address'), '21 MG Road, Pune');
  if (gst) await user.type(screen.getByLabelText(/GST number/), gst);
}

const submitButton = () => screen.getByRole('button', { name: 'Complete Registration' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CompanyRegistrationPage', () => {
  it('sends a registered company to /ProviderDashboard with the seller token pair', async () => {
    const { requestsTo } = api(sellerSession('Company', true, '7512345678'));
    const { user, router } = renderApp('/company-registration');
    await verifyMobile(user, '7512345678');

    await waitFor(() => expect(router.state.location.pathname).toBe('/ProviderDashboard'));
    expect(getSellerTokens()).toEqual(sellerTokens);
    expect(requestsTo('POST', '/customer/auth/verifyOTP')[0]?.body).toMatchObject({
      userType: 'Company',
    });
  });

  it('checks the form with the shared schema and sends nothing while it is wrong', async () => {
    const { requestsTo } = api(sellerSession('Company', false, '7512345678'));
    const { user } = await openAsNewCompany();
    await user.type(screen.getByLabelText('Email'), 'hello@');
    await user.type(screen.getByLabelText('Pincode'), '4110');
    await user.type(screen.getByLabelText(/GST number/), '27AAPFU0939F1ZA');
    await user.click(submitButton());

    expect(await screen.findByText('Company name is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid 6-digit pincode')).toBeInTheDocument();
    expect(screen.getByText('Address is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid 15-character GSTIN')).toBeInTheDocument();
    expect(screen.getByLabelText(/GST number/)).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo('PUT', profilePath)).toHaveLength(0);
  });

  it('completes the profile without a GSTIN and lands on /ProviderSuccess', async () => {
    let release: () => void = () => undefined;
    const saved = new Promise<void>((resolve) => (release = resolve));
    const { requestsTo } = api(sellerSession('Company', false, '7512345678'), async () => {
      await saved;
      return ok(registeredCompany, messages.profileCompleted);
    });
    const { user, router } = await openAsNewCompany();
    await fillCompany(user);
    await user.click(submitButton());

    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    release();
    expect(await screen.findByText(messages.profileCompleted)).toBeInTheDocument();
    expect(await screen.findByText('Step 2 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue without documents' }));
    expect(await screen.findByText('Step 3 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Finish registration' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ProviderSuccess'));
    expect(requestsTo('PUT', '/company/auth/uploadCompanyDocuments')).toHaveLength(0);

    const [request] = requestsTo('PUT', profilePath);
    expect(request?.body).toEqual({
      companyName: 'Little Steps Creche',
      email: 'hello@littlesteps.in',
      address: '21 MG Road, Pune',
      pincode: '411001',
      gst: null,
    });
    expect(request?.headers.get('Authorization')).toBe(`Bearer ${sellerTokens.accessToken}`);
  });

  it('sends a GSTIN typed in lower case in its canonical form', async () => {
    const { requestsTo } = api(sellerSession('Company', false, '7512345678'));
    const { user, router } = await openAsNewCompany();
    await fillCompany(user, '27aapfu0939f1zv');
    await user.click(submitButton());
    await screen.findByText('Step 2 of 3');
    expect(router.state.location.pathname).toBe('/company-registration');
    expect(requestsTo('PUT', profilePath)[0]?.body).toMatchObject({ gst: '27AAPFU0939F1ZV' });
  });

  it('sends the chosen certificates, then asks for services', async () => {
    const { requestsTo } = api(sellerSession('Company', false, '7512345678'));
    const { user } = await openAsNewCompany();
    await fillCompany(user);
    await user.click(submitButton());
    await screen.findByText('Step 2 of 3');
    const certificate = new File(['%PDF-1.4'], 'incorporation.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Registration certificate'), certificate);
    await user.click(screen.getByRole('button', { name: 'Send and continue' }));
    expect(await screen.findByText('Step 3 of 3')).toBeInTheDocument();
    const [sent] = requestsTo('PUT', '/company/auth/uploadCompanyDocuments');
    expect((sent?.form?.get('registrationCertificate') as File).name).toBe('incorporation.pdf');
    expect(sent?.form?.has('gstCertificate')).toBe(false);
  });

  it("toasts the spec's failure and puts the server's field message on the field", async () => {
    api(sellerSession('Company', false, '7512345678'), {
      status: 400,
      body: {
        success: false,
        code: 'VALIDATION_ERROR',
        message: 'email: This email is already registered',
        errors: [{ path: 'email', message: 'This email is already registered' }],
      },
    });
    const { user, router } = await openAsNewCompany();
    await fillCompany(user);
    await user.click(submitButton());

    expect(await screen.findByText(messages.registrationFailed)).toBeInTheDocument();
    expect(await screen.findByText('This email is already registered')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/company-registration');
    expect(submitButton()).toBeEnabled();
  });

  it('shows only the toast when the server fails', async () => {
    api(sellerSession('Company', false, '7512345678'), fail(503, 'Service unavailable'));
    const { user } = await openAsNewCompany();
    await fillCompany(user);
    await user.click(submitButton());

    expect(await screen.findByText(messages.registrationFailed)).toBeInTheDocument();
    const form = submitButton().closest('form')!;
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks to verify again when the session has ended', async () => {
    api(sellerSession('Company', false, '7512345678'), fail(401, 'Please sign in again'));
    const { user } = await openAsNewCompany();
    await fillCompany(user);
    await user.click(submitButton());

    expect(await screen.findByText(messages.registrationFailed)).toBeInTheDocument();
    expect(await screen.findByText(/Your session has ended/)).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).toBeInTheDocument();
  });
});
