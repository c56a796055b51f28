import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setOperatorTokens } from '../../../lib/tokens';
import { fakeApi, ok } from '../../../test/fakeApi';
import { fakeJwt } from '../../../test/fakeJwt';
import { renderApp } from '../../../test/renderApp';

const operatorId = 'a7c1f6a2-2c43-4d0e-9a55-3b1f0c2d9e01';

/** 30 days ending 24 Nov 2026, busiest on the last. */
const days = Array.from({ length: 30 }, (_, i) => {
  const date = new Date(Date.UTC(2026, 9, 26 + i)).toISOString().slice(0, 10);
  return { date, bookings: i === 29 ? 4 : i % 3, revenue: i === 29 ? 7500 : 1200, commission: 0 };
});

const overview = {
  today: '2026-11-24',
  bookings: {
    byStatus: [
      { status: 'PENDING', count: 1 },
      { status: 'ACCEPTED', count: 1 },
      { status: 'DECLINED', count: 0 },
      { status: 'IN_PROGRESS', count: 0 },
      { status: 'COMPLETED', count: 1 },
      { status: 'CANCELLED', count: 1 },
    ],
    createdToday: 4,
    careToday: 2,
  },
  awaitingCaregiver: 3,
  awaitingVerification: { providers: 5, companies: 1 },
  money: {
    moneyIn: { amount: 7500, count: 4 },
    refunds: { amount: 1200, count: 1 },
    payoutsPaid: { amount: 1000.5, count: 1 },
    failedPayouts: 2,
  },
  days,
};

describe('the overview', { timeout: 15_000 }, () => {
  beforeEach(() => {
    setOperatorTokens({
      accessToken: fakeJwt({ sub: operatorId, ut: 'Admin' }),
      refreshToken: 'r',
    });
    fakeApi({
      'GET /admin/auth/getOperator': ok({
        id: operatorId,
        mobile: '9000000001',
        role: 'admin',
        refundLimitPaise: null,
      }),
      'GET /admin/overview/getOverview': ok(overview),
    });
  });

  it("shows today's figures on cards, money in rupees", async () => {
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Today at a glance' })).toBeInTheDocument();
    const cards = await screen.findByRole('list', { name: "Today's figures" });
    const card = (label: string) => within(cards).getByText(label).closest('li') as HTMLElement;

    expect(within(card('Bookings made today')).getByText('4')).toBeInTheDocument();
    expect(
      within(card('Bookings made today')).getByText('Cancelled').nextSibling,
    ).toHaveTextContent('1');
    expect(within(card('Care happening today')).getByText('2')).toBeInTheDocument();
    expect(within(card('Requests waiting for a caregiver')).getByText('3')).toBeInTheDocument();
    const sellers = card('Sellers waiting for verification');
    expect(within(sellers).getByText('6')).toBeInTheDocument();
    expect(within(sellers).getByRole('link', { name: 'Review' })).toHaveAttribute(
      'href',
      '/admin/verification',
    );
    expect(within(card('Money in today')).getByText('₹7,500')).toBeInTheDocument();
    expect(within(card('Money in today')).getByText('4 payments')).toBeInTheDocument();
    expect(within(card('Refunds today')).getByText('1 refund')).toBeInTheDocument();
    expect(within(card('Payouts paid today')).getByText('₹1,000.50')).toBeInTheDocument();
    expect(within(card('Failed payouts to retry')).getByRole('link')).toHaveAttribute(
      'href',
      '/admin/money?status=FAILED',
    );
  });

  it('draws the 30 days as an image with a summary, and gives every figure in a table', async () => {
    renderApp('/admin');
    const chart = await screen.findByRole('img', {
      name: 'Bookings and revenue, last 30 days',
    });
    expect(chart).toHaveAccessibleDescription(
      /26 Oct 2026 to 24 Nov 2026: \d+ bookings, ₹\d[\d,]* paid for bookings\./,
    );
    expect(chart.querySelectorAll('rect')).toHaveLength(30);

    const table = screen.getByRole('table', { name: 'Bookings, revenue and commission by day' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(within(rows[30]!).getByRole('rowheader')).toHaveTextContent('24 Nov 2026');
    expect(within(rows[30]!).getByText('₹7,500')).toBeInTheDocument();
  });
});
