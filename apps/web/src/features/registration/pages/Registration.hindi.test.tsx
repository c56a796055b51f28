import { messages } from '@care/shared';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { hi } from '../../../lib/locales/hi';
import { fail, fakeApi, ok, type FakeReply } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';
import {
  registeredCompany,
  registeredProvider,
  sellerSession,
  type User,
} from '../testing/helpers';

// Lazy routes these tests reach, loaded up front so a busy machine transforms them early.
import './CompanyRegistrationPage';
import './LoginDashboardPage';
import './ProviderRegistrationPage';
import './ProviderSuccessPage';

configure({ asyncUtilTimeout: 3000 });

function api(verify: FakeReply, companyProfile?: FakeReply) {
  return fakeApi({
    'POST /customer/auth/sendLoginOTP': ok(undefined, 'OTP भेज दिया गया'),
    'POST /customer/auth/verifyOTP': verify,
    'PUT /provider/auth/completeProviderProfile': ok(registeredProvider, messages.profileCompleted),
    'PUT /company/auth/completeCompanyProfile':
      companyProfile ?? ok(registeredCompany, messages.profileCompleted),
    'GET /provider/providerService/getMyProviderServices': ok([]),
    'GET /company/companyService/getMyCompanyServices': ok([]),
    'GET /admin/service/getAllServiceCategories': ok([]),
  });
}

/** Phone, 'OTP पाएँ', the six digits and 'पुष्टि करें', as a Hindi reader does it. */
async function verifyMobileInHindi(user: User, mobile = '8512345678') {
  await user.type(await screen.findByLabelText('मोबाइल नंबर'), mobile);
  await user.click(screen.getByRole('button', { name: 'OTP पाएँ' }));
  await user.click(await screen.findByLabelText('6 में से अंक 1'));
  await user.keyboard('482915');
  await user.click(screen.getByRole('button', { name: 'पुष्टि करें' }));
}

