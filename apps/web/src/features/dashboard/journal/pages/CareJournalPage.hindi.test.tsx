import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../../lib/i18n';
import { setSellerTokens } from '../../../../lib/tokens';
import { fakeJwt } from '../../../../test/fakeJwt';
import { renderApp } from '../../../../test/renderApp';
import { fakeServer, ok } from '../../testing/fakeServer';
import { BOOKING_ID, entryFixture, sellerJournalFixture } from '../testing/journalFixtures';

// Load the lazy page up front, so a busy machine compiles it outside the tests' waits.
import './CareJournalPage';

describe('the care journal page in Hindi', { timeout: 20_000 }, () => {
  it('shows the day, the entry form and the schema’s messages in Hindi', async () => {
    await act(() => setLanguage('hi'));
    setSellerTokens({
      accessToken: fakeJwt({ sub: 'provider-1', ut: 'Provider' }),
      refreshToken: 'r',
    });
    const api = fakeServer({
      'GET /provider/journal/getJournal/:bookingId': ok(
        sellerJournalFixture({
          todayCheckIn: new Date(Date.now() - 60 * 60 * 1000).toISOString(),
          todayEntries: [entryFixture()],
        }),
      ),
    });
    const { user } = renderApp(`/ProviderDashboard/care-journal/${BOOKING_ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lakshmi Iyer की देखभाल डायरी' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/बजे चेक-इन किया$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'चेक-आउट करें' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'देखभाल के दिन' })).toBeInTheDocument();
    // Today's entry, as written: meals, medicine and mood in Hindi.
    expect(screen.getByText('नाश्ता: पूरा')).toBeInTheDocument();
    expect(screen.getByText('ख़ुश')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'सुधारें' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'आज की एंट्री लिखें' }));
    const form = screen.getByRole('region', { name: 'आज की एंट्री' });
    expect(within(form).getByRole('button', { name: 'दोपहर का खाना: आधा' })).toBeInTheDocument();
    expect(
      within(form).getByRole('group', { name: 'Metformin · 500 mg · 08:00' }),
    ).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'सैर' })).toBeInTheDocument();
    await user.type(within(form).getByLabelText('BP ऊपर वाला (mmHg)'), '300');
    await user.type(within(form).getByLabelText('BP नीचे वाला (mmHg)'), '80');
    await user.click(within(form).getByRole('button', { name: 'एंट्री सेव करें' }));
    expect(
      await within(form).findByText('ब्लड प्रेशर (ऊपर वाला) 60 से 260 mmHg के बीच होना चाहिए'),
    ).toBeInTheDocument();
    expect(api.requestsTo('POST', '/provider/journal/addEntry/:bookingId')).toHaveLength(0);
  });
});
