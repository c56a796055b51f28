import { configure, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setCustomerTokens } from '../../../lib/tokens';
import { preloadPages, renderApp } from '../../../test/renderApp';
import { profileFixture } from '../../../test/customerFixtures';
import { fakeApi, ok } from '../../../test/fakeApi';
import {
  followedBookingFixture,
  journalBookingId,
  journalFixture,
} from '../journal/journalFixtures';

beforeAll(() => preloadPages(['profile', 'care-journal/:bookingId']));
configure({ asyncUtilTimeout: 3000 });

function api(followed: unknown[]) {
  return fakeApi({
    'GET /customer/auth/getCustomerProfile': ok(profileFixture),
    'GET /customer/familyMember/getFamilyMembers': ok([]),
    'GET /customer/booking/getCustomerBookings': ok([]),
    'GET /customer/wallet/getWallet': ok({ balance: 0, entries: [], withdrawals: [] }),
    'GET /customer/circle/getFollowedBookings': ok(followed),
    [`GET /customer/journal/getJournal/${journalBookingId}`]: ok(
      journalFixture({ viewer: 'relative' }),
    ),
  });
}

beforeEach(() => {
  setCustomerTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
});

describe('"Care you follow" on My Bookings', () => {
  it('lists the bookings a relative follows, each opening its journal', async () => {
    api([followedBookingFixture()]);
    const { user } = renderApp('/profile');
    const section = await screen.findByRole('region', { name: 'Care you follow' });
    const [card] = within(section).getAllByRole('article');
    expect(card).toHaveTextContent('Lakshmi Iyer');
    expect(card).toHaveTextContent('Elder Companion');
    expect(card).toHaveTextContent('IN PROGRESS');
    expect(card).toHaveTextContent('1 Dec 2026 to 3 Dec 2026');
    expect(card).toHaveTextContent('Caregiver: Meera Nair');
    expect(card).toHaveTextContent('Invited by Ananya Iyer');
    await user.click(within(card!).getByRole('link', { name: 'Care journal for Lakshmi Iyer' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Care journal for Lakshmi Iyer' }),
    ).toBeInTheDocument();
    expect(screen.getByText('You are following — read only.')).toBeInTheDocument();
  });

  it('is not there at all for a family that follows nobody', async () => {
    const { requestsTo } = api([]);
    renderApp('/profile');
    await screen.findByText('No bookings yet');
    await screen.findByRole('region', { name: 'My Bookings' });
    expect(requestsTo('GET', '/customer/circle/getFollowedBookings')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Care you follow' })).toBeNull();
    expect(screen.queryByText('Care you follow')).toBeNull();
  });
});
