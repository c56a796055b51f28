import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/renderApp';

describe('RefundPolicyPage', () => {
  it('lists the refund tiers of SPEC section 9', async () => {
    renderApp('/cancellation-&-refunds');
    await screen.findByRole('heading', { level: 1, name: 'Refund & Cancellation Policy' });
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    const tiers = rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect(tiers).toEqual([
      ['More than 30 days before check-in', '100%'],
      ['30 to 15 days before check-in', '50%'],
      ['15 to 7 days before check-in', '25%'],
      ['Within 7 days of check-in', 'No refund'],
    ]);
  });

  it('states the conditions: full payment, GST, bank charges, blackout dates, timing', async () => {
    renderApp('/cancellation-&-refunds');
    const article = await screen.findByRole('article');
    expect(article).toHaveTextContent(/only to bookings that have been paid in full/);
    expect(article).toHaveTextContent(/Partial payments.*non-refundable/);
    expect(article).toHaveTextContent(/GST applies on cancellation fees/);
    expect(article).toHaveTextContent(/bank.*deducted/);
    expect(article).toHaveTextContent(/long weekends, sold-out dates and blackout dates/);
    expect(article).toHaveTextContent(/within 7-10 working days/);
  });
});
