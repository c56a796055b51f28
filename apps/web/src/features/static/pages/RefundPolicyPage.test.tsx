import { refundTiers } from '@care/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/renderApp';

describe('RefundPolicyPage', () => {
  it('lists the refund tiers the server refunds by (SPEC section 9)', async () => {
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
      ['14 to 7 days before check-in', '25%'],
      ['Within 7 days of check-in', 'No refund'],
    ]);
    // Row for row the shared policy table: change it there and this page follows.
    expect(tiers.map(([window]) => window)).toEqual(refundTiers.map((tier) => tier.window));
    expect(tiers.map(([, refund]) => refund)).toEqual(
      refundTiers.map((tier) => (tier.percent ? `${tier.percent}%` : 'No refund')),
    );
  });

  it('states when the refund is always full, and that it goes to the wallet at once', async () => {
    renderApp('/cancellation-&-refunds');
    await screen.findByRole('heading', { level: 1, name: 'Refund & Cancellation Policy' });
    const fullRefunds = screen.getByRole('region', { name: 'When you always get a full refund' });
    expect(
      within(fullRefunds)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'The caregiver has not accepted your booking yet.',
      'The caregiver declines your booking.',
      'Care did not start on its first day.',
    ]);
    const article = screen.getByRole('article');
    expect(article).toHaveTextContent(
      /refund goes to your CareConnect wallet at once, and you can use it for your next booking/,
    );
  });

  it('states what the product does: nothing deducted in the wallet, expiry, timing of card refunds', async () => {
    renderApp('/cancellation-&-refunds');
    const article = await screen.findByRole('article');
    expect(article).toHaveTextContent(/Nothing is deducted from a wallet refund/);
    expect(article).toHaveTextContent(/has not accepted your request by its first day/);
    expect(article).toHaveTextContent(/bank.*deducted/);
    expect(article).toHaveTextContent(/within 7-10 working days/);
    expect(article).not.toHaveTextContent(/blackout/);
  });
});
