import { refundTiers } from '@care/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../test/catalogMockApi';
import { renderApp } from '../../../test/renderApp';

/** What the operator listed: a long weekend of three days and one blackout date. */
const UPCOMING = [
  { date: '2027-01-24', kind: 'LONG_WEEKEND', label: 'Republic Day' },
  { date: '2027-01-25', kind: 'LONG_WEEKEND', label: 'Republic Day' },
  { date: '2027-01-26', kind: 'LONG_WEEKEND', label: 'Republic Day' },
  { date: '2027-03-22', kind: 'BLACKOUT', label: 'Holi' },
];

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

  it('lists the coming blackout dates and long weekends, consecutive days as one range', async () => {
    const api = mockApi({ '/content/getUpcomingBlackoutDates': ok(UPCOMING) });
    const { user } = renderApp('/cancellation-&-refunds');
    const region = await screen.findByRole('region', {
      name: 'Coming blackout dates and long weekends',
    });
    const items = await within(region).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '24 Jan 2027 to 26 Jan 2027Republic Day · Long weekend',
      '22 Mar 2027Holi · Blackout date',
    ]);
    expect(region).toHaveTextContent(/non-refundable once the caregiver has accepted it/);
    expect(api.callsTo('/content/getUpcomingBlackoutDates')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'हिन्दी' }));
    const hindi = screen.getByRole('region', { name: 'आने वाली ब्लैकआउट तारीख़ें और लंबे वीकेंड' });
    expect(within(hindi).getAllByRole('listitem')[0]).toHaveTextContent(
      /^24 जनवरी 2027 से 26 जनवरी 2027 तक\s*Republic Day · लंबा वीकेंड$/,
    );
  });

  it('says so when no days are listed', async () => {
    mockApi({ '/content/getUpcomingBlackoutDates': ok([]) });
    renderApp('/cancellation-&-refunds');
    const region = await screen.findByRole('region', {
      name: 'Coming blackout dates and long weekends',
    });
    expect(
      await within(region).findByText('No blackout dates or long weekends are listed at present.'),
    ).toBeInTheDocument();
  });
});
