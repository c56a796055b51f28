import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { setCustomerTokens } from '../../../lib/tokens';
import { renderApp } from '../../../test/renderApp';
import { fail, fakeApi, ok, type FakeHandler, type FakeReply } from '../../../test/fakeApi';
import { bookingFixture, fakeId, profileFixture } from '../../../test/customerFixtures';

// Load the lazy page up front, so a busy machine compiles it outside the tests' waits.
import './ProfilePage';

configure({ asyncUtilTimeout: 3000 });

const WITHDRAWAL_ID = fakeId('w-1');

interface WireWithdrawal {
  id: string;
  amount: number;
  status: 'PROCESSING' | 'REFUNDED' | 'FAILED';
  refunds: number;
  createdAt: string;
  completedAt: string | null;
}

/** The profile's calls, with a wallet of `balance` rupees and `routes` on top. */
function moneyApi(routes: Record<string, FakeHandler> = {}, balance = 2500) {
  return fakeApi({
    'GET /customer/auth/getCustomerProfile': ok(profileFixture),
    'GET /customer/familyMember/getFamilyMembers': ok([]),
    'GET /customer/booking/getCustomerBookings': ok([]),
    'GET /customer/wallet/getWallet': ok({ balance, entries: [], withdrawals: [] }),
    ...routes,
  });
}

async function openProfile() {
  const view = renderApp('/profile');
  await screen.findByRole('heading', { level: 1, name: 'My Profile' }, { timeout: 10_000 });
  return view;
}

const walletSection = () => screen.getByRole('region', { name: 'Wallet' });

