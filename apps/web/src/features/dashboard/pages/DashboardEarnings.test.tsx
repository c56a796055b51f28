import type { earningsResponseSchema, payoutSchema } from '@care/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { z } from 'zod';
import { setSellerTokens } from '../../../lib/tokens';
import { fakeJwt } from '../../../test/fakeJwt';
import { renderApp } from '../../../test/renderApp';
import { fail, fakeServer, ok, type RouteHandler, type ServerReply } from '../testing/fakeServer';

import './ProviderDashboardPage';

configure({ asyncUtilTimeout: 3000 });

/** Earnings and payouts as they travel: money in rupees. */
type WireEarnings = z.input<typeof earningsResponseSchema>['data'];
type WirePayout = z.input<typeof payoutSchema>;

const BOOKING_1 = '61000000-0000-4000-8000-000000000001';
const BOOKING_2 = '61000000-0000-4000-8000-000000000002';
const PAYOUT_ID = '62000000-0000-4000-8000-000000000001';
const BANK_LABEL = 'HDFC0001234 · XXXXXXXX9012';

/** The twelve months to November 2026, oldest first, with a small net each. */
const months = Array.from({ length: 12 }, (_, index) => {
  const month = index + 12; // December 2025 is month 12 of 2025
  const year = month > 12 ? 2026 : 2025;
  return { month: `${year}-${String(((month - 1) % 12) + 1).padStart(2, '0')}`, net: index * 100 };
});

