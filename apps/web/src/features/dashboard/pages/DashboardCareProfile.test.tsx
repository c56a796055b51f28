import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSellerTokens } from '../../../lib/tokens';
import { fakeApi, fail, ok } from '../../../test/fakeApi';
import { fakeJwt } from '../../../test/fakeJwt';
import { renderApp } from '../../../test/renderApp';
import { sellerBookingFixture } from '../testing/fixtures';

import './ProviderDashboardPage';

const profile = {
  conditions: ['Type 2 diabetes'],
  medicines: [
    {
      id: '0b6a2f3c-1d2e-4f50-8a9b-0c1d2e3f4a5b',
      name: 'Metformin',
      dose: '500 mg',
      times: ['08:00', '20:00'],
    },
  ],
  allergies: ['Penicillin'],
  mobility: 'walker-or-stick',
  diet: null,
  emergencyContacts: [{ name: 'Ravi Iyer', relation: 'Son', mobile: '9812345678' }],
  doctor: null,
  school: null,
  notes: 'Likes a walk after lunch.',
};

describe("the caregiver reads the family's care profile", () => {
  it('only for accepted care, and only when asked, since each read is shown to the family', async () => {
    setSellerTokens({
      accessToken: fakeJwt({ sub: 'provider-1', ut: 'Provider' }),
      refreshToken: 'r',
    });
    const accepted = sellerBookingFixture({ status: 'ACCEPTED' });
    const pending = sellerBookingFixture({ status: 'PENDING' });
    const api = fakeApi({
      'GET /provider/booking/getProviderBookings': ok({
        bookings: [accepted, pending],
        pagination: { page: 1, limit: 10, total: 2, totalPages: 1 },
      }),
      'GET /provider/booking/getCareProfile/:bookingId': ({ params }) =>
        params.bookingId === accepted.id
          ? ok({
              bookingId: accepted.id,
              member: { name: 'Lakshmi Iyer', age: 72, gender: 'Female' },
              profile,
              updatedAt: '2026-11-20T04:30:00.000Z',
            })
          : fail(403, 'Accept the booking to see the care profile', 'FORBIDDEN'),
    });
    const { user } = renderApp('/ProviderDashboard');
    const [acceptedCard, pendingCard] = await screen.findAllByRole('article');
    expect(within(pendingCard!).queryByRole('button', { name: 'Show care profile' })).toBeNull();
    // Nothing is read until the caregiver asks.
    expect(api.requestsTo('GET', '/provider/booking/getCareProfile/:bookingId')).toHaveLength(0);

    const show = within(acceptedCard!).getByRole('button', { name: 'Show care profile' });
    await user.click(show);
    expect(await within(acceptedCard!).findByText('Type 2 diabetes')).toBeInTheDocument();
    expect(show).toHaveAttribute('aria-expanded', 'true');
    expect(within(acceptedCard!).getByText('Penicillin')).toBeInTheDocument();
    expect(within(acceptedCard!).getByText('Uses a walker or stick')).toBeInTheDocument();
    expect(within(acceptedCard!).getByText(/500 mg · 08:00, 20:00/)).toBeInTheDocument();
    expect(within(acceptedCard!).getByRole('link', { name: /9812345678/ })).toHaveAttribute(
      'href',
      'tel:+919812345678',
    );

    // Closing and opening again is not another read.
    await user.click(within(acceptedCard!).getByRole('button', { name: 'Hide care profile' }));
    await user.click(within(acceptedCard!).getByRole('button', { name: 'Show care profile' }));
    expect(await within(acceptedCard!).findByText('Type 2 diabetes')).toBeInTheDocument();
    expect(api.requestsTo('GET', '/provider/booking/getCareProfile/:bookingId')).toHaveLength(1);
  });
});
