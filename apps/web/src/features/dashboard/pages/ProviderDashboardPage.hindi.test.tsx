import { addCalendarDays, todayInIndia, type SellerBooking } from '@care/shared';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { setSellerTokens } from '../../../lib/tokens';
import { fakeJwt } from '../../../test/fakeJwt';
import { renderApp } from '../../../test/renderApp';
import { fakeServer, ok, type RouteHandler } from '../testing/fakeServer';
import { sellerBookingFixture } from '../testing/fixtures';

// Load the lazy page up front, so a busy machine compiles it outside the tests' waits.
import './ProviderDashboardPage';

configure({ asyncUtilTimeout: 3000 });

const BOOKING_1 = '61000000-0000-4000-8000-000000000001';
const day = (offset: number) => addCalendarDays(todayInIndia(), offset);

/** A caregiver (or company) signed in, reading the site in Hindi. */
async function signInInHindi(kind: 'Provider' | 'Company' = 'Provider') {
  await act(() => setLanguage('hi'));
  setSellerTokens({
    accessToken: fakeJwt({ sub: `${kind.toLowerCase()}-1`, ut: kind }),
    refreshToken: 'r',
  });
}

const profile = (verification: { status: string; reason: string | null }) => ({
  id: '77777777-0000-4000-8000-000000000001',
  mobile: '8000000001',
  name: 'Kavya Rao',
  about: null,
  certification: null,
  address: '22 Residency Road, Bengaluru',
  pincode: '560025',
  profileImage: null,
  verification,
});

/** Months to November 2026, oldest first, with a small net each (rupees, as they travel). */
const months = Array.from({ length: 12 }, (_, index) => {
  const month = index + 12;
  const year = month > 12 ? 2026 : 2025;
  return { month: `${year}-${String(((month - 1) % 12) + 1).padStart(2, '0')}`, net: index * 100 };
});

/**
 * The provider API the whole dashboard reads: bookings filtered by status, the online state,
 * the profile, days off, services and the money; `routes` on top.
 */
function dashboardApi(bookings: SellerBooking[], routes: Record<string, RouteHandler> = {}) {
  return fakeServer({
    'GET /provider/booking/getProviderBookings': ({ query }) => {
      const list = query.status ? bookings.filter((b) => b.status === query.status) : bookings;
      return ok({
        bookings: list,
        pagination: { page: 1, limit: 10, total: list.length, totalPages: 1 },
      });
    },
    // No message: the screen says it in the reader's language.
    'PATCH /provider/booking/acceptBooking/:id': ({ params }) =>
      ok({ ...bookings.find((b) => b.id === params.id), status: 'ACCEPTED' }),
    'GET /provider/auth/getOnline': ok({ isOnline: true, listed: true, reason: null }),
    'GET /provider/auth/getMyProfile': ok(profile({ status: 'PENDING', reason: null })),
    'GET /provider/availability/getDaysOff': ok([]),
    'GET /provider/providerService/getMyProviderServices': ok([]),
    ...routes,
  });
}

