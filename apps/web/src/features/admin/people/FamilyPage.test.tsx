import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, fail, ok, type FakeRequest } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';
import { adminOperator, familyRecord, ids, signInOperator } from '../bookings/adminFixtures';

describe('a family’s page', () => {
  it('shows the family, members, wallet and bookings, and reinstates a suspended family', async () => {
    signInOperator();
    let record = familyRecord({
      suspendedAt: '2026-11-20T06:30:00.000Z',
      suspensionReason: 'Payment dispute',
    });
    const fake = fakeApi({
      'GET /admin/auth/getOperator': ok(adminOperator),
      'GET /admin/people/getFamily/:id': () => ok(record),
      'PATCH /admin/people/reinstate/:type/:id': ({ body }: FakeRequest) => {
        record = familyRecord();
        expect(body).toEqual({ reason: 'Dispute settled' });
        return ok(
          {
            kind: 'Customer',
            id: ids.family,
            suspendedAt: null,
            suspensionReason: null,
            openBookings: [],
          },
          'Reinstated',
        );
      },
    });
    const { user } = renderApp(`/admin/people/family/${ids.family}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Rao' })).toBeInTheDocument();
    expect(screen.getByText(/Payment dispute/)).toBeInTheDocument();
    expect(screen.getByText('Shanta Rao, 74 (Mother, Female)')).toBeInTheDocument();
    expect(screen.getByText('₹1,500')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Latest bookings' })).toBeInTheDocument();

    const form = within(screen.getByRole('form', { name: 'Reinstate' }));
    await user.type(form.getByLabelText('Reason for reinstating'), 'Dispute settled');
    await user.click(form.getByRole('button', { name: 'Reinstate…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reinstate Asha Rao?' }));
    await user.click(dialog.getByRole('button', { name: 'Confirm reinstate' }));
    await waitFor(() =>
      expect(fake.requestsTo('PATCH', '/admin/people/reinstate/:type/:id')).toHaveLength(1),
    );
    expect(fake.requestsTo('PATCH', '/admin/people/reinstate/:type/:id')[0]!.params).toEqual({
      type: 'Customer',
      id: ids.family,
    });
    expect(await screen.findByRole('form', { name: 'Suspend' })).toBeInTheDocument();
  });

  it('says so when there is no such family', async () => {
    signInOperator();
    fakeApi({
      'GET /admin/auth/getOperator': ok(adminOperator),
      'GET /admin/people/getFamily/:id': fail(404, 'Family not found', 'NOT_FOUND'),
    });
    renderApp(`/admin/people/family/${ids.family}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Family not found');
  });
});
