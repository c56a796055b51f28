import type { SellerJournal } from '@care/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSellerTokens } from '../../../../lib/tokens';
import { fakeJwt } from '../../../../test/fakeJwt';
import { renderApp } from '../../../../test/renderApp';
import { fail, fakeServer, ok } from '../../testing/fakeServer';
import { sellerBookingFixture } from '../../testing/fixtures';
import { BOOKING_ID, journalDay, sellerJournalFixture } from '../testing/journalFixtures';
import {
  CHECKED_IN,
  JOURNAL_PATH as PATH,
  journalApi,
  openJournal,
  signInProvider as signIn,
} from '../testing/journalPage';

// Load the lazy pages up front, so a busy machine compiles them outside the tests' waits.
import './CareJournalPage';
import '../../pages/ProviderDashboardPage';

describe('the caregiver checks in for the day', () => {
  it("sends the day's code and shows the API's refusal in the dialog", async () => {
    signIn();
    let checkedIn: string | null = null;
    const api = journalApi(() => sellerJournalFixture({ todayCheckIn: checkedIn }), {
      'PATCH /provider/booking/checkIn/:bookingId': ({ body }) => {
        if ((body as { code: string }).code !== '482913') {
          return fail(422, 'That is not the check-in code for today', 'WRONG_CODE');
        }
        checkedIn = CHECKED_IN;
        return ok(
          {
            bookingId: BOOKING_ID,
            date: journalDay(0),
            status: 'IN_PROGRESS',
            checkInAt: CHECKED_IN,
            checkOutAt: null,
          },
          'Checked in for today',
        );
      },
    });
    const { user } = await openJournal();
    expect(screen.getByText('You have not checked in today.')).toBeInTheDocument();
    // No entry before the caregiver is there.
    expect(screen.queryByRole('button', { name: "Write today's entry" })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Check in' }));
    const dialog = screen.getByRole('dialog', { name: 'Check in' });
    const input = within(dialog).getByLabelText('Check-in code');
    expect(input).toHaveAccessibleDescription(/Enter today's check-in code from the family/);
    await user.type(input, '111111');
    await user.click(within(dialog).getByRole('button', { name: 'Check in' }));
    expect(
      await within(dialog).findByText('That is not the check-in code for today'),
    ).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await user.clear(input);
    await user.type(input, '482913');
    await user.click(within(dialog).getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText('Checked in for today')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    const calls = api.requestsTo('PATCH', '/provider/booking/checkIn/:bookingId');
    expect(calls.map((call) => call.body)).toEqual([{ code: '111111' }, { code: '482913' }]);
    expect(calls[0]?.path).toBe(`/provider/booking/checkIn/${BOOKING_ID}`);
    // The journal is read again: now checked in, with check-out and the entry on offer.
    expect(await screen.findByText(/^Checked in at /)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check out' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Write today's entry" })).toBeInTheDocument();
  });
});

describe('the caregiver checks out on the last day', () => {
  it('completes the care with the end code, and can still write the day up', async () => {
    signIn();
    const checkedOutAt = new Date().toISOString();
    let completed = false;
    const lastDay = () => {
      const running = sellerJournalFixture({ todayCheckIn: CHECKED_IN });
      const [yesterday, today] = running.days as [
        SellerJournal['days'][0],
        SellerJournal['days'][0],
      ];
      return {
        ...running,
        status: completed ? ('COMPLETED' as const) : running.status,
        endDate: journalDay(0),
        days: [yesterday, { ...today, checkOutAt: completed ? checkedOutAt : null }],
      };
    };
    const api = journalApi(lastDay, {
      'PATCH /provider/booking/checkOut/:bookingId': () => {
        completed = true;
        return ok(
          {
            bookingId: BOOKING_ID,
            date: journalDay(0),
            status: 'COMPLETED',
            checkInAt: CHECKED_IN,
            checkOutAt: checkedOutAt,
          },
          'Care completed',
        );
      },
    });
    const { user } = await openJournal();
    expect(
      screen.getByText('Today is the last day: checking out with the end code completes the care.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check out' }));
    const dialog = screen.getByRole('dialog', { name: 'Check out' });
    await user.type(within(dialog).getByLabelText('Check-out code'), '735102');
    await user.click(within(dialog).getByRole('button', { name: 'Check out' }));

    expect(await screen.findByText('Care completed')).toBeInTheDocument();
    const [call] = api.requestsTo('PATCH', '/provider/booking/checkOut/:bookingId');
    expect(call?.body).toEqual({ code: '735102' });
    // The journal stays open for a day after the care: the last day can still be written.
    expect(
      await screen.findByText(
        'The care is complete. For a day you can still write and correct its entries.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Checked out at /)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check out' })).toBeNull();
    expect(screen.getByRole('button', { name: "Write today's entry" })).toBeInTheDocument();
  });
});

describe('a company', () => {
  it('reads and writes the journal through the /company/ paths with its own token', async () => {
    const companyToken = fakeJwt({ sub: 'company-1', ut: 'Company' });
    setSellerTokens({ accessToken: companyToken, refreshToken: 'r' });
    const api = fakeServer({
      'GET /company/journal/getJournal/:bookingId': ok(sellerJournalFixture()),
      'PATCH /company/booking/checkIn/:bookingId': fail(
        422,
        'Check-in opens on the day of care',
        'NOT_TODAY',
      ),
    });
    const { user } = await openJournal();
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    const dialog = screen.getByRole('dialog', { name: 'Check in' });
    await user.type(within(dialog).getByLabelText('Check-in code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Check in' }));
    expect(
      await within(dialog).findByText('Check-in opens on the day of care'),
    ).toBeInTheDocument();
    expect(api.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      `GET /company/journal/getJournal/${BOOKING_ID}`,
      `PATCH /company/booking/checkIn/${BOOKING_ID}`,
    ]);
    for (const request of api.requests) {
      expect(request.headers.get('Authorization')).toBe(`Bearer ${companyToken}`);
    }
  });
});