/** What saveFile() handed the browser. */
function captureDownloads() {
  const files: Blob[] = [];
  const { createObjectURL, revokeObjectURL } = URL;
  URL.createObjectURL = (file: Blob) => {
    files.push(file);
    return `blob:test/${files.length}`;
  };
  URL.revokeObjectURL = () => undefined;
  onTestFinished(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return files;
}

describe('/ProviderDashboard in Hindi', { timeout: 20_000 }, () => {
  it('shows the heading, sections, online switch, verification and bookings in Hindi', async () => {
    await signInInHindi();
    const request = sellerBookingFixture({
      serviceName: 'Elder Companion',
      startDate: '2027-03-01',
      endDate: '2027-03-03',
      days: 3,
      pricePerDay: 50_000,
      totalAmount: 1_50_000,
    });
    const later = sellerBookingFixture({
      serviceName: 'Night Care',
      status: 'ACCEPTED',
      startDate: '2027-03-01',
      endDate: '2027-03-01',
      days: 1,
    });
    const today = sellerBookingFixture({ serviceName: 'Day Care', status: 'ACCEPTED' });
    const underway = sellerBookingFixture({ serviceName: 'Home Nursing', status: 'IN_PROGRESS' });
    const api = dashboardApi([request, later, today, underway]);
    const { user } = renderApp('/ProviderDashboard');

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'सेवा प्रदाता डैशबोर्ड' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('सेवा प्रदाता डैशबोर्ड | CareConnect'));
    expect(screen.getByText('आपके बुकिंग अनुरोध, और हर विज़िट शुरू से आख़िर तक।')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'लॉग आउट' })).toBeInTheDocument();
    const sections = screen.getByRole('navigation', { name: 'डैशबोर्ड' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['बुकिंग', 'सेवाएँ और क़ीमतें', 'छुट्टी के दिन', 'कमाई', 'प्रोफ़ाइल']);

    const verification = await screen.findByRole('region', { name: 'सत्यापन' });
    expect(verification).toHaveTextContent('आपकी प्रोफ़ाइल की जाँच हो रही है');
    const online = screen.getByRole('switch', { name: 'बुकिंग के लिए उपलब्ध' });
    await waitFor(() => expect(online).toHaveTextContent('ऑनलाइन'));
    expect(screen.getByText('अब परिवार आपको ढूँढकर बुक कर सकते हैं।')).toBeInTheDocument();

    const tabs = screen.getByRole('tablist', { name: 'स्थिति के हिसाब से बुकिंग' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['सभी', 'अनुरोध', 'आने वाली', 'जारी', 'पूरी हुई', 'पुरानी']);

    // A request: dates spelt in Hindi, Indian grouping, the family's details kept until accepted.
    const card = await screen.findByRole('article', { name: 'Elder Companion' });
    expect(within(card).getByText('लंबित')).toBeInTheDocument();
    expect(card).toHaveTextContent('1 मार्च 2027 से 3 मार्च 2027 तक');
    expect(card).toHaveTextContent('3 दिन');
    expect(within(card).getByText('मरीज़')).toBeInTheDocument();
    expect(within(card).getByText('महिला · 72 साल · माँ')).toBeInTheDocument();
    expect(within(card).getByText('पिन कोड 560038')).toBeInTheDocument();
    expect(card).toHaveTextContent('स्वीकार करने पर नाम, फ़ोन और पता आपको दिख जाएगा।');
    expect(card).toHaveTextContent('कुल ₹1,50,000 (₹50,000/दिन)');
    expect(within(card).queryByText('Pending')).toBeNull();

    // Accepted care that starts later says when to start it.
    const laterCard = screen.getByRole('article', { name: 'Night Care' });
    expect(within(laterCard).getByText('स्वीकृत')).toBeInTheDocument();
    expect(laterCard).toHaveTextContent('1 मार्च 2027 को पहुँचकर विज़िट शुरू करें।');
    expect(within(laterCard).getByRole('button', { name: 'बुकिंग रद्द करें' })).toBeInTheDocument();

    // Declining is confirmed first, in Hindi.
    await user.click(within(card).getByRole('button', { name: 'अस्वीकार करें' }));
    const decline = screen.getByRole('dialog', { name: 'क्या यह बुकिंग अस्वीकार करनी है?' });
    expect(decline).toHaveTextContent(
      'Lakshmi Iyer के लिए Elder Companion, 1 मार्च 2027 से 3 मार्च 2027 तक।',
    );
    expect(decline).toHaveTextContent('परिवार को पूरा रिफ़ंड तुरंत उनके CareConnect वॉलेट में');
    expect(within(decline).getByRole('button', { name: 'बुकिंग अस्वीकार करें' })).toBeEnabled();
    await user.click(within(decline).getByRole('button', { name: 'बुकिंग रहने दें' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Accepting says so in Hindi when the server gives no words of its own.
    await user.click(within(card).getByRole('button', { name: 'स्वीकार करें' }));
    expect(await screen.findByText('बुकिंग स्वीकार हो गई')).toBeInTheDocument();

    // The start code dialog: its label, and an empty code refused in Hindi before sending.
    const todayCard = screen.getByRole('article', { name: 'Day Care' });
    await user.click(within(todayCard).getByRole('button', { name: 'विज़िट शुरू करें' }));
    const start = screen.getByRole('dialog', { name: 'विज़िट शुरू करें' });
    expect(within(start).getByLabelText('स्टार्ट कोड')).toBeInTheDocument();
    expect(start).toHaveTextContent('परिवार से 6 अंकों का स्टार्ट कोड माँगें');
    await user.click(within(start).getByRole('button', { name: 'विज़िट शुरू करें' }));
    expect(await within(start).findByRole('alert')).toHaveTextContent(
      'परिवार से मिला 6 अंकों का कोड डालें',
    );
    expect(api.requestsTo('PATCH', `/provider/booking/startBooking/${today.id}`)).toHaveLength(0);
    await user.click(within(start).getByRole('button', { name: 'रद्द करें' }));

    // Care under way is completed with the end code.
    const underwayCard = screen.getByRole('article', { name: 'Home Nursing' });
    expect(within(underwayCard).getByText('जारी')).toBeInTheDocument();
    await user.click(within(underwayCard).getByRole('button', { name: 'पूरी करें' }));
    const complete = screen.getByRole('dialog', { name: 'देखभाल पूरी करें' });
    expect(within(complete).getByLabelText('एंड कोड')).toBeInTheDocument();
    await user.click(within(complete).getByRole('button', { name: 'रद्द करें' }));

    // Cancelling accepted care asks why, and says in Hindi what is missing.
    await user.click(within(laterCard).getByRole('button', { name: 'बुकिंग रद्द करें' }));
    const cancel = screen.getByRole('dialog', { name: 'क्या यह बुकिंग रद्द करनी है?' });
    expect(cancel).toHaveTextContent('परिवार को पूरे ₹4,500 तुरंत उनके CareConnect वॉलेट में');
    await user.click(within(cancel).getByRole('button', { name: 'बुकिंग रद्द करें' }));
    expect(
      await within(cancel).findByText('परिवार को बताएँ कि आप बुकिंग क्यों रद्द कर रहे हैं (कम से कम 5 अक्षर)'),
    ).toBeInTheDocument();
    await user.click(within(cancel).getByRole('button', { name: 'बुकिंग रहने दें' }));

    // Past bookings, and an empty list in Hindi.
    await user.click(within(tabs).getByRole('tab', { name: 'पुरानी' }));
    const past = await screen.findByRole('group', { name: 'पुरानी बुकिंग' });
    expect(within(past).getByRole('button', { name: 'रद्द' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(past).getByRole('button', { name: 'अस्वीकृत' })).toBeInTheDocument();
    expect(await screen.findByText('कोई रद्द बुकिंग नहीं है।')).toBeInTheDocument();
  });

  it('marks days off in Hindi, with the bookings on them and its date errors', async () => {
    await signInInHindi();
    dashboardApi([], {
      'GET /provider/availability/getDaysOff': ok([
        {
          id: '44444444-0000-4000-8000-000000000001',
          startDate: '2027-03-01',
          endDate: '2027-03-02',
          days: 2,
          note: 'दिवाली',
          clashes: [
            {
              bookingId: '55555555-0000-4000-8000-000000000001',
              serviceName: 'Nursing Attendant',
              startDate: '2027-03-01',
              endDate: '2027-03-01',
              status: 'PENDING',
              patientName: 'Kamala Devi',
            },
          ],
        },
      ]),
    });
    const { user } = renderApp('/ProviderDashboard?section=days-off');

    expect(
      await screen.findByRole('heading', { level: 2, name: 'छुट्टी के दिन' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('इन दिनों परिवार आपको बुक नहीं कर सकते।')).toBeInTheDocument();
    const dayOff = await screen.findByRole('article', { name: '1 मार्च 2027 से 2 मार्च 2027 तक' });
    expect(dayOff).toHaveTextContent('2 दिन · दिवाली');
    expect(within(dayOff).getByRole('note')).toHaveTextContent(
      'इन दिनों पर बुकिंग हैं: उन्हें अस्वीकार या रद्द करें।' +
        'Kamala Devi के लिए Nursing Attendant, 1 मार्च 2027 (अनुरोध)',
    );
    expect(within(dayOff).getByRole('button', { name: 'हटाएँ' })).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'छुट्टी के दिन चुनें' });
    await user.click(within(form).getByRole('button', { name: 'छुट्टी लगाएँ' }));
    expect(await within(form).findAllByText('कोई सही तारीख़ चुनें')).toHaveLength(2);
    await user.type(within(form).getByLabelText('छुट्टी का पहला दिन'), day(-1));
    await user.type(within(form).getByLabelText('छुट्टी का आख़िरी दिन'), day(1));
    await user.click(within(form).getByRole('button', { name: 'छुट्टी लगाएँ' }));
    expect(await within(form).findByText('छुट्टी आज से पहले शुरू नहीं हो सकती')).toBeInTheDocument();
    expect(within(form).queryByText('Days off cannot start before today')).toBeNull();

    // The services section, a link away, speaks Hindi too.
    await user.click(screen.getByRole('link', { name: 'सेवाएँ और क़ीमतें' }));
    expect(await screen.findByText('आप अभी कोई सेवा नहीं दे रहे हैं।')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'कोई सेवा जोड़ें' })).toBeInTheDocument();
  });

  it('shows earnings and payouts in Hindi, amounts grouped the Indian way', async () => {
    await signInInHindi();
    dashboardApi([], {
      'GET /provider/earnings/getEarnings': ok({
        held: 1_50_000,
        available: 2550,
        inTransit: 0,
        paidOut: 12_000,
        minimumPayout: 100,
        commissionPercent: 10,
        gstPercent: 18,
        destination: {
          type: 'bank',
          label: 'HDFC0001234 · XXXXXXXX9012',
          accountHolder: 'Kavya Rao',
          ifsc: 'HDFC0001234',
          maskedAccountNumber: 'XXXXXXXX9012',
          vpa: null,
          updatedAt: '2026-11-20T10:00:00.000Z',
        },
        months,
        entries: [
          {
            bookingId: BOOKING_1,
            kind: 'COMPLETED',
            serviceName: 'Elder Companion',
            startDate: '2026-10-01',
            endDate: '2026-10-03',
            status: 'COMPLETED',
            gross: 4500,
            commission: 450,
            gst: 81,
            net: 3969,
            settledAt: '2026-10-03T20:00:00.000Z',
          },
        ],
      }),
      'GET /provider/earnings/getPayouts': ok([
        {
          id: '62000000-0000-4000-8000-000000000001',
          amount: 2000,
          status: 'PROCESSED',
          destinationLabel: 'HDFC0001234 · XXXXXXXX9012',
          reference: 'UTR123',
          failureReason: null,
          createdAt: '2026-11-24T06:00:00.000Z',
          processedAt: '2026-11-24T06:00:05.000Z',
        },
      ]),
    });
    const { user } = renderApp('/ProviderDashboard?section=earnings');

    expect(
      await screen.findByRole('heading', { level: 2, name: 'कमाई' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const figure = (label: string) => screen.getByText(label).nextElementSibling;
    expect(await screen.findByText('आने वाली बुकिंग के लिए रोकी गई रक़म')).toBeInTheDocument();
    expect(figure('आने वाली बुकिंग के लिए रोकी गई रक़म')).toHaveTextContent('₹1,50,000');
    expect(figure('निकालने के लिए उपलब्ध')).toHaveTextContent('₹2,550');
    expect(figure('पेआउट हो चुका')).toHaveTextContent('₹12,000');
    expect(
      screen.getByText(
        'CareConnect हर बुकिंग पर 10% कमीशन रखता है, और उस कमीशन पर 18% जीएसटी लगता है। बाक़ी रक़म आपकी कमाई है।',
      ),
    ).toBeInTheDocument();

    // The chart's months in Devanagari, for the eye and in its table.
    const chart = screen.getByRole('figure', { name: 'शुद्ध कमाई, पिछले 12 महीने' });
    expect(chart).toHaveTextContent('नव');
    const rows = within(
      screen.getByRole('table', { name: 'महीने के हिसाब से शुद्ध कमाई' }),
    ).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('महीनाशुद्ध कमाई');
    expect(rows[12]).toHaveTextContent('नवंबर 2026₹1,100');

    const entry = screen.getByRole('article', { name: /^Elder Companion, / });
    expect(entry).toHaveTextContent('1 अक्टूबर 2026 से 3 अक्टूबर 2026 तक · 4 अक्टूबर 2026 को हिसाब हुआ');
    expect(within(entry).getByText('परिवार ने दिए').nextElementSibling).toHaveTextContent('₹4,500');
    expect(within(entry).getByText('जीएसटी').nextElementSibling).toHaveTextContent('−₹81');
    expect(within(entry).getByText('आपकी कमाई').nextElementSibling).toHaveTextContent('₹3,969');

    // Payouts: where they go, each payout's state, and a request refused in Hindi.
    const payouts = screen.getByRole('region', { name: 'पेआउट' });
    expect(payouts).toHaveTextContent('पेआउट आपके बैंक खाते में जाते हैं');
    expect(within(payouts).getByRole('button', { name: 'बदलें' })).toBeInTheDocument();
    const paid = await within(payouts).findByRole('article', { name: '₹2,000 का पेआउट' });
    expect(within(paid).getByText('भेज दिया गया')).toBeInTheDocument();
    expect(paid).toHaveTextContent('24 नवंबर 2026 · HDFC0001234 · XXXXXXXX9012');
    expect(paid).toHaveTextContent('बैंक रेफ़रेंस UTR123');

    const request = within(payouts).getByRole('form', { name: 'पेआउट माँगें' });
    expect(request).toHaveTextContent('उपलब्ध ₹2,550। कम से कम ₹100।');
    const amount = within(request).getByLabelText('रक़म (₹)');
    await user.clear(amount);
    await user.type(amount, '3000');
    await user.click(within(request).getByRole('button', { name: 'पेआउट माँगें' }));
    expect(
      await within(request).findByText('आप ज़्यादा से ज़्यादा ₹2,550 का पेआउट माँग सकते हैं'),
    ).toBeInTheDocument();

    // The monthly statement's months, and the CSV's headers and words, in Hindi.
    const statement = screen.getByRole('region', { name: 'मासिक स्टेटमेंट' });
    expect(within(statement).getByRole('combobox', { name: 'महीना' })).toHaveDisplayValue(
      'नवंबर 2026',
    );
    expect(within(statement).getByRole('button', { name: 'स्टेटमेंट डाउनलोड करें' })).toBeInTheDocument();
    const files = captureDownloads();
    await user.click(screen.getByRole('button', { name: 'CSV डाउनलोड करें' }));
    const [csv] = files;
    // The decoder drops the byte-order mark.
    const lines = new TextDecoder().decode(new Uint8Array(await csv!.arrayBuffer())).split('\r\n');
    expect(lines[0]).toBe(
      'बुकिंग,सेवा,कब से,कब तक,प्रकार,स्थिति,कुल रक़म (₹),कमीशन (₹),जीएसटी (₹),शुद्ध कमाई (₹),हिसाब की तारीख़',
    );
    expect(lines[1]).toBe(
      `${BOOKING_1},Elder Companion,2026-10-01,2026-10-03,देखभाल पूरी हुई,पूरी हुई,4500.00,450.00,81.00,3969.00,2026-10-04`,
    );
  });

  it("shows the profile, photo, documents and a refusal's notice in Hindi", async () => {
    await signInInHindi();
    const api = dashboardApi([], {
      'GET /provider/auth/getMyProfile': ok(
        profile({ status: 'REJECTED', reason: 'The ID photo is blurred.' }),
      ),
    });
    const { user } = renderApp('/ProviderDashboard?section=profile');

    const refused = await screen.findByRole('region', { name: 'सत्यापन' }, { timeout: 10_000 });
    expect(refused).toHaveTextContent('आपका सत्यापन मंज़ूर नहीं हुआ');
    expect(refused).toHaveTextContent('हमारी टीम ने कहा: “The ID photo is blurred.”');
    expect(within(refused).getByRole('link', { name: 'दस्तावेज़ फिर से भेजें' })).toHaveAttribute(
      'href',
      '/ProviderDashboard?section=profile#documents',
    );

    // The photo: what it is for, and a file the phone refuses before uploading.
    const photo = await screen.findByRole('region', { name: 'फ़ोटो' });
    expect(photo).toHaveTextContent('JPEG, PNG या WebP, ज़्यादा से ज़्यादा 5 MB।');
    const anyFile = userEvent.setup({ applyAccept: false });
    await anyFile.upload(
      within(photo).getByLabelText('फ़ोटो जोड़ें'),
      new File(['GIF89a'], 'me.gif', { type: 'image/gif' }),
    );
    expect(await within(photo).findByRole('alert')).toHaveTextContent('JPEG, PNG या WebP फ़ोटो चुनें');

    // The public profile: labels in Hindi, a missing address said in Hindi, nothing sent.
    const form = screen.getByRole('form', { name: 'सार्वजनिक प्रोफ़ाइल' });
    expect(within(form).getByLabelText('नाम')).toHaveValue('Kavya Rao');
    expect(within(form).getByLabelText(/आपके बारे में/)).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('पता'));
    await user.clear(within(form).getByLabelText('पिन कोड'));
    await user.click(within(form).getByRole('button', { name: 'प्रोफ़ाइल सहेजें' }));
    expect(await within(form).findByText('पता डालना ज़रूरी है')).toBeInTheDocument();
    expect(within(form).getByText('सही 6 अंकों का पिनकोड डालें')).toBeInTheDocument();
    expect(api.requestsTo('PUT', '/provider/auth/updateMyProfile')).toHaveLength(0);

    // Documents, named in Hindi.
    const documents = screen.getByRole('region', { name: 'दस्तावेज़' });
    expect(within(documents).getByLabelText('सरकारी पहचान पत्र')).toBeInTheDocument();
    expect(within(documents).getByLabelText('प्रमाणपत्र')).toBeInTheDocument();
    expect(within(documents).getByRole('button', { name: 'जाँच के लिए भेजें' })).toBeDisabled();
  });

  it('asks a company who is going in Hindi, and shows its GSTIN and logo', async () => {
    await signInInHindi('Company');
    const accepted = sellerBookingFixture({ serviceName: 'Day Care', status: 'ACCEPTED' });
    fakeServer({
      'GET /company/booking/getProviderBookings': ok({
        bookings: [accepted],
        pagination: { page: 1, limit: 10, total: 1, totalPages: 1 },
      }),
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
      'POST /auth/logout': ok(undefined),
    });
    const { user, router } = renderApp('/ProviderDashboard');

    expect(
      await screen.findByText(
        'आपकी कंपनी के लिए आए बुकिंग अनुरोध, और हर विज़िट शुरू से आख़िर तक।',
        undefined,
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'बुकिंग के लिए उपलब्ध' })).toHaveTextContent(
      'ऑफ़लाइन',
    );
    const card = await screen.findByRole('article', { name: 'Day Care' });
    await user.click(within(card).getByRole('button', { name: 'स्टाफ़ तय करें' }));
    const dialog = screen.getByRole('dialog', { name: 'कौन जा रहा है?' });
    expect(within(dialog).getByLabelText('फ़ोन')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'परिवार को बताएँ' }));
    expect(await within(dialog).findByText('जो व्यक्ति जाएगा, उसका नाम डालें')).toBeInTheDocument();
    expect(within(dialog).getByText('कृपया मोबाइल नंबर डालें')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'रद्द करें' }));

    await user.click(screen.getByRole('link', { name: 'प्रोफ़ाइल' }));
    const logo = await screen.findByRole('region', { name: 'लोगो' });
    expect(logo).toHaveTextContent('आपका लोगो आपकी लिस्टिंग और प्रोफ़ाइल पर दिखता है।');
    expect(within(logo).getByLabelText('लोगो जोड़ें')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'सार्वजनिक प्रोफ़ाइल' });
    expect(within(form).getByLabelText('कंपनी का नाम')).toHaveValue('Sunrise Care');
    expect(within(form).getByLabelText(/GSTIN नंबर/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'दस्तावेज़' })).toHaveTextContent(
      'आपका सत्यापन हो चुका है।',
    );
    expect(
      within(screen.getByRole('region', { name: 'दस्तावेज़' })).getByLabelText('रजिस्ट्रेशन प्रमाणपत्र'),
    ).toBeInTheDocument();

    // Leaving says goodbye in Hindi too.
    await user.click(screen.getByRole('button', { name: 'लॉग आउट' }));
    expect(await screen.findByText('आप सफलतापूर्वक लॉग आउट हो गए')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login-dashboard'));
  });
});
