import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSellerTokens } from '../../../lib/tokens';
import { fakeApi, ok, type FakeRequest } from '../../../test/fakeApi';
import { fakeJwt } from '../../../test/fakeJwt';
import { renderApp } from '../../../test/renderApp';
import { sellerBookingFixture } from '../testing/fixtures';

import './ProviderDashboardPage';

const staffed = { name: 'Revathi S', phone: '9876501234', photo: null };

describe('who a company sends', () => {
  it('assigns a named carer to accepted care and shows them on the card', async () => {
    setSellerTokens({
      accessToken: fakeJwt({ sub: 'company-1', ut: 'Company' }),
      refreshToken: 'r',
    });
    let booking = sellerBookingFixture({ status: 'ACCEPTED' });
    const pending = sellerBookingFixture({ status: 'PENDING' });
    const api = fakeApi({
      'GET /company/booking/getProviderBookings': () =>
        ok({
          bookings: [booking, pending],
          pagination: { page: 1, limit: 10, total: 2, totalPages: 1 },
        }),
      'PUT /company/booking/assignStaff/:id': ({ params }: FakeRequest) => {
        booking = { ...booking, staff: staffed };
        expect(params.id).toBe(booking.id);
        return ok(booking, 'Revathi S is assigned. The family has been told who is coming.');
      },
    });
    const { user } = renderApp('/ProviderDashboard');
    const cards = await screen.findAllByRole('article');
    expect(within(cards[1]!).queryByRole('button', { name: 'Assign staff' })).toBeNull();
    await user.click(within(cards[0]!).getByRole('button', { name: 'Assign staff' }));

    const dialog = screen.getByRole('dialog', { name: 'Who is going?' });
    await user.type(within(dialog).getByLabelText('Name'), 'Revathi S');
    await user.type(within(dialog).getByLabelText('Phone'), '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Tell the family' }));
    expect(
      await within(dialog).findByText('Enter a valid 10-digit Indian mobile number'),
    ).toBeInTheDocument();
    expect(api.requestsTo('PUT', '/company/booking/assignStaff/:id')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Phone'));
    await user.type(within(dialog).getByLabelText('Phone'), '98765 01234');
    const face = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'revathi.jpg', {
      type: 'image/jpeg',
    });
    await user.upload(within(dialog).getByLabelText(/Photo/), face);
    await user.click(within(dialog).getByRole('button', { name: 'Tell the family' }));
    expect(
      await screen.findByText('Revathi S is assigned. The family has been told who is coming.'),
    ).toBeInTheDocument();
    const [sent] = api.requestsTo('PUT', '/company/booking/assignStaff/:id');
    expect(sent?.form?.get('name')).toBe('Revathi S');
    expect(sent?.form?.get('phone')).toBe('98765 01234');
    expect((sent?.form?.get('photo') as File).name).toBe('revathi.jpg');

    await waitFor(() =>
      expect(screen.getAllByRole('article')[0]).toHaveTextContent('Your staff on this booking'),
    );
    const card = screen.getAllByRole('article')[0]!;
    expect(within(card).getByRole('link', { name: /Call\s*9876501234/ })).toHaveAttribute(
      'href',
      'tel:+919876501234',
    );
    expect(within(card).getByRole('button', { name: 'Change staff' })).toBeInTheDocument();
  });
});
