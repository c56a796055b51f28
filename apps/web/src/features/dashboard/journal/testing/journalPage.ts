import type { SellerJournal } from '@care/shared';
import { screen } from '@testing-library/react';
import { setSellerTokens } from '../../../../lib/tokens';
import { fakeJwt } from '../../../../test/fakeJwt';
import { renderApp } from '../../../../test/renderApp';
import { fakeServer, ok, type RouteHandler } from '../../testing/fakeServer';
import { BOOKING_ID } from './journalFixtures';

/** The caregiver's journal page of the fixtures' booking, and how its tests reach it. */
export const JOURNAL_PATH = `/ProviderDashboard/care-journal/${BOOKING_ID}`;
/** Today's check-in, two hours ago. */
export const CHECKED_IN = new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString();

export function signInProvider() {
  setSellerTokens({
    accessToken: fakeJwt({ sub: 'provider-1', ut: 'Provider' }),
    refreshToken: 'r',
  });
}

/** The caregiver's journal API: `journal` answers getJournal (read again after each change). */
export function journalApi(
  journal: () => SellerJournal,
  routes: Record<string, RouteHandler> = {},
) {
  return fakeServer({
    'GET /provider/journal/getJournal/:bookingId': () => ok(journal()),
    ...routes,
  });
}

export async function openJournal() {
  const view = renderApp(JOURNAL_PATH);
  await screen.findByRole('heading', { level: 1, name: 'Care journal for Lakshmi Iyer' });
  return view;
}