function earningsFixture(overrides: Partial<WireEarnings> = {}): WireEarnings {
  return {
    held: 4500,
    available: 2550,
    inTransit: 0,
    paidOut: 12000,
    minimumPayout: 100,
    commissionPercent: 10,
    gstPercent: 18,
    destination: null,
    months,
    entries: [
      {
        bookingId: BOOKING_1,
        kind: 'COMPLETED',
        serviceName: 'Elder Companion, Night',
        startDate: '2026-10-01',
        endDate: '2026-10-03',
        status: 'COMPLETED',
        gross: 4500,
        commission: 450,
        gst: 81,
        net: 3969,
        settledAt: '2026-10-03T20:00:00.000Z',
      },
      {
        bookingId: BOOKING_2,
        kind: 'CANCELLATION_FEE',
        serviceName: 'Nursing "Plus" Care',
        startDate: '2026-11-02',
        endDate: '2026-11-02',
        status: 'CANCELLED',
        gross: 1000.5,
        commission: 100.05,
        gst: 18.01,
        net: 882.44,
        settledAt: '2026-11-01T05:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

const savedBank = {
  type: 'bank' as const,
  label: BANK_LABEL,
  accountHolder: 'Lakshmi Iyer',
  ifsc: 'HDFC0001234',
  maskedAccountNumber: 'XXXXXXXX9012',
  vpa: null,
  updatedAt: '2026-11-20T10:00:00.000Z',
};

function payout(overrides: Partial<WirePayout> = {}): WirePayout {
  return {
    id: PAYOUT_ID,
    amount: 2000,
    status: 'PROCESSING',
    destinationLabel: BANK_LABEL,
    reference: null,
    failureReason: null,
    createdAt: '2026-11-24T06:00:00.000Z',
    processedAt: null,
    ...overrides,
  };
}

/** The earnings calls under /provider/ (or /company/), with `routes` on top. */
function earningsApi(
  routes: Record<string, RouteHandler> = {},
  { base = 'provider', earnings = earningsFixture() } = {},
) {
  return fakeServer({
    [`GET /${base}/earnings/getEarnings`]: ok(earnings),
    [`GET /${base}/earnings/getPayouts`]: ok([]),
    ...routes,
  });
}

async function openEarnings() {
  const view = renderApp('/ProviderDashboard?section=earnings');
  await screen.findByRole('heading', { level: 2, name: 'Earnings' }, { timeout: 10_000 });
  return view;
}

const payoutsRegion = () => screen.getByRole('region', { name: 'Payouts' });

/** The value shown under a figure's label. */
const figure = (label: string) => screen.getByText(label).nextElementSibling;

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
  setSellerTokens({
    accessToken: fakeJwt({ sub: 'provider-1', ut: 'Provider' }),
    refreshToken: 'r',
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Earnings on the caregiver dashboard', { timeout: 20_000 }, () => {
  it('shows held, available and paid-out money, the rates, 12 months and each split', async () => {
    earningsApi();
    await openEarnings();

    expect(await screen.findByText('Held for upcoming bookings')).toBeInTheDocument();
    expect(figure('Held for upcoming bookings')).toHaveTextContent('₹4,500');
    expect(figure('Available to withdraw')).toHaveTextContent('₹2,550');
    expect(figure('Paid out')).toHaveTextContent('₹12,000');
    // Nothing on its way: no In transit figure.
    expect(screen.queryByText('In transit')).not.toBeInTheDocument();
    expect(screen.getByText(/commission of 10% of each booking/)).toHaveTextContent(
      'GST of 18% is charged on that commission',
    );

    const table = screen.getByRole('table', { name: 'Net earnings by month' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(rows[1]).toHaveTextContent('December 2025₹0');
    expect(rows[12]).toHaveTextContent('November 2026₹1,100');

    const night = screen.getByRole('article', { name: /^Elder Companion, Night/ });
    const split = (label: string) => within(night).getByText(label).nextElementSibling;
    expect(split('Family paid')).toHaveTextContent('₹4,500');
    expect(split('Commission')).toHaveTextContent('−₹450');
    expect(split('GST')).toHaveTextContent('−₹81');
    expect(split('You earn')).toHaveTextContent('₹3,969');
    const fee = screen.getByRole('article', { name: /^Nursing "Plus" Care/ });
    expect(fee).toHaveTextContent('Cancellation fee');
    expect(within(fee).getByText('You earn').nextElementSibling).toHaveTextContent('₹882.44');
  });

  it('shows In transit while a payout is on its way, and asks as a company for a company', async () => {
    setSellerTokens({
      accessToken: fakeJwt({ sub: 'company-1', ut: 'Company' }),
      refreshToken: 'r',
    });
    const api = earningsApi({}, { base: 'company', earnings: earningsFixture({ inTransit: 700 }) });
    await openEarnings();
    expect(await screen.findByText('In transit')).toBeInTheDocument();
    expect(figure('In transit')).toHaveTextContent('₹700');
    expect(api.requestsTo('GET', '/company/earnings/getEarnings')).toHaveLength(1);
  });

  it('downloads every booking as CSV, rupees with paise, a comma and quotes escaped', async () => {
    earningsApi();
    const { user } = await openEarnings();
    const downloads = captureDownloads();

    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));

    expect(downloads.names).toHaveLength(1);
    expect(downloads.names[0]).toMatch(/^earnings-\d{4}-\d{2}-\d{2}\.csv$/);
    const file = downloads.files[0]!;
    expect(file.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await file.arrayBuffer());
    // A UTF-8 byte-order mark, so spreadsheet apps read ₹ and Indian names right.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
    expect(lines).toEqual([
      'Booking,Service,From,To,Type,Status,Gross (INR),Commission (INR),GST (INR),Net (INR),Settled on',
      `${BOOKING_1},"Elder Companion, Night",2026-10-01,2026-10-03,Care completed,Completed,4500.00,450.00,81.00,3969.00,2026-10-04`,
      `${BOOKING_2},"Nursing ""Plus"" Care",2026-11-02,2026-11-02,Cancellation fee,Cancelled,1000.50,100.05,18.01,882.44,2026-11-01`,
      '',
    ]);
  });

  it("downloads a month's statement PDF with the caregiver's sign-in", async () => {
    const api = earningsApi({
      'GET /provider/earnings/getStatement': { body: '%PDF-1.7' },
    });
    const { user } = await openEarnings();
    const downloads = captureDownloads();

    const month = await screen.findByRole('combobox', { name: 'Month' });
    expect(month).toHaveValue('2026-11');
    await user.selectOptions(month, '2026-10');
    await user.click(screen.getByRole('button', { name: 'Download statement' }));

    await waitFor(() => expect(downloads.names).toEqual(['statement-2026-10.pdf']));
    const [asked] = api.requestsTo('GET', '/provider/earnings/getStatement');
    expect(asked?.query).toEqual({ month: '2026-10' });
    expect(asked?.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it("says so when the statement cannot be made, in the server's words", async () => {
    earningsApi({
      'GET /provider/earnings/getStatement': fail(404, 'No statement for that month yet'),
    });
    const { user } = await openEarnings();
    captureDownloads();
    await user.click(await screen.findByRole('button', { name: 'Download statement' }));
    const statement = screen.getByRole('region', { name: 'Monthly statement' });
    expect(await within(statement).findByRole('alert')).toHaveTextContent(
      'No statement for that month yet',
    );
  });
});

describe('Payout details', { timeout: 20_000 }, () => {
  it('checks IFSC, the repeated account number and the UPI id before sending', async () => {
    const api = earningsApi({
      'PUT /provider/earnings/savePayoutDestination': ok(savedBank),
    });
    const { user } = await openEarnings();
    const form = await screen.findByRole('form', { name: 'Payout details' });

    await user.type(within(form).getByLabelText('Account holder name'), 'Lakshmi Iyer');
    await user.type(within(form).getByLabelText('Account number'), '123456789012');
    await user.type(within(form).getByLabelText('Confirm account number'), '123456789013');
    await user.type(within(form).getByLabelText('IFSC'), 'hdfc001234');
    await user.click(within(form).getByRole('button', { name: 'Save payout details' }));

    expect(
      await within(form).findByText('Enter a valid IFSC, such as HDFC0001234'),
    ).toBeInTheDocument();
    expect(
      within(form).getByText('The account numbers do not match. Type the same number twice.'),
    ).toBeInTheDocument();
    // Typed in lower case, shown and sent in capitals.
    expect(within(form).getByLabelText('IFSC')).toHaveValue('HDFC001234');

    await user.click(within(form).getByRole('radio', { name: 'UPI' }));
    await user.type(within(form).getByLabelText('UPI id'), 'lakshmi.okaxis');
    await user.click(within(form).getByRole('button', { name: 'Save payout details' }));
    expect(
      await within(form).findByText('Enter a valid UPI id, such as name@okaxis'),
    ).toBeInTheDocument();
    expect(api.requestsTo('PUT', '/provider/earnings/savePayoutDestination')).toHaveLength(0);
  });

  it('saves a bank account and from then on shows only its masked label', async () => {
    let saved: typeof savedBank | null = null;
    const api = earningsApi({
      'GET /provider/earnings/getEarnings': () => ok(earningsFixture({ destination: saved })),
      'PUT /provider/earnings/savePayoutDestination': () => {
        saved = savedBank;
        return ok(savedBank, 'Payout details saved');
      },
    });
    const { user } = await openEarnings();
    const form = await screen.findByRole('form', { name: 'Payout details' });
    expect(screen.getByText('Save your bank account or UPI id to request a payout.')).toBeVisible();

    await user.type(within(form).getByLabelText('Account holder name'), 'Lakshmi Iyer');
    await user.type(within(form).getByLabelText('Account number'), '123456789012');
    await user.type(within(form).getByLabelText('Confirm account number'), '123456789012');
    await user.type(within(form).getByLabelText('IFSC'), 'hdfc0001234');
    await user.click(within(form).getByRole('button', { name: 'Save payout details' }));

    expect(await screen.findByText(BANK_LABEL)).toBeInTheDocument();
    expect(within(payoutsRegion()).getByRole('status')).toHaveTextContent('Saved.');
    expect(api.requestsTo('PUT', '/provider/earnings/savePayoutDestination')[0]?.body).toEqual({
      type: 'bank',
      accountHolder: 'Lakshmi Iyer',
      accountNumber: '123456789012',
      ifsc: 'HDFC0001234',
    });
    expect(screen.queryByRole('form', { name: 'Payout details' })).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('123456789012');
    // Now a payout can be asked for.
    expect(await screen.findByRole('form', { name: 'Request payout' })).toBeInTheDocument();
  });
});

describe('Request payout', { timeout: 20_000 }, () => {
  const withBank = earningsFixture({ destination: savedBank });
  const keysOf = (api: ReturnType<typeof earningsApi>) =>
    api
      .requestsTo('POST', '/provider/earnings/requestPayout')
      .map((request) => request.headers.get('Idempotency-Key'));

  it('starts at everything available and refuses less than ₹100 or more than available', async () => {
    const api = earningsApi({}, { earnings: withBank });
    const { user } = await openEarnings();
    const amount = await screen.findByRole('spinbutton', { name: 'Amount (₹)' });
    expect(amount).toHaveValue(2550);

    await user.clear(amount);
    await user.type(amount, '99');
    await user.click(screen.getByRole('button', { name: 'Request payout' }));
    expect(
      await screen.findByText('The least you can pay out at once is ₹100'),
    ).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '2600');
    await user.click(screen.getByRole('button', { name: 'Request payout' }));
    expect(await screen.findByText('You can pay out at most ₹2,550')).toBeInTheDocument();
    expect(api.requestsTo('POST', '/provider/earnings/requestPayout')).toHaveLength(0);
  });

  it("sends an Idempotency-Key, shows the server's 422, and keeps the key only after a dropped connection", async () => {
    const answers: (() => ServerReply)[] = [
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => fail(422, 'Payouts are paused while we check your bank details'),
      () => ok({ id: PAYOUT_ID, status: 'QUEUED' }),
    ];
    let payouts: WirePayout[] = [];
    const api = earningsApi(
      {
        'POST /provider/earnings/requestPayout': () => {
          const answer = answers.shift()!();
          if ('body' in answer && (answer.body as { success?: boolean }).success) {
            payouts = [payout({ status: 'QUEUED' })];
          }
          return answer;
        },
        'GET /provider/earnings/getPayouts': () => ok(payouts),
      },
      { earnings: withBank },
    );
    const { user } = await openEarnings();
    const amount = await screen.findByRole('spinbutton', { name: 'Amount (₹)' });
    await user.clear(amount);
    await user.type(amount, '2000');
    const button = screen.getByRole('button', { name: 'Request payout' });

    const form = screen.getByRole('form', { name: 'Request payout' });
    await user.click(button);
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Unable to reach the server. Check your connection. Press Request payout again: you will not be paid twice.',
    );

    await user.click(button);
    expect(
      await screen.findByText('Payouts are paused while we check your bank details'),
    ).toBeInTheDocument();

    await user.click(button);
    expect(await within(payoutsRegion()).findByRole('status')).toHaveTextContent(
      'Payout of ₹2,000 requested. Its progress shows below.',
    );

    const keys = keysOf(api);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    // The retry after the dropped connection is the same request; after a 422, a new one.
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
    expect(api.requestsTo('POST', '/provider/earnings/requestPayout')[2]?.body).toEqual({
      amount: 2000,
    });
    const list = await screen.findByRole('list', { name: 'Your payouts' });
    expect(await within(list).findByText('Processing')).toBeInTheDocument();
  });

  it('is disabled while the request is on its way', async () => {
    let answer: (reply: ServerReply) => void = () => undefined;
    earningsApi(
      {
        'POST /provider/earnings/requestPayout': () =>
          new Promise<ServerReply>((resolve) => {
            answer = resolve;
          }),
      },
      { earnings: withBank },
    );
    const { user } = await openEarnings();
    await user.click(await screen.findByRole('button', { name: 'Request payout' }));
    expect(await screen.findByRole('button', { name: 'Requesting...' })).toBeDisabled();
    answer(ok({ id: PAYOUT_ID, status: 'QUEUED' }));
    expect(await within(payoutsRegion()).findByRole('status')).toHaveTextContent(
      'Payout of ₹2,550 requested.',
    );
  });
});

describe('Payouts list', { timeout: 20_000 }, () => {
  it('names each status, with the reason for a failure, and reads again until paid', async () => {
    let reads = 0;
    const api = earningsApi({
      'GET /provider/earnings/getPayouts': () => {
        reads += 1;
        return ok([
          payout({
            status: reads === 1 ? 'PROCESSING' : 'PROCESSED',
            reference: reads === 1 ? null : 'UTR123456',
          }),
          payout({
            id: '62000000-0000-4000-8000-000000000002',
            amount: 500,
            status: 'FAILED',
            failureReason: 'The bank refused the account number',
          }),
          payout({ id: '62000000-0000-4000-8000-000000000003', amount: 300, status: 'REVERSED' }),
        ]);
      },
    });
    await openEarnings();
    const list = await screen.findByRole('list', { name: 'Your payouts' });
    const first = within(list).getByRole('article', { name: 'Payout of ₹2,000' });
    expect(first).toHaveTextContent('Processing');
    const failed = within(list).getByRole('article', { name: 'Payout of ₹500' });
    expect(failed).toHaveTextContent('Failed');
    expect(failed).toHaveTextContent('The bank refused the account number.');
    expect(within(list).getByRole('article', { name: 'Payout of ₹300' })).toHaveTextContent(
      'Reversed',
    );

    // Polled while processing: paid within a few seconds, and the figures read again.
    await waitFor(() => expect(first).toHaveTextContent('Paid'), { timeout: 5000 });
    expect(first).toHaveTextContent('Bank reference UTR123456');
    await waitFor(() =>
      expect(api.requestsTo('GET', '/provider/earnings/getEarnings').length).toBeGreaterThan(1),
    );
    const readsWhenPaid = reads;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(reads).toBe(readsWhenPaid);
  });
});
