import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setSellerTokens } from '../../../lib/tokens';
import { fakeApi, fail, ok, type FakeRequest } from '../../../test/fakeApi';
import { fakeJwt } from '../../../test/fakeJwt';
import { renderApp } from '../../../test/renderApp';

import './ProviderDashboardPage';

const PHOTO_URL = '/api/v1/media/photo/2026/11/6f1c0000-0000-4000-8000-0000000000e2-320.webp';

const noBookings = ok({
  bookings: [],
  pagination: { page: 1, limit: 10, total: 0, totalPages: 1 },
});

/** A provider's profile as the API keeps it: saving and uploading change what it answers. */
function providerApi(verification: { status: string; reason: string | null }) {
  let profile = {
    id: '77777777-0000-4000-8000-000000000001',
    mobile: '8000000001',
    name: 'Kavya Rao',
    about: null as string | null,
    certification: null as string | null,
    address: '22 Residency Road, Bengaluru',
    pincode: '560025',
    profileImage: null as string | null,
    verification,
  };
  return fakeApi({
    'GET /provider/booking/getProviderBookings': noBookings,
    'GET /provider/auth/getOnline': ok({ isOnline: false, listed: false, reason: null }),
    'GET /provider/auth/getMyProfile': () => ok(profile),
    'PUT /provider/auth/updateMyProfile': ({ body }: FakeRequest) => {
      profile = { ...profile, ...(body as object) };
      return ok(profile, 'Profile saved');
    },
    'PUT /provider/auth/uploadProfileImage': () => {
      profile = { ...profile, profileImage: PHOTO_URL };
      return ok({ profileImage: PHOTO_URL }, 'Photo saved');
    },
  });
}

function signInAs(kind: 'Provider' | 'Company') {
  setSellerTokens({
    accessToken: fakeJwt({ sub: `${kind.toLowerCase()}-1`, ut: kind }),
    refreshToken: 'r',
  });
}

