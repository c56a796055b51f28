import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setOperatorTokens } from '../../../lib/tokens';
import { fakeApi, ok, type FakeRequest } from '../../../test/fakeApi';
import { fakeJwt } from '../../../test/fakeJwt';
import { renderApp } from '../../../test/renderApp';

const operator = {
  id: 'a7c1f6a2-2c43-4d0e-9a55-3b1f0c2d9e01',
  mobile: '9000000002',
  role: 'support',
  refundLimitPaise: 500_000,
};

let nextId = 0;
const entry = (action: string, extra: object = {}) => ({
  id: `0c1d2e3f-0000-4000-8000-${String(++nextId).padStart(12, '0')}`,
  actorId: operator.id,
  actorMobile: '9000000001',
  actorRole: 'admin',
  action,
  entityType: action.split('.')[0],
  entityId: 'b1',
  before: null,
  after: null,
  reason: null,
  createdAt: '2026-11-24T06:30:00.000Z',
  ...extra,
});

function signInOperator() {
  setOperatorTokens({ accessToken: fakeJwt({ sub: operator.id, ut: 'Admin' }), refreshToken: 'r' });
}

describe('the console', () => {
  it('sends a visitor to the operator sign-in', async () => {
    fakeApi({});
    renderApp('/admin/audit');
    expect(await screen.findByRole('heading', { name: 'Operator sign-in' })).toBeInTheDocument();
  });

  it('shows the audit log with who, when, why and the values before and after, and filters it', async () => {
    signInOperator();
    const api = fakeApi({
      'GET /admin/auth/getOperator': () => ok(operator),
      'GET /admin/audit/getAuditLog': ({ query }: FakeRequest) =>
        ok({
          entries:
            query.action === 'booking.refund'
              ? [
                  entry('booking.refund', {
                    reason: 'Caregiver left early',
                    after: { amount: 150000 },
                  }),
                ]
              : [
                  entry('booking.refund', {
                    reason: 'Caregiver left early',
                    after: { amount: 150000 },
                  }),
                  entry('category.rename', {
                    before: { name: 'Eldercare' },
                    after: { name: 'Elder Care' },
                  }),
                ],
          pagination: { page: 1, limit: 50, total: 2, totalPages: 1 },
        }),
    });
    const { user } = renderApp('/admin/audit');

    const list = await screen.findByRole('list', { name: 'Audit entries' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('booking.refund')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Reason: Caregiver left early')).toBeInTheDocument();
    // 06:30 UTC is noon in India, whatever zone the test runs in.
    expect(within(rows[0]!).getByText(/12:00/)).toBeInTheDocument();
    expect(within(rows[1]!).getByText(/"Eldercare"/)).toBeInTheDocument();
    expect(await screen.findByTestId('operator-identity')).toHaveTextContent(
      '9000000002 · support',
    );

    await user.type(screen.getByLabelText('Action'), 'booking.refund');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Audit entries' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
    const last = api.requestsTo('GET', '/admin/audit/getAuditLog').at(-1);
    expect(last?.query.action).toBe('booking.refund');
  });
});
