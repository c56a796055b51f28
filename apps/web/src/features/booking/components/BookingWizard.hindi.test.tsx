import {
  careFitWarning,
  dateRangeMessages,
  MAX_BOOKING_DAYS,
  MAX_DAYS_AHEAD,
  unavailableReasonTexts,
  type DateRangeProblem,
  type UnavailableReason,
} from '@care/shared';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n, setLanguage } from '../../../lib/i18n';
import { setCustomerTokens } from '../../../lib/tokens';
import { renderApp } from '../../../test/renderApp';
import { COMPANY_ID } from '../test/fixtures';
import { mockApi } from '../test/mockApi';
import { baseRoutes } from '../test/renderWizard';

describe('BookingWizard in Hindi', { timeout: 20_000 }, () => {
  it('shows the first step in Hindi, and its problem in the SPEC message’s Hindi', async () => {
    await act(() => setLanguage('hi'));
    setCustomerTokens({ accessToken: 'access', refreshToken: 'refresh' });
    mockApi(baseRoutes());
    const { user } = renderApp(`/company-service-booking/${COMPANY_ID}`);
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'पार्टनर सेवा बुक करें' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'सेवा चुनें' })).toBeInTheDocument();
    expect(screen.getByText('चरण 1 / 4')).toBeInTheDocument();
    expect(await screen.findByText('Anbu Home Health Care के साथ')).toBeInTheDocument();
    expect(
      await screen.findByRole('radio', { name: 'Nursing Attendant, ₹1,400 प्रति दिन' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'पीछे' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'जारी रखें' }));
    expect(screen.getByRole('alert')).toHaveTextContent('आगे बढ़ने के लिए कृपया कोई सेवा चुनें');
  });
});

describe('the English booking texts', () => {
  // The locale words the shared rules' problems by code; English must stay the shared text.
  it('are the shared date and day texts, word for word', () => {
    const t = i18n.getFixedT('en');
    for (const [code, text] of Object.entries(dateRangeMessages)) {
      expect(
        t(`booking.dates.problems.${code as DateRangeProblem}`, {
          maxDays: MAX_BOOKING_DAYS,
          maxAhead: MAX_DAYS_AHEAD,
        }),
      ).toBe(text);
    }
    for (const [reason, text] of Object.entries(unavailableReasonTexts)) {
      expect(t(`booking.dates.reasons.${reason as UnavailableReason}`)).toBe(text);
    }
    const grown = { name: 'Ravi', age: 40 };
    const child = { name: 'Anu', age: 6 };
    expect(t('booking.member.fitChild', { category: 'Child Care', ...grown })).toBe(
      careFitWarning('Child Care', grown),
    );
    expect(t('booking.member.fitElder', { category: 'Elder Care', ...child })).toBe(
      careFitWarning('Elder Care', child),
    );
  });
});
