import {
  careFitWarning,
  dateRangeMessages,
  formatCareDate,
  MAX_BOOKING_DAYS,
  MAX_DAYS_AHEAD,
  unavailableReasonTexts,
  type DateRangeProblem,
  type UnavailableReason,
} from '@care/shared';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n, setLanguage } from '../../../lib/i18n';
import { setCustomerTokens } from '../../../lib/tokens';
import { renderApp } from '../../../test/renderApp';
import { COMPANY_ID, endDate, startDate } from '../test/fixtures';
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

  it('walks to the review in Hindi: days, dates, the member and the total for the reader', async () => {
    await act(() => setLanguage('hi'));
    setCustomerTokens({ accessToken: 'access', refreshToken: 'refresh' });
    mockApi(baseRoutes());
    const { user } = renderApp(`/company-service-booking/${COMPANY_ID}`);
    const next = () => user.click(screen.getByRole('button', { name: 'जारी रखें' }));
    await user.click(
      await screen.findByRole(
        'radio',
        { name: 'Nursing Attendant, ₹1,400 प्रति दिन' },
        { timeout: 10_000 },
      ),
    );
    await next();
    await screen.findByRole('heading', { name: 'तारीख़ें चुनें' });
    fireEvent.input(screen.getByLabelText('शुरू की तारीख़'), { target: { value: startDate } });
    fireEvent.input(screen.getByLabelText('आख़िरी तारीख़'), { target: { value: endDate } });
    expect(screen.getByText(/3 दिन, दोनों दिन शामिल/)).toHaveTextContent('₹4,200');
    await next();
    await screen.findByRole('heading', { name: 'परिवार का सदस्य चुनें' });
    await user.click(await screen.findByRole('radio', { name: /Asha Devi/ }));
    await next();
    await screen.findByRole('heading', { name: 'जाँचें और पुष्टि करें' });
    const dates = screen.getByText('तारीख़ें', { selector: 'dt' }).nextElementSibling as HTMLElement;
    expect(dates).toHaveTextContent(
      `${formatCareDate(startDate, 'hi')} से ${formatCareDate(endDate, 'hi')} तक`,
    );
    const person = screen.getByText('मरीज़ की जानकारी', { selector: 'dt' })
      .nextElementSibling as HTMLElement;
    expect(within(person).getByText(/^उम्र 72 · /)).toHaveTextContent('उम्र 72 · महिला · माँ');
    expect(screen.getByRole('button', { name: 'पुष्टि करें और भुगतान करें' })).toBeEnabled();
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
