import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { privacySections } from '../content/privacy';
import { refundContent } from '../content/refunds';
import { termsSections } from '../content/terms';

const toHindi = async (user: ReturnType<typeof renderApp>['user']) =>
  user.click(screen.getByRole('button', { name: 'हिन्दी' }));

describe('the static pages in Hindi', { timeout: 15_000 }, () => {
  it('turns the refund policy, its tiers and its sections into Hindi when switched', async () => {
    const { user } = renderApp('/cancellation-&-refunds');
    await screen.findByRole('heading', { level: 1, name: 'Refund & Cancellation Policy' });
    await toHindi(user);

    expect(
      screen.getByRole('heading', { level: 1, name: 'रिफ़ंड और कैंसलेशन नीति' }),
    ).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('आप कब रद्द करते हैं');
    expect(
      rows.slice(1).map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['देखभाल शुरू होने से 30 दिन से ज़्यादा पहले', '100%'],
      ['देखभाल शुरू होने से 30 से 15 दिन पहले', '50%'],
      ['देखभाल शुरू होने से 14 से 7 दिन पहले', '25%'],
      ['देखभाल शुरू होने से 7 दिन के अंदर', 'कोई रिफ़ंड नहीं'],
    ]);
    const fullRefunds = screen.getByRole('region', { name: 'कब आपको हमेशा पूरा रिफ़ंड मिलता है' });
    expect(within(fullRefunds).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('region', { name: 'कैंसलेशन शुल्क और GST' })).toHaveTextContent(/18% GST/);
    const article = screen.getByRole('article');
    expect(article).toHaveTextContent('पिछली बार अपडेट किया गया: 21 नवंबर 2026');
    expect(article).not.toHaveTextContent(/refund/i);
  });

  it('keeps the English dates and headings in English', async () => {
    renderApp('/cancellation-&-refunds');
    const article = await screen.findByRole('article');
    expect(article).toHaveTextContent('Last updated: 21 November 2026');
  });

  it('gives every policy the same number of sections in Hindi as in English', () => {
    expect(termsSections.hi).toHaveLength(11);
    expect(termsSections.hi).toHaveLength(termsSections.en.length);
    expect(privacySections.hi).toHaveLength(privacySections.en.length);
    expect(refundContent.hi.sections).toHaveLength(refundContent.en.sections.length);
    expect(refundContent.hi.fullRefundCases).toHaveLength(refundContent.en.fullRefundCases.length);
  });

  it('numbers the Hindi terms and names the courts of Goa', async () => {
    const { user } = renderApp('/terms-&-condition');
    await screen.findByRole('heading', { level: 1, name: 'Terms & Conditions' });
    await toHindi(user);
    expect(screen.getByRole('heading', { level: 1, name: 'नियम और शर्तें' })).toBeInTheDocument();
    const headings = within(screen.getByRole('article')).getAllByRole('heading', { level: 2 });
    expect(headings).toHaveLength(11);
    expect(headings[10]).toHaveTextContent('11. लागू क़ानून और क्षेत्राधिकार');
    expect(screen.getByRole('article')).toHaveTextContent(/गोवा की अदालतों/);
  });

  it('shows the contact teams in Hindi with the same numbers', async () => {
    const { user } = renderApp('/contact');
    await screen.findByRole('region', { name: 'Reservations' });
    await toHindi(user);
    const team = screen.getByRole('region', { name: 'बुकिंग' });
    expect(within(team).getAllByRole('link')[0]).toHaveAttribute('href', 'tel:+919822041510');
    expect(screen.getByRole('region', { name: 'हमारा दफ़्तर' })).toHaveTextContent('पणजी, गोवा');
  });
});