describe('the dashboard card of completed care', () => {
  it('offers the journal for a day after the care, to write the last day up', async () => {
    signIn();
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000).toISOString();
    const recent = sellerBookingFixture({
      status: 'COMPLETED',
      serviceName: 'Finished today',
      completedAt: hoursAgo(2),
    });
    const old = sellerBookingFixture({
      status: 'COMPLETED',
      serviceName: 'Finished last week',
      completedAt: hoursAgo(24 * 7),
    });
    fakeServer({
      'GET /provider/booking/getProviderBookings': ok({
        bookings: [recent, old],
        pagination: { page: 1, limit: 10, total: 2, totalPages: 1 },
      }),
    });
    renderApp('/ProviderDashboard');
    await screen.findAllByRole('article');
    expect(
      within(screen.getByRole('article', { name: 'Finished today' })).getByRole('link', {
        name: 'Finish the care journal',
      }),
    ).toHaveAttribute('href', `/ProviderDashboard/care-journal/${recent.id}`);
    expect(
      within(screen.getByRole('article', { name: 'Finished last week' })).queryByRole('link', {
        name: /journal/,
      }),
    ).toBeNull();
  });
});

describe('the dashboard card of running care', () => {
  it("links to today's journal and keeps Complete for the end code", async () => {
    signIn();
    const running = sellerBookingFixture({ status: 'IN_PROGRESS', id: BOOKING_ID });
    fakeServer({
      'GET /provider/booking/getProviderBookings': ok({
        bookings: [running],
        pagination: { page: 1, limit: 10, total: 1, totalPages: 1 },
      }),
      'GET /provider/journal/getJournal/:bookingId': ok(sellerJournalFixture()),
    });
    const { user } = renderApp('/ProviderDashboard');
    const [card] = await screen.findAllByRole('article');
    expect(within(card!).getByRole('button', { name: 'Complete' })).toBeInTheDocument();
    const link = within(card!).getByRole('link', { name: "Open today's journal" });
    expect(link).toHaveAttribute('href', PATH);
    await user.click(link);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Care journal for Lakshmi Iyer' }),
    ).toBeInTheDocument();
  });
});
