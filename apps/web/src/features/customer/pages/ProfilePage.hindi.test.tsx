import { configure, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n, LANGUAGE_STORAGE_KEY } from '../../../lib/i18n';
import { setCustomerTokens } from '../../../lib/tokens';
import { renderApp } from '../../../test/renderApp';
import { fakeApi, ok } from '../../../test/fakeApi';
import { bookingFixture, fakeId, profileFixture } from '../../../test/customerFixtures';

// Load the lazy page up front, so a busy machine compiles it outside the tests' waits.
import './ProfilePage';

configure({ asyncUtilTimeout: 3000 });

beforeEach(() => {
  setCustomerTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
});

function profileApi() {
  return fakeApi({
    'GET /customer/auth/getCustomerProfile': ok(profileFixture),
    'GET /customer/familyMember/getFamilyMembers': ok([]),
    'GET /customer/booking/getCustomerBookings': ok([bookingFixture()]),
    'GET /customer/wallet/getWallet': ok({
      balance: 2500,
      entries: [
        {
          id: fakeId('e-1'),
          kind: 'REFUND',
          amount: 2500,
          description: 'Entry 1',
          bookingId: null,
          // 20:00 UTC on the 24th is already the 25th in India.
          createdAt: '2026-11-24T20:00:00.000Z',
        },
      ],
      withdrawals: [],
    }),
  });
}

describe('/profile in Hindi', { timeout: 20_000 }, () => {
  it('turns My Bookings and the wallet into Hindi when the language is switched', async () => {
    profileApi();
    const { user } = renderApp('/profile');
    await screen.findByRole('heading', { level: 1, name: 'My Profile' }, { timeout: 10_000 });
    await screen.findByText('Elder Companion');

    await user.click(screen.getByRole('button', { name: 'हिन्दी' }));

    expect(screen.getByRole('heading', { level: 1, name: 'मेरी प्रोफ़ाइल' })).toBeInTheDocument();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
    expect(screen.getByRole('button', { name: 'सूचनाएँ' })).toBeInTheDocument();

    const bookings = screen.getByRole('region', { name: 'मेरी बुकिंग' });
    expect(within(bookings).getByText('लंबित')).toBeInTheDocument();
    expect(within(bookings).getByText('स्टार्ट कोड')).toBeInTheDocument();
    expect(within(bookings).getByText('एंड कोड')).toBeInTheDocument();
    expect(within(bookings).getByText('1 दिसंबर 2026')).toBeInTheDocument();
    expect(within(bookings).getByText('₹1,25,000')).toBeInTheDocument();
    expect(within(bookings).getByRole('button', { name: 'बुकिंग रद्द करें' })).toBeInTheDocument();
    expect(within(bookings).queryByText('Start Code')).toBeNull();

    const wallet = screen.getByRole('region', { name: 'वॉलेट' });
    expect(within(wallet).getByText('उपलब्ध बैलेंस')).toBeInTheDocument();
    expect(within(wallet).getByRole('button', { name: 'पैसे निकालें' })).toBeInTheDocument();
    const [refund] = within(wallet).getAllByRole('listitem');
    expect(refund).toHaveTextContent('रिफ़ंड');
    expect(refund).toHaveTextContent('25 नवंबर 2026 · Entry 1');
    expect(refund).toHaveTextContent('+₹2,500');

    expect(screen.getByRole('region', { name: 'निजी जानकारी' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'परिवार की जानकारी' })).toHaveTextContent(
      'अभी तक परिवार का कोई सदस्य नहीं जोड़ा गया है।',
    );
  });

  it('says there are no bookings yet in Hindi', async () => {
    fakeApi({
      'GET /customer/auth/getCustomerProfile': ok(profileFixture),
      'GET /customer/familyMember/getFamilyMembers': ok([]),
      'GET /customer/booking/getCustomerBookings': ok([]),
      'GET /customer/wallet/getWallet': ok({ balance: 0, entries: [], withdrawals: [] }),
    });
    const { user } = renderApp('/profile');
    await screen.findByRole('heading', { level: 1, name: 'My Profile' }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'हिन्दी' }));
    const bookings = screen.getByRole('region', { name: 'मेरी बुकिंग' });
    expect(await within(bookings).findByText('अभी तक कोई बुकिंग नहीं है')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'वॉलेट' })).getByText(
        'वॉलेट में अभी तक कोई लेन-देन नहीं हुआ है।',
      ),
    ).toBeInTheDocument();
  });

  it('asks for the family member form in Hindi and says what is missing in Hindi', async () => {
    profileApi();
    const { user } = renderApp('/profile');
    await screen.findByRole('heading', { level: 1, name: 'My Profile' }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'हिन्दी' }));
    await user.click(screen.getByRole('button', { name: 'सदस्य जोड़ें' }));

    const dialog = await screen.findByRole('dialog', { name: 'सदस्य जोड़ें' });
    expect(within(dialog).getByLabelText('नाम')).toBeInTheDocument();
    expect(within(dialog).getByRole('option', { name: 'महिला' })).toBeInTheDocument();
    expect(within(dialog).getByText('(वैकल्पिक)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'सहेजें' }));
    expect(await within(dialog).findByText('नाम डालना ज़रूरी है')).toBeInTheDocument();
    expect(within(dialog).getByText('कृपया लिंग चुनें')).toBeInTheDocument();
    expect(within(dialog).queryByText('Name is required')).toBeNull();
  });

  it('shows the update profile form in Hindi, storing the gender in English', async () => {
    const api = fakeApi({
      'GET /customer/auth/getCustomerProfile': ok(profileFixture),
      'PUT /customer/auth/completeCustomerProfile': ({ body }) =>
        ok({ ...profileFixture, ...(body as object) }),
      'GET /customer/familyMember/getFamilyMembers': ok([]),
      'GET /customer/booking/getCustomerBookings': ok([]),
      'GET /customer/wallet/getWallet': ok({ balance: 0, entries: [], withdrawals: [] }),
    });
    const { user } = renderApp('/update_profile');
    await screen.findByLabelText('Full name', undefined, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'हिन्दी' }));

    expect(screen.getByRole('heading', { level: 1, name: 'प्रोफ़ाइल अपडेट करें' })).toBeInTheDocument();
    const gender = screen.getByLabelText('लिंग');
    expect(gender).toHaveValue('Female');
    expect(within(gender).getByRole('option', { name: 'महिला' })).toBeInTheDocument();
    await user.clear(screen.getByLabelText('पता'));
    await user.click(screen.getByRole('button', { name: 'प्रोफ़ाइल अपडेट करें' }));
    expect(await screen.findByText('पता डालना ज़रूरी है')).toBeInTheDocument();
    expect(api.requestsTo('PUT', '/customer/auth/completeCustomerProfile')).toHaveLength(0);
  });

  it('says goodbye in Hindi when a Hindi reader logs out', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hi');
    await i18n.changeLanguage('hi');
    profileApi();
    const { user } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'लॉग आउट' }, { timeout: 10_000 }));
    expect(await screen.findByText('आप सफलतापूर्वक लॉग आउट हो गए')).toBeInTheDocument();
  });
});
