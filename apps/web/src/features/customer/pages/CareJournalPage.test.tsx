import { configure, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setCustomerTokens } from '../../../lib/tokens';
import { preloadPages, renderApp } from '../../../test/renderApp';
import { bookingFixture, profileFixture } from '../../../test/customerFixtures';
import { fail, fakeApi, ok } from '../../../test/fakeApi';
import {
  entryFixture,
  journalBookingId,
  journalFixture,
  relativeJournalFixture,
} from '../journal/journalFixtures';

beforeAll(() => preloadPages(['care-journal/:bookingId', 'profile']));
configure({ asyncUtilTimeout: 3000 });

const path = `/care-journal/${journalBookingId}`;
const journalUrl = `GET /customer/journal/getJournal/${journalBookingId}`;

function api(journal: unknown = journalFixture()) {
  return fakeApi({
    'GET /customer/auth/getCustomerProfile': ok(profileFixture),
    [journalUrl]: ok(journal),
  });
}

async function openJournal() {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Care journal for Lakshmi Iyer' });
  return view;
}

const day = (name: string) => screen.getByRole('region', { name });

/** Shown, not folded away in a closed <details> (jsdom has no layout to ask). */
function isVisible(element: Element): boolean {
  const folded = element.closest('details:not([open])');
  return !folded || folded.querySelector('summary')?.contains(element) === true;
}

beforeEach(() => {
  setCustomerTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
});