describe('Seller registration in Hindi', { timeout: 20_000 }, () => {
  it('asks on /login-dashboard how the provider offers care, in Hindi', async () => {
    await act(() => setLanguage('hi'));
    renderApp('/login-dashboard');

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'सेवा प्रदाता के रूप में जुड़ें' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('सेवा प्रदाता के रूप में जुड़ें | CareConnect'));
    expect(screen.getByRole('group', { name: 'आप किस रूप में रजिस्टर कर रहे हैं?' })).toBeVisible();
    expect(screen.getByRole('radio', { name: /व्यक्तिगत सेवा प्रदाता/ })).not.toBeChecked();
    expect(screen.getByText('आप केयरगिवर, आया या नर्स हैं और ख़ुद देखभाल करते हैं।')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /केयर कंपनी/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'जारी रखें' })).toBeDisabled();
    expect(screen.queryByText('Individual Provider')).toBeNull();
  });

  it('walks a caregiver through both profile steps and the success page in Hindi', async () => {
    await act(() => setLanguage('hi'));
    api(sellerSession('Provider', false));
    const { user, router } = renderApp('/provider-registration');

    await screen.findByRole('heading', { level: 1, name: 'सेवा प्रदाता रजिस्ट्रेशन' });
    expect(screen.getByRole('region', { name: 'OTP से साइन इन करें' })).toBeInTheDocument();
    await verifyMobileInHindi(user);

    // Step 1: personal details, and what to fix, in Hindi.
    await screen.findByRole('heading', { level: 2, name: 'अपनी प्रोफ़ाइल पूरी करें' });
    expect(screen.getByText('चरण 1 / 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'निजी जानकारी' })).toHaveFocus();
    expect(screen.getByRole('progressbar', { name: 'रजिस्ट्रेशन की प्रगति' })).toHaveAttribute(
      'aria-valuetext',
      'चरण 1 / 3',
    );
    expect(screen.getByText('आपकी उम्र 18 साल या उससे ज़्यादा होनी चाहिए।')).toBeInTheDocument();
    const gender = screen.getByLabelText('लिंग');
    expect(within(gender).getByRole('option', { name: 'लिंग चुनें' })).toBeInTheDocument();
    expect(within(gender).getByRole('option', { name: 'महिला' })).toHaveValue('Female');

    await user.click(screen.getByRole('button', { name: 'आगे' }));
    expect(await screen.findByText('नाम डालना ज़रूरी है')).toBeInTheDocument();
    // A message only the registration schema gives, worded by the registration locale.
    expect(screen.getByText('जन्म तिथि डालना ज़रूरी है')).toBeInTheDocument();
    expect(screen.getByLabelText('जन्म तिथि')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Date of birth is required')).toBeNull();

    await user.type(screen.getByLabelText('पूरा नाम'), 'मीरा नायर');
    await user.type(screen.getByLabelText('ईमेल'), 'meera@example.in');
    await user.selectOptions(gender, 'Female');
    await user.type(screen.getByLabelText('जन्म तिथि'), '2020-01-01');
    await user.type(screen.getByLabelText('पता'), '4 लेक व्यू रोड, कोच्चि');
    await user.type(screen.getByLabelText('पिनकोड'), '682001');
    await user.click(screen.getByRole('button', { name: 'आगे' }));
    expect(
      await screen.findByText('रजिस्टर करने के लिए आपकी उम्र कम से कम 18 साल होनी चाहिए'),
    ).toBeInTheDocument();

    await user.clear(screen.getByLabelText('जन्म तिथि'));
    await user.type(screen.getByLabelText('जन्म तिथि'), '1990-06-15');
    await user.click(screen.getByRole('button', { name: 'आगे' }));

    // Step 2: the documents.
    expect(await screen.findByText('चरण 2 / 3')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: 'सरकारी पहचान पत्र और सर्टिफ़िकेट' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('सरकारी पहचान पत्र')).toHaveAttribute('type', 'file');
    expect(screen.getByLabelText('सर्टिफ़िकेट')).toHaveAttribute('type', 'file');
    expect(
      screen.getAllByText(
        'फ़ोटो या स्कैन: JPEG, PNG, WebP या PDF, ज़्यादा से ज़्यादा 5 MB। आपकी पहचान की पुष्टि के लिए हमें इसकी ज़रूरत है।',
      ),
    ).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'पीछे' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'रजिस्ट्रेशन पूरा करें' }));

    // The spec's toast in Hindi, then the services step.
    expect(await screen.findByText(hi.spec.profileCompleted)).toBeInTheDocument();
    expect(hi.spec.profileCompleted).not.toBe(messages.profileCompleted);
    expect(await screen.findByText('चरण 3 / 3')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: 'आपकी सेवाएँ और क़ीमतें' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'रजिस्ट्रेशन पूरा करें' }));

    // /ProviderSuccess.
    await waitFor(() => expect(router.state.location.pathname).toBe('/ProviderSuccess'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'रजिस्ट्रेशन पूरा हुआ' }),
    ).toBeInTheDocument();
    expect(screen.getByText('हमसे जुड़ने के लिए धन्यवाद!')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Google Play से ऐप डाउनलोड करें (नए टैब में खुलेगा)' }),
    ).toHaveTextContent('डाउनलोड करेंGoogle Play');
    expect(screen.getByRole('link', { name: 'होम पेज पर जाएँ' })).toHaveAttribute('href', '/');
  });

  it('shows a company its profile form, its errors and its documents step in Hindi', async () => {
    await act(() => setLanguage('hi'));
    api(sellerSession('Company', false, '7512345678'));
    const { user } = renderApp('/company-registration');

    await screen.findByRole('heading', { level: 1, name: 'कंपनी रजिस्ट्रेशन' });
    await verifyMobileInHindi(user, '7512345678');
    await screen.findByRole('heading', { level: 2, name: 'कंपनी की प्रोफ़ाइल पूरी करें' });
    expect(screen.getByText('चरण 1 / 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'कंपनी की जानकारी' })).toBeInTheDocument();
    expect(screen.getByText('(वैकल्पिक)')).toBeInTheDocument();
    expect(
      screen.getByText('आपके GST सर्टिफ़िकेट पर लिखे 15 अक्षर, जैसे 27AAPFU0939F1ZV।'),
    ).toBeInTheDocument();

    await user.type(screen.getByLabelText('ईमेल'), 'hello@');
    await user.type(screen.getByLabelText(/GST नंबर/), '27AAPFU0939F1ZA');
    await user.click(screen.getByRole('button', { name: 'रजिस्ट्रेशन पूरा करें' }));
    expect(await screen.findByText('कंपनी का नाम डालना ज़रूरी है')).toBeInTheDocument();
    expect(screen.getByText('सही 15 अक्षरों का GSTIN डालें')).toBeInTheDocument();
    expect(screen.getByText('सही ईमेल डालें')).toBeInTheDocument();
    expect(screen.getByText('पता डालना ज़रूरी है')).toBeInTheDocument();
    expect(screen.queryByText('Company name is required')).toBeNull();

    await user.type(screen.getByLabelText('कंपनी का नाम'), 'लिटिल स्टेप्स क्रेच');
    await user.type(screen.getByLabelText('ईमेल'), 'littlesteps.in'); // after 'hello@'
    await user.type(screen.getByLabelText('पता'), '21 एमजी रोड, पुणे');
    await user.type(screen.getByLabelText('पिनकोड'), '411001');
    await user.clear(screen.getByLabelText(/GST नंबर/));
    await user.click(screen.getByRole('button', { name: 'रजिस्ट्रेशन पूरा करें' }));

    expect(await screen.findByText('चरण 2 / 3')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: 'रजिस्ट्रेशन और GST सर्टिफ़िकेट' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('रजिस्ट्रेशन सर्टिफ़िकेट')).toHaveAttribute('type', 'file');
    expect(screen.getByLabelText('GST सर्टिफ़िकेट')).toHaveAttribute('type', 'file');
    await user.click(screen.getByRole('button', { name: 'दस्तावेज़ों के बिना आगे बढ़ें' }));
    expect(await screen.findByText('चरण 3 / 3')).toBeInTheDocument();
  });

  it('asks a company to verify again in Hindi when its session has ended', async () => {
    await act(() => setLanguage('hi'));
    api(sellerSession('Company', false, '7512345678'), fail(401, 'कृपया दोबारा साइन इन करें'));
    const { user } = renderApp('/company-registration');
    await screen.findByRole('heading', { level: 1, name: 'कंपनी रजिस्ट्रेशन' });
    await verifyMobileInHindi(user, '7512345678');
    await screen.findByRole('heading', { level: 2, name: 'कंपनी की प्रोफ़ाइल पूरी करें' });

    await user.type(screen.getByLabelText('कंपनी का नाम'), 'लिटिल स्टेप्स क्रेच');
    await user.type(screen.getByLabelText('ईमेल'), 'hello@littlesteps.in');
    await user.type(screen.getByLabelText('पता'), '21 एमजी रोड, पुणे');
    await user.type(screen.getByLabelText('पिनकोड'), '411001');
    await user.click(screen.getByRole('button', { name: 'रजिस्ट्रेशन पूरा करें' }));

    expect(await screen.findByText(hi.spec.registrationFailed)).toBeInTheDocument();
    expect(
      await screen.findByText(
        'आपका सेशन ख़त्म हो गया है। रजिस्ट्रेशन पूरा करने के लिए कृपया अपना मोबाइल नंबर दोबारा वेरिफ़ाई करें।',
      ),
    ).toHaveAttribute('role', 'status');
    expect(screen.getByLabelText('मोबाइल नंबर')).toBeInTheDocument();
  });
});
