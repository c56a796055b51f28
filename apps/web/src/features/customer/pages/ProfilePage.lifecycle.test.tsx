import { createReviewBodySchema, refundReasonTexts, type CustomerBooking } from '@care/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCustomerTokens } from '../../../lib/tokens';
import { renderApp } from '../../../test/renderApp';
import { fail, fakeApi, ok, type FakeHandler } from '../../../test/fakeApi';
import { bookingFixture, fakeId, profileFixture } from '../../../test/customerFixtures';

// Load the lazy page up front, so a busy machine compiles it outside the tests' waits.
import './ProfilePage';

configure({ asyncUtilTimeout: 3000 });

const CANCELLED_MESSAGE = 'Booking cancelled. ₹4,500 is back in your wallet.';

/**
 * The customer API over an in-memory list and wallet: cancelling marks the booking cancelled
 * and credits the refund, reviewing stores the review, so the refreshed page shows both.
 */
function customerApi(
  initial: CustomerBooking[],
  {
    balance: startBalance = 0,
    previewReady = Promise.resolve(),
    overrides = {} as Record<string, FakeHandler>,
  } = {},
) {
  let bookings = [...initial];
  let balance = startBalance;
  const entries: { id: string; kind: string; amount: number; description: string }[] = [];
  return fakeApi({
    'GET /customer/auth/getCustomerProfile': ok(profileFixture),
    'GET /customer/familyMember/getFamilyMembers': ok([]),
    'GET /customer/booking/getCustomerBookings': () => ok(bookings),
    'GET /customer/wallet/getWallet': () =>
      ok({
        balance,
        entries: entries.map((entry) => ({
          ...entry,
          bookingId: null,
          createdAt: '2026-11-24T20:00:00.000Z',
        })),
        withdrawals: [],
      }),
    'GET /customer/booking/getRefundPreview/:id': async ({ params }) => {
      await previewReady;
      const booking = bookings.find((item) => item.id === params.id)!;
      return ok({
        bookingId: booking.id,
        status: booking.status,
        canCancel: true,
        totalAmount: booking.totalAmount,
        refundAmount: booking.totalAmount,
        refundPercent: 100,
        daysBeforeStart: 12,
        reason: 'NOT_ACCEPTED',
      });
    },
    'PATCH /customer/booking/cancelBooking/:id': ({ params }) => {
      const booking = bookings.find((item) => item.id === params.id)!;
      bookings = bookings.map((item) =>
        item.id === params.id ? { ...item, status: 'CANCELLED' } : item,
      );
      balance += booking.totalAmount;
      entries.unshift({
        id: crypto.randomUUID(),
        kind: 'REFUND',
        amount: booking.totalAmount,
        description: 'Refund for cancelled booking',
      });
      return ok(
        {
          booking: { ...booking, status: 'CANCELLED' },
          refundAmount: booking.totalAmount,
          balance,
        },
        CANCELLED_MESSAGE,
      );
    },
    'POST /customer/booking/createReview/:id': ({ params, body }) => {
      const { rating, comment } = body as { rating: number; comment?: string };
      bookings = bookings.map((item) =>
        item.id === params.id ? { ...item, review: { rating, comment: comment ?? null } } : item,
      );
      return ok(
        { id: crypto.randomUUID(), bookingId: params.id, rating, comment: comment ?? null },
        'Thank you for your review',
      );
    },
    ...overrides,
  });
}

async function openProfile() {
  const view = renderApp('/profile');
  await screen.findByRole('heading', { level: 1, name: 'My Profile' });
  return view;
}

const section = (name: string) => screen.getByRole('region', { name });
const bookingCards = () => within(section('My Bookings')).findAllByRole('article');