describe('the caregiver profile on the dashboard', () => {
  it("says while verification is pending, and after a refusal gives the operator's reason", async () => {
    signInAs('Provider');
    providerApi({ status: 'PENDING', reason: null });
    const first = renderApp('/ProviderDashboard');
    const pending = await screen.findByRole('region', { name: 'Verification' });
    expect(pending).toHaveTextContent('Your profile is being checked');
    first.unmount();

    providerApi({ status: 'REJECTED', reason: 'The ID photo is blurred.' });
    renderApp('/ProviderDashboard');
    const refused = await screen.findByRole('region', { name: 'Verification' });
    expect(refused).toHaveTextContent('Your verification was not approved');
    expect(refused).toHaveTextContent('The operator said: “The ID photo is blurred.”');
    expect(within(refused).getByRole('link', { name: 'Send documents again' })).toHaveAttribute(
      'href',
      '/ProviderDashboard?section=profile#documents',
    );
  });

  it('says nothing about checking before the profile is completed', async () => {
    signInAs('Provider');
    const api = fakeApi({
      'GET /provider/booking/getProviderBookings': noBookings,
      'GET /provider/auth/getOnline': ok({
        isOnline: false,
        listed: false,
        reason: 'Complete your profile so families know who you are.',
      }),
      'GET /provider/auth/getMyProfile': ok({
        id: '77777777-0000-4000-8000-000000000003',
        mobile: '8000000009',
        name: null,
        about: null,
        certification: null,
        address: null,
        pincode: null,
        profileImage: null,
        verification: { status: 'PENDING', reason: null },
      }),
    });
    renderApp('/ProviderDashboard');
    expect(
      await screen.findByText('Complete your profile so families know who you are.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(api.requestsTo('GET', '/provider/auth/getMyProfile')).toHaveLength(1),
    );
    expect(screen.queryByRole('region', { name: 'Verification' })).not.toBeInTheDocument();
  });

  it('shows nothing about verification to a verified caregiver', async () => {
    signInAs('Provider');
    const api = providerApi({ status: 'VERIFIED', reason: null });
    renderApp('/ProviderDashboard');
    await waitFor(() =>
      expect(api.requestsTo('GET', '/provider/auth/getMyProfile')).toHaveLength(1),
    );
    await screen.findByRole('heading', { level: 1, name: 'Provider Dashboard' });
    expect(screen.queryByRole('region', { name: 'Verification' })).not.toBeInTheDocument();
  });

  it('edits the public profile, refusing a bad PIN code before sending', async () => {
    signInAs('Provider');
    const api = providerApi({ status: 'VERIFIED', reason: null });
    const { user } = renderApp('/ProviderDashboard?section=profile');
    const form = await screen.findByRole('form', { name: 'Public profile' });
    expect(within(form).getByLabelText('Name')).toHaveValue('Kavya Rao');

    const pin = within(form).getByLabelText('PIN code');
    await user.clear(pin);
    await user.type(pin, '5600');
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await within(form).findByText(/6-digit/i)).toBeInTheDocument();
    expect(api.requestsTo('PUT', '/provider/auth/updateMyProfile')).toHaveLength(0);

    await user.clear(pin);
    await user.type(pin, '560025');
    await user.type(within(form).getByLabelText(/About you/), 'Ten years with elders.');
    await user.type(within(form).getByLabelText(/Certification/), 'GNM Nursing');
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
    expect(api.requestsTo('PUT', '/provider/auth/updateMyProfile')[0]?.body).toEqual({
      name: 'Kavya Rao',
      about: 'Ten years with elders.',
      certification: 'GNM Nursing',
      address: '22 Residency Road, Bengaluru',
      pincode: '560025',
    });
  });

  it('uploads a chosen photo as `photo`, and refuses other files on the phone', async () => {
    signInAs('Provider');
    const api = providerApi({ status: 'VERIFIED', reason: null });
    const { user } = renderApp('/ProviderDashboard?section=profile');
    const card = await screen.findByRole('region', { name: 'Photo' });
    const picker = within(card).getByLabelText('Add a photo');

    // The picker's accept list hides a GIF; a phone's file manager may still hand one over.
    const anyFile = userEvent.setup({ applyAccept: false });
    await anyFile.upload(picker, new File(['GIF89a'], 'me.gif', { type: 'image/gif' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Choose a JPEG, PNG or WebP image',
    );
    expect(api.requestsTo('PUT', '/provider/auth/uploadProfileImage')).toHaveLength(0);

    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'me.jpg', { type: 'image/jpeg' });
    await user.upload(picker, photo);
    expect(await screen.findByText('Photo saved')).toBeInTheDocument();
    const [sent] = api.requestsTo('PUT', '/provider/auth/uploadProfileImage');
    expect((sent?.form?.get('photo') as File).name).toBe('me.jpg');
    // The photo is decorative (alt=""): the caregiver's name is beside it.
    await waitFor(() => expect(card.querySelector('img')).toHaveAttribute('src', PHOTO_URL));
    expect(within(card).getByLabelText('Change photo')).toBeInTheDocument();
  });

  it('sends documents again, showing a refused file on its own picker', async () => {
    signInAs('Provider');
    let attempts = 0;
    const api = fakeApi({
      'GET /provider/booking/getProviderBookings': noBookings,
      'GET /provider/auth/getOnline': ok({ isOnline: false, listed: false, reason: null }),
      'GET /provider/auth/getMyProfile': ok({
        id: '77777777-0000-4000-8000-000000000001',
        mobile: '8000000001',
        name: 'Kavya Rao',
        about: null,
        certification: null,
        address: '22 Residency Road, Bengaluru',
        pincode: '560025',
        profileImage: null,
        verification: { status: 'REJECTED', reason: 'The ID photo is blurred.' },
      }),
      'PUT /provider/auth/uploadProviderDocuments': () => {
        attempts += 1;
        return attempts === 1
          ? {
              status: 415,
              body: {
                success: false,
                code: 'UNSUPPORTED_FILE_TYPE',
                message: 'Government ID must be a JPEG, PNG or WebP image or a PDF',
                errors: [
                  {
                    path: 'govtID',
                    message: 'Government ID must be a JPEG, PNG or WebP image or a PDF',
                  },
                ],
              },
            }
          : ok(
              {
                id: '77777777-0000-4000-8000-000000000001',
                mobile: '8000000001',
                name: 'Kavya Rao',
                email: 'kavya@example.in',
                gender: 'Female',
                dob: '1990-01-01',
                address: '22 Residency Road, Bengaluru',
                pincode: '560025',
                verificationStatus: 'PENDING',
                govtID: {
                  id: '88888888-0000-4000-8000-000000000001',
                  mimeType: 'application/pdf',
                  sizeBytes: 8,
                },
                certification: null,
              },
              'Documents received. Our team will check them; you will see the result here.',
            );
      },
    });
    const { user } = renderApp('/ProviderDashboard?section=profile');
    const card = await screen.findByRole('region', { name: 'Documents' });
    const send = within(card).getByRole('button', { name: 'Send for checking' });
    expect(send).toBeDisabled();

    const scan = new File(['%PDF-1.4'], 'aadhaar.pdf', { type: 'application/pdf' });
    await user.upload(within(card).getByLabelText('Government ID'), scan);
    await user.click(send);
    expect(
      await within(card).findByText(/Government ID must be a JPEG, PNG or WebP image or a PDF/),
    ).toBeInTheDocument();

    await user.click(send);
    expect(
      await screen.findByText(
        'Documents received. Our team will check them; you will see the result here.',
      ),
    ).toBeInTheDocument();
    const [, sent] = api.requestsTo('PUT', '/provider/auth/uploadProviderDocuments');
    expect((sent?.form?.get('govtID') as File).name).toBe('aadhaar.pdf');
    expect(sent?.form?.has('certification')).toBe(false);
    expect(within(card).getByRole('button', { name: 'Send for checking' })).toBeDisabled();
  });

  it("shows the server's refusal of a photo where the caregiver is looking", async () => {
    signInAs('Company');
    fakeApi({
      'GET /company/booking/getProviderBookings': noBookings,
      'GET /company/auth/getOnline': ok({ isOnline: false, listed: false, reason: null }),
      'GET /company/auth/getMyProfile': ok({
        id: '77777777-0000-4000-8000-000000000002',
        mobile: '7000000001',
        companyName: 'Sunrise Care',
        about: null,
        email: 'care@sunrise.example.in',
        address: '12 MG Road, Bengaluru',
        pincode: '560001',
        gst: null,
        companyLogo: null,
        verification: { status: 'VERIFIED', reason: null },
      }),
      'PUT /company/auth/uploadCompanyLogo': fail(
        415,
        'Logo could not be read as an image. Try another photo.',
        'UNREADABLE_IMAGE',
      ),
    });
    const { user } = renderApp('/ProviderDashboard?section=profile');
    const card = await screen.findByRole('region', { name: 'Logo' });
    expect(screen.getByRole('form', { name: 'Public profile' })).toHaveTextContent('GSTIN');
    await user.upload(
      within(card).getByLabelText('Add a logo'),
      new File(['x'], 'logo.png', { type: 'image/png' }),
    );
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Logo could not be read as an image. Try another photo.',
    );
  });
});
