import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setOperatorTokens } from '../../../lib/tokens';
import { fakeApi, ok, type FakeRequest } from '../../../test/fakeApi';
import { fakeJwt } from '../../../test/fakeJwt';
import { renderApp } from '../../../test/renderApp';

const operatorId = 'a7c1f6a2-2c43-4d0e-9a55-3b1f0c2d9e01';
const id = (n: number) => `5a5a5a5a-0000-4000-8000-${String(n).padStart(12, '0')}`;

const seller = (name: string) => ({ kind: 'Provider', id: id(90), name, mobile: '8000000001' });
const payout = (n: number, extra: object) => ({
  id: id(n),
  seller: seller('Meera Nair'),
  amount: 1200.5,
  status: 'PROCESSED',
  destinationLabel: 'SBIN0005678 · XXXXXX7890',
  reference: 'UTR123',
  failureReason: null,
  createdAt: '2026-11-24T06:30:00.000Z',
  processedAt: '2026-11-24T06:31:00.000Z',
  retryOf: null,
  retriedBy: null,
  ...extra,
});
const failed = payout(1, {
  amount: 500,
  status: 'FAILED',
  reference: null,
  failureReason: 'The bank details were refused: the account is closed',
  processedAt: null,
});
const paid = payout(2, {});
const retriedAlready = payout(3, {
  status: 'FAILED',
  reference: null,
  failureReason: 'Bank down',
  retriedBy: { id: id(4), status: 'PROCESSING' },
});

const operator = (role: 'admin' | 'support') => ({
  id: operatorId,
  mobile: role === 'admin' ? '9000000001' : '9000000002',
  role,
  refundLimitPaise: role === 'admin' ? null : 500_000,
});

function moneyApi(role: 'admin' | 'support', extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /admin/auth/getOperator': ok(operator(role)),
    'GET /admin/money/getPayouts': ({ query }: FakeRequest) => {
      const all = [failed, paid, retriedAlready];
      const payouts = query.status ? all.filter((p) => p.status === query.status) : all;
      return ok({
        payouts,
        pagination: { page: 1, limit: 20, total: payouts.length, totalPages: 1 },
      });
    },
    'GET /admin/money/getReconciliationRuns': ok({
      runs: [
        {
          id: id(20),
          ranAt: '2026-11-24T20:30:00.000Z',
          day: '2026-11-24',
          ok: false,
          unbalancedEntries: 0,
          ledgerGatewayIn: 3000,
          gatewayReported: 2500,
          problems: [
            'Gateway reports 250000 paise captured on 2026-11-24; the ledger took in 300000',
          ],
        },
        {
          id: id(21),
          ranAt: '2026-11-23T20:30:00.000Z',
          day: '2026-11-23',
          ok: true,
          unbalancedEntries: 0,
          ledgerGatewayIn: 1500,
          gatewayReported: 1500,
          problems: [],
        },
      ],
      pagination: { page: 1, limit: 10, total: 2, totalPages: 1 },
    }),
    'GET /admin/money/getTrialBalance': ok({
      accounts: [
        { account: 'GATEWAY', balance: -4500 },
        { account: 'WALLET', balance: 4000 },
        { account: 'COMMISSION', balance: 500 },
      ],
      total: 0,
    }),
    ...extra,
  });
}

describe('the money page', { timeout: 15_000 }, () => {
  beforeEach(() => {
    setOperatorTokens({
      accessToken: fakeJwt({ sub: operatorId, ut: 'Admin' }),
      refreshToken: 'r',
    });
  });

  it('lists payouts with their states, the reconciliation runs and the trial balance', async () => {
    moneyApi('admin');
    renderApp('/admin/money');

    const table = await screen.findByRole('table', { name: 'Payouts, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('Failed')).toBeInTheDocument();
    expect(within(rows[0]!).getByText(/account is closed/)).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Paid')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('₹1,200.50')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('UTR UTR123')).toBeInTheDocument();
    // A failed payout already sent again says so instead of offering another retry.
    expect(within(rows[2]!).getByText('Sent again: processing')).toBeInTheDocument();
    expect(within(rows[2]!).queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();

    const runs = await screen.findByRole('table', { name: 'Reconciliation runs, newest first' });
    expect(within(runs).getByText('Problems found')).toBeInTheDocument();
    expect(within(runs).getByText(/Gateway reports 250000 paise/)).toBeInTheDocument();
    expect(within(runs).getByText('Balanced')).toBeInTheDocument();

    expect(await screen.findByText('The ledger balances: the accounts total ₹0.')).toBeVisible();
    expect(screen.getByTestId('trial-balance-total')).toHaveTextContent('₹0');
    expect(screen.getByText("Families' wallets")).toBeInTheDocument();
  });

  it('lets an admin retry a failed payout, with a reason', async () => {
    const api = moneyApi('admin', {
      'POST /admin/money/retryPayout/:id': () =>
        ok(
          { failedPayoutId: failed.id, payout: { id: id(9), status: 'PROCESSING', amount: 500 } },
          'The payout was sent again',
        ),
    });
    const { user } = renderApp('/admin/money');
    await user.click(
      await screen.findByRole('button', { name: 'Retry the payout of ₹500 to Meera Nair' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Send ₹500 to Meera Nair again?' });
    expect(within(dialog).getByText(/Why it failed: .*account is closed/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Send again' }));
    expect(
      await within(dialog).findByText('Give a reason of at least 3 characters'),
    ).toBeInTheDocument();
    expect(api.requestsTo('POST', '/admin/money/retryPayout/:id')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason'), 'Caregiver fixed their account');
    await user.click(within(dialog).getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('The payout was sent again')).toBeInTheDocument();
    const [sent] = api.requestsTo('POST', '/admin/money/retryPayout/:id');
    expect(sent?.params.id).toBe(failed.id);
    expect(sent?.body).toEqual({ reason: 'Caregiver fixed their account' });
    // The lists are read again to show the retry.
    expect(api.requestsTo('GET', '/admin/money/getPayouts').length).toBeGreaterThan(1);
  });

  it('shows a refused retry in the dialog', async () => {
    moneyApi('admin', {
      'POST /admin/money/retryPayout/:id': {
        status: 409,
        body: {
          success: false,
          code: 'CONFLICT',
          message:
            'The caregiver has ₹0 available now, less than this payout of ₹500: the money it returned has been paid out since',
        },
      },
    });
    const { user } = renderApp('/admin/money');
    await user.click(
      await screen.findByRole('button', { name: 'Retry the payout of ₹500 to Meera Nair' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason'), 'Try again please');
    await user.click(within(dialog).getByRole('button', { name: 'Send again' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/has ₹0 available now/);
  });

  it('offers no retry to a support operator, and filters by status', async () => {
    const api = moneyApi('support');
    const { user } = renderApp('/admin/money');
    const table = await screen.findByRole('table', { name: 'Payouts, newest first' });
    expect(await within(table).findAllByText('An admin can retry')).toHaveLength(1);
    expect(within(table).queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Failed' }));
    expect(await screen.findByRole('tab', { name: 'Failed', selected: true })).toBeInTheDocument();
    await waitFor(() =>
      expect(api.requestsTo('GET', '/admin/money/getPayouts').at(-1)?.query).toMatchObject({
        status: 'FAILED',
      }),
    );
    // Only the two failed ones are listed now.
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Payouts, newest first' })).getAllByRole('row'),
      ).toHaveLength(3),
    );
  });
});