describe('CareJournalPage', () => {
  it("shows the family who booked each day's times and codes, the first and last named", async () => {
    api();
    await openJournal();
    expect(screen.getByText('Caregiver: Meera Nair')).toBeInTheDocument();
    expect(screen.getByText('1 Dec 2026 to 3 Dec 2026')).toBeInTheDocument();

    const first = day('Tue, 1 Dec 2026');
    expect(first).toHaveTextContent('Checked in 9:05 am · checked out 6:00 pm');
    expect(within(first).getByText('Start code (check-in)')).toBeInTheDocument();
    expect(within(first).getByText('4821')).toBeInTheDocument();
    expect(within(first).getByText('Check-out code')).toBeInTheDocument();
    expect(within(first).getByText('3307')).toBeInTheDocument();
    expect(within(first).getByText('Give these codes to the caregiver on the day.')).toBeVisible();

    const second = day('Wed, 2 Dec 2026');
    expect(second).toHaveTextContent('Checked in 9:10 am · not checked out yet');
    expect(within(second).getByText('Check-in code')).toBeInTheDocument();

    const last = day('Thu, 3 Dec 2026');
    expect(within(last).getByRole('status')).toHaveTextContent(
      'Nobody had checked in by 10:00 am. We sent you and our team an SMS.',
    );
    expect(within(last).getByText('End code (check-out)')).toBeInTheDocument();
    expect(within(last).getByText('9930')).toBeInTheDocument();
    expect(screen.queryByText(/You are following/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Relatives who follow Lakshmi Iyer' })).toHaveAttribute(
      'href',
      `/care-profile/${journalFixture().booking.memberId}`,
    );
  });

  it('says a check-in came late when the family had already been alerted', async () => {
    const journal = journalFixture();
    journal.days[1] = { ...journal.days[1]!, missedAlertAt: '2026-12-02T03:30:00.000Z' };
    api(journal);
    await openJournal();
    expect(day('Wed, 2 Dec 2026')).toHaveTextContent(
      'Checked in 9:10 am · not checked out yetLate: you were alerted at 9:00 am',
    );
    expect(within(day('Wed, 2 Dec 2026')).queryByRole('status')).toBeNull();
  });

  it('shows an invited relative no codes, and says they only read', async () => {
    api(relativeJournalFixture());
    await openJournal();
    expect(screen.getByText('You are following — read only.')).toBeInTheDocument();
    expect(day('Tue, 1 Dec 2026')).toHaveTextContent('Checked in 9:05 am');
    expect(screen.queryByText(/code/i)).toBeNull();
    expect(screen.queryByText('4821')).toBeNull();
    expect(screen.queryByRole('link', { name: /Relatives who follow/ })).toBeNull();
  });

  it("shows the day's entries with their photos and the corrected entry's history", async () => {
    api();
    const { user } = await openJournal();
    const first = day('Tue, 1 Dec 2026');
    expect(within(first).getByText('By Meera Nair')).toBeInTheDocument();
    expect(within(first).getByText('3:30 pm')).toBeInTheDocument();
    // The earlier version is in the page too, folded away: read what is shown.
    const shown = (text: string | RegExp) =>
      within(first)
        .getAllByText(text)
        .filter((element) => isVisible(element));
    expect(shown('Calm')).toHaveLength(1);
    expect(shown('Breakfast: ate all of it')).toHaveLength(1);
    expect(shown(/Metformin at 08:00/)[0]).toHaveTextContent('Metformin at 08:00 — given');
    expect(shown('Morning walk')).toHaveLength(1);
    expect(shown('Blood pressure 128/82 mmHg')).toHaveLength(1);
    expect(shown('A quiet day.')).toHaveLength(1);

    const photo = within(first).getByRole('img', { name: 'Photo 1 of 1, Tue, 1 Dec 2026' });
    expect(photo).toHaveAttribute('width', '640');
    expect(photo).toHaveAttribute('height', '480');
    expect(photo).toHaveAttribute('loading', 'lazy');
    await user.click(
      within(first).getByRole('button', { name: 'Open Photo 1 of 1, Tue, 1 Dec 2026' }),
    );
    const large = await screen.findByRole('dialog', { name: 'Photo 1 of 1, Tue, 1 Dec 2026' });
    expect(within(large).getByRole('img')).toHaveAttribute('src', 'https://files.test/p1?sig=1');
    await user.click(within(large).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    expect(within(first).getByText('Corrected')).toBeInTheDocument();
    const history = within(first).getByText('See the earlier version');
    expect(within(first).getByText('Tired in the morning.')).not.toBeVisible();
    await user.click(history);
    expect(within(first).getByText('Tired in the morning.')).toBeVisible();
    expect(within(first).getByText('Breakfast: ate half')).toBeVisible();
    expect(within(first).getByText('As written before 1 Dec 2026, 4:30 pm')).toBeVisible();
    // The second day's entry was never corrected.
    expect(within(day('Wed, 2 Dec 2026')).queryByText('Corrected')).toBeNull();
  });

  it('charts the readings over time, with every number in a table for screen readers', async () => {
    api();
    await openJournal();
    const readings = screen.getByRole('region', { name: 'Readings over time' });
    const pressure = within(readings).getByRole('img', { name: 'Blood pressure (mmHg)' });
    // Two lines, upper and lower, each through both days' readings.
    expect(pressure.querySelectorAll('g[data-line]')).toHaveLength(2);
    expect(pressure.querySelectorAll('path')).toHaveLength(2);
    expect(within(readings).getByRole('img', { name: 'Blood sugar (mg/dL)' })).toBeInTheDocument();
    expect(within(readings).getByRole('img', { name: 'Pulse (a minute)' })).toBeInTheDocument();
    // No temperature was taken: no chart of nothing.
    expect(within(readings).queryByRole('img', { name: /Temperature/ })).toBeNull();

    const table = within(readings).getByRole('table', { name: 'Blood pressure (mmHg)' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'WhenUpper (systolic)Lower (diastolic)',
      '1 Dec 2026, 3:30 pm12882',
      '2 Dec 2026, 3:30 pm13486',
    ]);
  });

  it('draws no chart when no reading was taken', async () => {
    const journal = journalFixture();
    journal.days = journal.days.map((d) => ({
      ...d,
      entries: d.entries.map((entry) => ({ ...entry, readings: null })),
    }));
    api(journal);
    await openJournal();
    expect(day('Tue, 1 Dec 2026')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Readings over time' })).toBeNull();
    expect(screen.queryByRole('img', { name: /Blood pressure/ })).toBeNull();
  });

  it('says when the journal is not theirs to see', async () => {
    fakeApi({
      'GET /customer/auth/getCustomerProfile': ok(profileFixture),
      [journalUrl]: fail(403, 'You cannot see this booking', 'FORBIDDEN'),
    });
    renderApp(path);
    expect(await screen.findByRole('alert')).toHaveTextContent('You cannot see this booking');
  });

  it('offers a retry when the journal could not be loaded', async () => {
    let calls = 0;
    fakeApi({
      'GET /customer/auth/getCustomerProfile': ok(profileFixture),
      // The app retries a failed read once by itself; the person's retry is the third call.
      [journalUrl]: () => (++calls <= 2 ? fail(500, 'boom') : ok(journalFixture())),
    });
    const { user } = renderApp(path);
    await user.click(await screen.findByRole('button', { name: 'Try again' }, { timeout: 6000 }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Care journal for Lakshmi Iyer' }),
    ).toBeInTheDocument();
  });

  it('is opened from an accepted booking on My Bookings, and not from a pending one', async () => {
    fakeApi({
      'GET /customer/auth/getCustomerProfile': ok(profileFixture),
      'GET /customer/familyMember/getFamilyMembers': ok([]),
      'GET /customer/wallet/getWallet': ok({ balance: 0, entries: [], withdrawals: [] }),
      'GET /customer/circle/getFollowedBookings': ok([]),
      'GET /customer/booking/getCustomerBookings': ok([
        bookingFixture({ id: journalBookingId, status: 'ACCEPTED' }),
        bookingFixture({ id: entryFixture().id, status: 'PENDING' }),
      ]),
      [journalUrl]: ok(journalFixture()),
    });
    const { user } = renderApp('/profile');
    const links = await screen.findAllByRole('link', { name: 'Care journal for Lakshmi Iyer' });
    expect(links).toHaveLength(1);
    await user.click(links[0]!);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Care journal for Lakshmi Iyer' }),
    ).toBeInTheDocument();
  });

  it('reads in Hindi', async () => {
    api();
    const { user } = await openJournal();
    await user.click(screen.getByRole('button', { name: 'हिन्दी' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lakshmi Iyer की देखभाल डायरी' }),
    ).toBeInTheDocument();
    expect(screen.getByText('स्टार्ट कोड (चेक-इन)')).toBeInTheDocument();
    expect(screen.getByText('समय के साथ जाँच')).toBeInTheDocument();
    expect(screen.getAllByText('नाश्ता: पूरा खाया').length).toBeGreaterThan(0);
    expect(screen.getByRole('img', { name: 'ब्लड प्रेशर (mmHg)' })).toBeInTheDocument();
    expect(screen.queryByText('Start code (check-in)')).toBeNull();
  });
});
