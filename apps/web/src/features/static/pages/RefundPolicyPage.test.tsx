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
      ['More than 30 days before care starts', '100%'],
      ['30 to 15 days before care starts', '50%'],
      ['14 to 7 days before care starts', '25%'],
      ['Within 7 days of care starting', 'No refund'],
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

  it('carries all of SPEC section 9, as the product applies it', async () => {
    renderApp('/cancellation-&-refunds');
    const article = await screen.findByRole('article');
    const section = (name: string) => screen.getByRole('region', { name });
    expect(article).toHaveTextContent(/has not accepted your request by its first day/);
    expect(section('How and when you are refunded')).toHaveTextContent(
      /Withdraw on your wallet.*processed within 7-10 working days.*Bank and gateway charges for the refund are not deducted/,
    );
    expect(section('Cancellation fees and GST')).toHaveTextContent(/GST at 18%/);
    expect(section('Full and partial payments')).toHaveTextContent(
      /Refunds apply to bookings paid in full.*no deposits or part-payments/,
    );
    expect(section('Long weekends, sold-out and blackout dates')).toHaveTextContent(
      /non-refundable/,
    );
  });
});
