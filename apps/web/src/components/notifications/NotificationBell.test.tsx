import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi as fakeServer, ok } from '../../test/fakeApi';
import { setCustomerTokens, setSellerTokens } from '../../lib/tokens';
import { fakeJwt } from '../../test/fakeJwt';
import { profileFixture } from '../../test/customerFixtures';
import { renderApp } from '../../test/renderApp';
import { formatSentAt } from './NotificationList';

configure({ asyncUtilTimeout: 3000 });

const FIRST = '66666666-0000-4000-8000-000000000001';
const SECOND = '66666666-0000-4000-8000-000000000002';
const OLD = '66666666-0000-4000-8000-000000000003';

/** The bell's API as it behaves: marking read changes the list and the count. */
function notificationsApi() {
  const items = [
    {
      id: FIRST,
      type: 'BOOKING_ACCEPTED',
      text: 'Asha Verma accepted your booking for Nursing Attendant, 3 Dec to 5 Dec.',
      createdAt: '2026-11-22T09:45:00.000Z',
      readAt: null as string | null,
    },
    {
      id: SECOND,
      type: 'BOOKING_STARTED',
      text: 'Asha Verma started the visit for Kamala Devi.',
      createdAt: '2026-11-22T10:00:00.000Z',
      readAt: null as string | null,
    },
    {
      id: OLD,
      type: 'BOOKING_REQUESTED',
      text: 'Your request was sent.',
      createdAt: '2026-11-20T04:30:00.000Z',
      readAt: '2026-11-20T05:00:00.000Z' as string | null,
    },
  ];
  const unread = () => items.filter((item) => item.readAt === null).length;
  return {
    'GET /notifications/getMyNotifications': () => ok({ items, unread: unread() }),
    'PATCH /notifications/markRead': ({ body }: { body: unknown }) => {
      const sent = body as { ids?: string[]; all?: true };
      let marked = 0;
      for (const item of items) {
        if (item.readAt === null && (sent.all || sent.ids?.includes(item.id))) {
          item.readAt = new Date().toISOString();
          marked += 1;
        }
      }
      return ok({ marked, unread: unread() });
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the notification bell', () => {
  it('shows the family how many messages are unread on /profile and marks them read', async () => {
    setCustomerTokens({ accessToken: 'family-access', refreshToken: 'r' });
    const api = fakeServer({
      'GET /customer/auth/getCustomerProfile': ok(profileFixture),
      'GET /customer/familyMember/getFamilyMembers': ok([]),
      'GET /customer/booking/getCustomerBookings': ok([]),
      'GET /customer/wallet/getWallet': ok({ balance: 0, entries: [], withdrawals: [] }),
      ...notificationsApi(),
    });
    const { user } = renderApp('/profile');

    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(bell).toHaveTextContent('2');
    const [asked] = api.requestsTo('GET', '/notifications/getMyNotifications');
    expect(asked?.headers.get('Authorization')).toBe('Bearer family-access');

    await user.click(bell);
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const list = within(dialog).getByRole('list', { name: 'Recent notifications' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent(/Unread: Asha Verma accepted your booking/);
    // In India's time, whatever the test machine's zone: 09:45 UTC is 3:15 pm IST.
    expect(rows[0]).toHaveTextContent(formatSentAt('2026-11-22T09:45:00.000Z'));
    expect(formatSentAt('2026-11-22T09:45:00.000Z')).toMatch(/22 Nov.*3:15\s?pm/i);
    expect(rows[2]).not.toHaveTextContent('Unread');

    // One tap reads one message.
    await user.click(within(rows[0]!).getByRole('button'));
    await waitFor(() =>
      expect(api.requestsTo('PATCH', '/notifications/markRead')[0]?.body).toEqual({
        ids: [FIRST],
      }),
    );
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(api.requestsTo('PATCH', '/notifications/markRead')[1]?.body).toEqual({ all: true }),
    );
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Mark all as read' })).toBeNull();
    expect(within(dialog).queryByText(/Unread:/)).toBeNull();
  });

  it('asks as the caregiver on the dashboard even when a family is signed in on the same phone', async () => {
    setCustomerTokens({ accessToken: 'family-access', refreshToken: 'r' });
    const sellerAccess = fakeJwt({ sub: 'provider-1', ut: 'Provider' });
    setSellerTokens({ accessToken: sellerAccess, refreshToken: 'r' });
    const api = fakeServer({
      'GET /provider/booking/getProviderBookings': ok({
        bookings: [],
        pagination: { page: 1, limit: 10, total: 0, totalPages: 1 },
      }),
      'GET /provider/auth/getOnline': ok({ isOnline: true, listed: true, reason: null }),
      'GET /notifications/getMyNotifications': ok({ items: [], unread: 0 }),
    });
    const { user } = renderApp('/ProviderDashboard');

    const bell = await screen.findByRole('button', { name: 'Notifications' });
    // The bell asks once it is on screen (its query starts in an effect).
    await waitFor(() =>
      expect(
        api.requestsTo('GET', '/notifications/getMyNotifications')[0]?.headers.get('Authorization'),
      ).toBe(`Bearer ${sellerAccess}`),
    );

    await user.click(bell);
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(
      await within(dialog).findByText(
        'No notifications yet. When a booking changes, you will see it here.',
      ),
    ).toBeTruthy();
  });
});

describe('formatSentAt', () => {
  it('reads the time in India, with the month spelt out in Hindi', () => {
    expect(formatSentAt('2026-11-22T09:45:00.000Z', 'hi')).toMatch(
      /^22 नवंबर, 3:15\s?(pm|अपराह्न)$/i,
    );
    expect(formatSentAt('not a date', 'hi')).toBe('');
  });
});