/** What saveFile() handed the browser: the file and the name it is saved under. */
function captureDownloads() {
  const files: Blob[] = [];
  const names: string[] = [];
  // jsdom has no object URLs: stand them in for this test only.
  const { createObjectURL, revokeObjectURL } = URL;
  URL.createObjectURL = (file: Blob) => {
    files.push(file);
    return `blob:test/${files.length}`;
  };
  URL.revokeObjectURL = () => undefined;
  onTestFinished(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  return { files, names };
}

beforeEach(() => {
  setCustomerTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Wallet: withdraw', { timeout: 20_000 }, () => {
  it('confirms where the money goes, sends an Idempotency-Key, and follows it until refunded', async () => {
    let balance = 2500;
    let withdrawals: WireWithdrawal[] = [];
    let readsSinceWithdrawal = 0;
    const api = moneyApi({
      'GET /customer/wallet/getWallet': () => {
        if (withdrawals.length > 0) readsSinceWithdrawal += 1;
        // The gateway confirms the refund on the second read after the request.
        if (readsSinceWithdrawal >= 3) {
          withdrawals = withdrawals.map((withdrawal) => ({
            ...withdrawal,
            status: 'REFUNDED',
            completedAt: '2026-11-25T06:00:00.000Z',
          }));
        }
        return ok({ balance, entries: [], withdrawals });
      },
      'POST /customer/wallet/withdraw': ({ body }) => {
        const { amount } = body as { amount: number };
        balance -= amount;
        withdrawals = [
          {
            id: WITHDRAWAL_ID,
            amount,
            status: 'PROCESSING',
            refunds: 1,
            createdAt: '2026-11-24T06:00:00.000Z',
            completedAt: null,
          },
        ];
        return ok({ id: WITHDRAWAL_ID, status: 'PROCESSING' });
      },
    });
    const { user } = await openProfile();
    expect(await within(walletSection()).findByText('₹2,500')).toBeInTheDocument();

    await user.click(within(walletSection()).getByRole('button', { name: 'Withdraw' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw from your wallet' });
    expect(dialog).toHaveAccessibleDescription(
      'The money goes back to your original payment method: the card, UPI or bank account you paid with. It takes 5–7 working days to reach you.',
    );
    expect(within(dialog).getByRole('spinbutton', { name: 'Amount (₹)' })).toHaveValue(2500);
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));

    expect(await within(walletSection()).findByRole('status')).toHaveTextContent(
      'Withdrawal of ₹2,500 is processing. It reaches your original payment method in 5–7 working days.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [sent] = api.requestsTo('POST', '/customer/wallet/withdraw');
    expect(sent?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent?.headers.get('Authorization')).toBe('Bearer access-1');
    expect(sent?.body).toEqual({ amount: 2500 });

    const list = await within(walletSection()).findByRole('list', { name: 'Withdrawals' });
    expect(await within(list).findByText('Processing')).toBeInTheDocument();
    expect(list).toHaveTextContent('₹2,500');
    // Read again while processing, until the gateway says it went back.
    expect(await within(list).findByText('Refunded', undefined, { timeout: 9000 })).toBeVisible();
    expect(list).toHaveTextContent('Sent back 25 Nov 2026');
  });

  it("shows the server's refusal in the dialog, and retries a dropped request with its key", async () => {
    const answers: (() => FakeReply)[] = [
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => fail(422, 'A payment from today cannot be withdrawn until tomorrow'),
      () => ok({ id: WITHDRAWAL_ID, status: 'PROCESSING' }),
    ];
    const api = moneyApi({ 'POST /customer/wallet/withdraw': () => answers.shift()!() });
    const { user } = await openProfile();
    await user.click(await within(walletSection()).findByRole('button', { name: 'Withdraw' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw from your wallet' });
    const amount = within(dialog).getByRole('spinbutton', { name: 'Amount (₹)' });

    await user.clear(amount);
    await user.type(amount, '3000');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await within(dialog).findByText('You can withdraw at most ₹2,500')).toBeVisible();
    expect(api.requestsTo('POST', '/customer/wallet/withdraw')).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '1000');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Unable to reach the server. Check your connection. Press Withdraw again: the money goes back only once.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A payment from today cannot be withdrawn until tomorrow',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const keys = api
      .requestsTo('POST', '/customer/wallet/withdraw')
      .map((request) => request.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('offers no withdrawal from an empty wallet', async () => {
    moneyApi({}, 0);
    await openProfile();
    expect(await within(walletSection()).findByText('₹0')).toBeInTheDocument();
    expect(within(walletSection()).queryByRole('button', { name: 'Withdraw' })).toBeNull();
  });
});

describe('My Bookings: receipt', { timeout: 20_000 }, () => {
  const booking = bookingFixture({ id: fakeId('b-receipt'), status: 'COMPLETED' });

  it("downloads the booking's PDF receipt with the family's sign-in", async () => {
    const api = moneyApi({
      'GET /customer/booking/getCustomerBookings': ok([booking]),
      'GET /customer/booking/getReceipt/:id': { body: '%PDF-1.7' },
    });
    const { user } = await openProfile();
    const downloads = captureDownloads();
    const [card] = await within(screen.getByRole('region', { name: 'My Bookings' })).findAllByRole(
      'article',
    );

    await user.click(within(card!).getByRole('button', { name: 'Receipt' }));

    await waitFor(() => expect(downloads.names).toEqual([`receipt-${booking.id.slice(0, 8)}.pdf`]));
    const [asked] = api.requestsTo('GET', '/customer/booking/getReceipt/:id');
    expect(asked?.path).toBe(`/customer/booking/getReceipt/${booking.id}`);
    expect(asked?.headers.get('Authorization')).toBe('Bearer access-1');
  });

  it("says why when there is no receipt, in the server's words", async () => {
    moneyApi({
      'GET /customer/booking/getCustomerBookings': ok([booking]),
      'GET /customer/booking/getReceipt/:id': fail(404, 'Booking not found'),
    });
    const { user } = await openProfile();
    captureDownloads();
    const [card] = await within(screen.getByRole('region', { name: 'My Bookings' })).findAllByRole(
      'article',
    );
    await user.click(within(card!).getByRole('button', { name: 'Receipt' }));
    expect(await within(card!).findByRole('alert')).toHaveTextContent('Booking not found');
  });
});

describe('Amounts', { timeout: 20_000 }, () => {
  it('shows every amount on the wallet and a booking in Indian grouping (₹12,34,567)', async () => {
    // ₹12,34,567 is 12,34,56,700 paise: the wire speaks rupees, the app paise, the screen ₹.
    const lakhs = 1_234_567;
    moneyApi(
      {
        'GET /customer/booking/getCustomerBookings': ok([
          bookingFixture({ days: 1, pricePerDay: lakhs, totalAmount: lakhs }),
        ]),
        'GET /customer/wallet/getWallet': ok({
          balance: lakhs,
          entries: [
            {
              id: fakeId('e-1'),
              kind: 'REFUND',
              amount: lakhs,
              description: 'Refund for cancelled booking',
              bookingId: null,
              createdAt: '2026-11-24T06:30:00.000Z',
            },
            {
              id: fakeId('e-2'),
              kind: 'BOOKING_DEBIT',
              amount: -100_000.5,
              description: 'Payment for booking',
              bookingId: null,
              createdAt: '2026-11-23T06:30:00.000Z',
            },
          ],
          withdrawals: [
            {
              id: WITHDRAWAL_ID,
              amount: 250_000,
              status: 'REFUNDED',
              refunds: 1,
              createdAt: '2026-11-20T06:30:00.000Z',
              completedAt: '2026-11-22T06:30:00.000Z',
            },
          ],
        }),
      },
      lakhs,
    );
    await openProfile();

    const wallet = walletSection();
    expect(await within(wallet).findByText('₹12,34,567')).toBeVisible();
    expect(within(wallet).getByText('+₹12,34,567')).toBeVisible();
    expect(within(wallet).getByText('−₹1,00,000.50')).toBeVisible();
    expect(within(wallet).getByText('₹2,50,000')).toBeVisible();

    const bookings = screen.getByRole('region', { name: 'My Bookings' });
    const card = (await within(bookings).findAllByRole('article'))[0]!;
    expect(within(card).getByText('Total').nextElementSibling).toHaveTextContent(/^₹12,34,567$/);
  });
});