beforeEach(() => {
  setCustomerTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('My Bookings: calling the caregiver', () => {
  it('shows the number to call once the caregiver accepts, and none before', async () => {
    customerApi([
      bookingFixture({ id: fakeId('b-pending'), status: 'PENDING' }),
      bookingFixture({ id: fakeId('b-accepted'), status: 'ACCEPTED', contactPhone: '9876543210' }),
    ]);
    await openProfile();
    const [pending, accepted] = (await bookingCards()) as [HTMLElement, HTMLElement];
    expect(within(pending).queryByRole('link', { name: /Call/ })).not.toBeInTheDocument();
    expect(within(accepted).getByText('Call Meera Nair')).toBeInTheDocument();
    expect(within(accepted).getByRole('link', { name: /9876543210/ })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
  });
});

describe('My Bookings: actions from the status graph', () => {
  it('offers Cancel before the care starts, Rate after it, a Receipt always, and explains the codes', async () => {
    customerApi([
      bookingFixture({ id: fakeId('b-pending'), status: 'PENDING' }),
      bookingFixture({ id: fakeId('b-accepted'), status: 'ACCEPTED' }),
      bookingFixture({ id: fakeId('b-started'), status: 'IN_PROGRESS' }),
      bookingFixture({ id: fakeId('b-done'), status: 'COMPLETED' }),
      bookingFixture({
        id: fakeId('b-reviewed'),
        status: 'COMPLETED',
        review: { rating: 4, comment: 'Kind and always on time' },
      }),
      bookingFixture({ id: fakeId('b-cancelled'), status: 'CANCELLED' }),
    ]);
    await openProfile();
    const [pending, accepted, started, done, reviewed, cancelled] = (await bookingCards()) as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    const buttons = (card: HTMLElement) =>
      within(card)
        .queryAllByRole('button')
        .map((button) => button.textContent);

    expect(buttons(pending)).toEqual(['Cancel booking', 'Receipt']);
    expect(buttons(accepted)).toEqual(['Cancel booking', 'Receipt']);
    expect(buttons(started)).toEqual(['Receipt']);
    expect(buttons(done)).toEqual(['Rate this care', 'Receipt']);
    expect(buttons(reviewed)).toEqual(['Receipt']);
    expect(buttons(cancelled)).toEqual(['Receipt']);

    expect(within(reviewed).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(within(reviewed).getByText('Kind and always on time')).toBeInTheDocument();

    // A code shows while it still has a job, with one line on how the caregiver uses it.
    const bothCodes =
      'Your caregiver asks for the start code on arrival and the end code when the care is done.';
    for (const card of [pending, accepted]) {
      expect(within(card).getByText('4821')).toBeInTheDocument();
      expect(within(card).getByText('9930')).toBeInTheDocument();
      expect(within(card).getByText(bothCodes)).toBeInTheDocument();
    }
    expect(within(started).queryByText('4821')).not.toBeInTheDocument();
    expect(within(started).getByText('9930')).toBeInTheDocument();
    expect(
      within(started).getByText('Your caregiver asks for the end code when the care is done.'),
    ).toBeInTheDocument();
    for (const card of [done, reviewed, cancelled]) {
      expect(within(card).queryByText('4821')).not.toBeInTheDocument();
      expect(within(card).queryByText('9930')).not.toBeInTheDocument();
      expect(within(card).queryByText(/asks for the/)).not.toBeInTheDocument();
    }
  });
});

describe('My Bookings: cancel with a refund preview', () => {
  it('shows what comes back, cancels on confirmation, and refreshes bookings and wallet', async () => {
    const booking = bookingFixture({ id: fakeId('b-1'), status: 'PENDING', totalAmount: 4500 });
    let releasePreview: () => void = () => undefined;
    const previewReady = new Promise<void>((resolve) => (releasePreview = resolve));
    const api = customerApi([booking], { previewReady });
    const { user } = await openProfile();
    const [card] = (await bookingCards()) as [HTMLElement];
    expect(await within(section('Wallet')).findByText('₹0')).toBeInTheDocument();

    // Changing one's mind costs nothing.
    const cancelButton = within(card).getByRole('button', { name: 'Cancel booking' });
    await user.click(cancelButton);
    let dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    expect(dialog).toHaveAccessibleDescription(
      'Elder Companion with Meera Nair, 1 Dec 2026 to 5 Dec 2026.',
    );
    expect(dialog.querySelector('.animate-pulse')).not.toBeNull();
    releasePreview();
    expect(
      await within(dialog).findByText('₹4,500 of ₹4,500 (100%) will be returned to your wallet.'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(`${refundReasonTexts.NOT_ACCEPTED} Care starts in 12 days.`),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole('link', { name: 'Read the Refund & Cancellation Policy' }),
    ).toHaveAttribute('href', '/cancellation-&-refunds');
    expect(dialog).toHaveTextContent(/CareConnect wallet at once/);
    await user.click(within(dialog).getByRole('button', { name: 'Keep booking' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cancelButton).toHaveFocus();
    expect(api.requestsTo('PATCH', '/customer/booking/cancelBooking/:id')).toHaveLength(0);

    await user.click(cancelButton);
    dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    await user.click(await within(dialog).findByRole('button', { name: 'Yes, cancel booking' }));

    expect(await screen.findByText(CANCELLED_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [cancel] = api.requestsTo('PATCH', '/customer/booking/cancelBooking/:id');
    expect(cancel?.path).toBe(`/customer/booking/cancelBooking/${fakeId('b-1')}`);
    expect(cancel?.headers.get('Authorization')).toBe('Bearer access-1');
    expect(api.requestsTo('GET', '/customer/booking/getRefundPreview/:id')[0]?.path).toBe(
      `/customer/booking/getRefundPreview/${fakeId('b-1')}`,
    );

    expect(await within(card).findByText('CANCELLED')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    const wallet = section('Wallet');
    expect(await within(wallet).findByText('₹4,500')).toBeInTheDocument();
    expect(within(wallet).getByText('Refund')).toBeInTheDocument();
  });

  it('quotes a partial refund with the reason sentence the server sends', async () => {
    customerApi([bookingFixture({ id: fakeId('b-2'), status: 'ACCEPTED', totalAmount: 4500 })], {
      overrides: {
        'GET /customer/booking/getRefundPreview/:id': ok({
          bookingId: fakeId('b-2'),
          status: 'ACCEPTED',
          canCancel: true,
          totalAmount: 4500,
          refundAmount: 1125,
          refundPercent: 25,
          daysBeforeStart: 9,
          reason: refundReasonTexts.TIER,
        }),
      },
    });
    const { user } = await openProfile();
    const [card] = (await bookingCards()) as [HTMLElement];
    await user.click(within(card).getByRole('button', { name: 'Cancel booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    expect(
      await within(dialog).findByText('₹1,125 of ₹4,500 (25%) will be returned to your wallet.'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(`${refundReasonTexts.TIER} Care starts in 9 days.`),
    ).toBeInTheDocument();
  });

  it('says a booking touching a long weekend is non-refundable, naming the days', async () => {
    customerApi([bookingFixture({ id: fakeId('b-4'), status: 'ACCEPTED', totalAmount: 4500 })], {
      overrides: {
        'GET /customer/booking/getRefundPreview/:id': ok({
          bookingId: fakeId('b-4'),
          status: 'ACCEPTED',
          canCancel: true,
          totalAmount: 4500,
          refundAmount: 0,
          refundPercent: 0,
          daysBeforeStart: 40,
          reason: refundReasonTexts.NON_REFUNDABLE_DATES,
          nonRefundableDates: [
            { date: '2027-01-25', kind: 'LONG_WEEKEND', label: 'Republic Day' },
            { date: '2027-01-26', kind: 'LONG_WEEKEND', label: 'Republic Day' },
          ],
        }),
      },
    });
    const { user } = await openProfile();
    const [card] = (await bookingCards()) as [HTMLElement];
    await user.click(within(card).getByRole('button', { name: 'Cancel booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    expect(
      await within(dialog).findByText('₹0 of ₹4,500 (0%) will be returned to your wallet.'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(`${refundReasonTexts.NON_REFUNDABLE_DATES} Care starts in 40 days.`),
    ).toBeInTheDocument();
    const days = within(dialog).getByRole('list', { name: 'Non-refundable days in this booking' });
    expect(
      within(days)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '25 Jan 2027: Republic Day, Long weekend',
      '26 Jan 2027: Republic Day, Long weekend',
    ]);
  });

  it('offers no confirmation when the server says the booking cannot be cancelled', async () => {
    customerApi([bookingFixture({ id: fakeId('b-3'), status: 'ACCEPTED' })], {
      overrides: {
        'GET /customer/booking/getRefundPreview/:id': ok({
          bookingId: fakeId('b-3'),
          status: 'IN_PROGRESS',
          canCancel: false,
          totalAmount: 4500,
          refundAmount: 0,
          refundPercent: 0,
          daysBeforeStart: 0,
          reason: 'Care has already started.',
        }),
      },
    });
    const { user } = await openProfile();
    const [card] = (await bookingCards()) as [HTMLElement];
    await user.click(within(card).getByRole('button', { name: 'Cancel booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    expect(
      await within(dialog).findByText('This booking can no longer be cancelled.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Care has already started.')).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Close']);
  });

  it("shows the server's refusal inside the dialog", async () => {
    const api = customerApi([bookingFixture({ id: fakeId('b-4'), status: 'ACCEPTED' })], {
      overrides: {
        'PATCH /customer/booking/cancelBooking/:id': fail(
          409,
          'This booking is in progress, so it cannot be cancelled.',
          'INVALID_TRANSITION',
        ),
      },
    });
    const { user } = await openProfile();
    const [card] = (await bookingCards()) as [HTMLElement];
    await user.click(within(card).getByRole('button', { name: 'Cancel booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    await user.click(await within(dialog).findByRole('button', { name: 'Yes, cancel booking' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This booking is in progress, so it cannot be cancelled.',
    );
    // The list is read again, so it catches up with whatever changed the booking.
    await waitFor(() =>
      expect(api.requestsTo('GET', '/customer/booking/getCustomerBookings')).toHaveLength(2),
    );
  });
});

describe('My Bookings: review', () => {
  it('rates a completed booking with stars and a comment', async () => {
    const api = customerApi([bookingFixture({ id: fakeId('b-5'), status: 'COMPLETED' })]);
    const { user } = await openProfile();
    const [card] = (await bookingCards()) as [HTMLElement];
    await user.click(within(card).getByRole('button', { name: 'Rate this care' }));
    const dialog = screen.getByRole('dialog', { name: 'Rate this care' });
    const stars = within(dialog).getByRole('group', { name: 'Your rating' });
    expect(
      within(stars)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('aria-label')),
    ).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);

    // A rating is required; the shared schema says so before anything is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Submit review' }));
    expect(await within(dialog).findByText('Choose a rating from 1 to 5 stars')).toBeVisible();
    expect(api.requestsTo('POST', '/customer/booking/createReview/:id')).toHaveLength(0);

    await user.click(within(stars).getByRole('radio', { name: '4 stars' }));
    expect(within(stars).getByRole('radio', { name: '4 stars' })).toBeChecked();
    // Arrow keys move the choice, as in any radio group.
    await user.keyboard('{ArrowRight}');
    expect(within(stars).getByRole('radio', { name: '5 stars' })).toBeChecked();
    await user.keyboard('{ArrowLeft}');
    expect(within(stars).getByRole('radio', { name: '4 stars' })).toBeChecked();

    const comment = within(dialog).getByLabelText(/Comment/);
    expect(comment).toHaveAccessibleDescription('0 / 1000 characters');
    expect(comment).toHaveAttribute('maxlength', '1000');
    await user.type(comment, 'Very caring');
    expect(comment).toHaveAccessibleDescription('11 / 1000 characters');
    await user.click(within(dialog).getByRole('button', { name: 'Submit review' }));

    expect(await screen.findByText('Thank you for your review')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [sent] = api.requestsTo('POST', '/customer/booking/createReview/:id');
    expect(sent?.path).toBe(`/customer/booking/createReview/${fakeId('b-5')}`);
    expect(sent?.body).toEqual({ rating: 4, comment: 'Very caring' });
    expect(createReviewBodySchema.safeParse(sent?.body).success).toBe(true);
    expect(await within(card).findByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    expect(within(card).queryByRole('button', { name: 'Rate this care' })).toBeNull();
  });

  it('sends a rating alone when the comment is left empty', async () => {
    const api = customerApi([bookingFixture({ id: fakeId('b-6'), status: 'COMPLETED' })]);
    const { user } = await openProfile();
    const [card] = (await bookingCards()) as [HTMLElement];
    await user.click(within(card).getByRole('button', { name: 'Rate this care' }));
    const dialog = screen.getByRole('dialog', { name: 'Rate this care' });
    await user.click(within(dialog).getByRole('radio', { name: '5 stars' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit review' }));
    await screen.findByText('Thank you for your review');
    expect(api.requestsTo('POST', '/customer/booking/createReview/:id')[0]?.body).toEqual({
      rating: 5,
    });
  });

  it("shows the server's 409 when the booking was already reviewed", async () => {
    customerApi([bookingFixture({ id: fakeId('b-7'), status: 'COMPLETED' })], {
      overrides: {
        'POST /customer/booking/createReview/:id': fail(
          409,
          'You have already reviewed this booking.',
          'ALREADY_REVIEWED',
        ),
      },
    });
    const { user } = await openProfile();
    const [card] = (await bookingCards()) as [HTMLElement];
    await user.click(within(card).getByRole('button', { name: 'Rate this care' }));
    const dialog = screen.getByRole('dialog', { name: 'Rate this care' });
    await user.click(within(dialog).getByRole('radio', { name: '3 stars' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit review' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You have already reviewed this booking.',
    );
  });
});

describe('Wallet card', () => {
  const entry = (n: number, kind: string, amount: number, createdAt: string) => ({
    id: fakeId(`e-${n}`),
    kind,
    amount,
    description: `Entry ${n}`,
    bookingId: null,
    createdAt,
  });

  it('shows a skeleton, then the balance and the last five entries with India dates', async () => {
    let release: () => void = () => undefined;
    const loaded = new Promise<void>((resolve) => (release = resolve));
    customerApi([], {
      overrides: {
        'GET /customer/wallet/getWallet': async () => {
          await loaded;
          return ok({
            balance: 2500,
            entries: [
              // 20:00 UTC on the 24th is already the 25th in India.
              entry(1, 'REFUND', 2500, '2026-11-24T20:00:00.000Z'),
              entry(2, 'BOOKING_DEBIT', -4500, '2026-11-20T06:00:00.000Z'),
              entry(3, 'TOPUP', 4500, '2026-11-20T05:59:00.000Z'),
              entry(4, 'TOPUP', 100, '2026-11-19T05:00:00.000Z'),
              entry(5, 'TOPUP', 100, '2026-11-18T05:00:00.000Z'),
              entry(6, 'TOPUP', 100, '2026-11-17T05:00:00.000Z'),
            ],
            withdrawals: [],
          });
        },
      },
    });
    await openProfile();
    const wallet = section('Wallet');
    expect(wallet.querySelector('.animate-pulse')).not.toBeNull();
    release();

    expect(await within(wallet).findByText('₹2,500')).toBeInTheDocument();
    expect(wallet.querySelector('.animate-pulse')).toBeNull();
    const rows = within(wallet).getAllByRole('listitem');
    expect(rows).toHaveLength(5);
    expect(rows[0]).toHaveTextContent('Refund');
    expect(rows[0]).toHaveTextContent('25 Nov 2026 · Entry 1');
    expect(rows[0]).toHaveTextContent('+₹2,500');
    expect(rows[1]).toHaveTextContent('Booking');
    expect(rows[1]).toHaveTextContent('−₹4,500');
    expect(rows[2]).toHaveTextContent('Top-up');
    expect(rows[2]).toHaveTextContent('20 Nov 2026');
    expect(within(wallet).queryByText(/Entry 6/)).not.toBeInTheDocument();
  });

  it('says so when there is no activity, and offers a retry when it cannot load', async () => {
    let failing = true;
    customerApi([], {
      overrides: {
        'GET /customer/wallet/getWallet': () =>
          failing ? fail(500, 'boom') : ok({ balance: 0, entries: [], withdrawals: [] }),
      },
    });
    const { user } = await openProfile();
    const wallet = section('Wallet');
    expect(
      await within(wallet).findByText('We could not load your wallet.', undefined, {
        timeout: 5000,
      }),
    ).toBeInTheDocument();
    failing = false;
    await user.click(within(wallet).getByRole('button', { name: 'Try again' }));
    expect(await within(wallet).findByText('No wallet activity yet.')).toBeInTheDocument();
    expect(within(wallet).getByText('₹0')).toBeInTheDocument();
  });
});
