import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok, type FakeRequest } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';
import {
  adminOperator,
  bookingRow,
  ids,
  sellerRecord,
  signInOperator,
  supportOperator,
} from '../bookings/adminFixtures';

function api(operator: object) {
  signInOperator();
  let record = sellerRecord();
  const fake = fakeApi({
    'GET /admin/auth/getOperator': ok(operator),
    'GET /admin/people/getSeller/:type/:id': () => ok(record),
    'PATCH /admin/people/suspend/:type/:id': ({ body }: FakeRequest) => {
      const reason = (body as { reason: string }).reason;
      record = sellerRecord({
        isActive: false,
        suspendedAt: '2026-11-24T06:30:00.000Z',
        suspensionReason: reason,
      });
      return ok(
        {
          kind: 'Provider',
          id: ids.caregiver,
          suspendedAt: record.suspendedAt,
          suspensionReason: reason,
          openBookings: record.openBookings,
        },
        'Suspended. 1 open booking(s) need your decision.',
      );
    },
  });
  return fake;
}

const open = () => renderApp(`/admin/people/seller/Provider/${ids.caregiver}`);

describe('a seller’s record', () => {
  it('shows their bookings, own cancellations, reviews, money and payouts', async () => {
    api(supportOperator);
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kavita Sharma' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Listed, online')).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cancellations by them (1)' })).toBeInTheDocument();
    expect(screen.getByText(/My mother is in hospital/)).toBeInTheDocument();
    expect(screen.getByText('Kind and on time')).toBeInTheDocument();
    expect(screen.getByText('4.0 of 5 from 1 review')).toBeInTheDocument();
    expect(screen.getByText('Available to pay out: ₹1,264')).toBeInTheDocument();
    expect(screen.getByText(/₹500 to Bank XXXXXX7890 · processed/)).toBeInTheDocument();
    const openTable = within(screen.getByRole('table', { name: 'Open bookings' }));
    expect(openTable.getByRole('link', { name: /Nursing Attendant/ })).toHaveAttribute(
      'href',
      `/admin/bookings/${bookingRow(1).id}`,
    );
    // Support sees the state, not the action.
    expect(screen.getByText('Only an admin can suspend or reinstate.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Suspend' })).not.toBeInTheDocument();
  });

  it('lets an admin suspend with a reason after a confirmation, then shows what to resolve', async () => {
    const fake = api(adminOperator);
    const { user } = open();
    const form = within(await screen.findByRole('form', { name: 'Suspend' }));
    await user.click(form.getByRole('button', { name: 'Suspend…' }));
    expect(await form.findByText('Give a reason of at least 3 characters')).toBeInTheDocument();
    await user.type(form.getByLabelText('Reason for suspending'), 'Complaints from three families');
    await user.click(form.getByRole('button', { name: 'Suspend…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Suspend Kavita Sharma?' }));
    expect(dialog.getByText(/unlisted and cannot take new requests/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Confirm suspend' }));

    await waitFor(() =>
      expect(fake.requestsTo('PATCH', '/admin/people/suspend/:type/:id')).toHaveLength(1),
    );
    expect(fake.requestsTo('PATCH', '/admin/people/suspend/:type/:id')[0]).toMatchObject({
      params: { type: 'Provider', id: ids.caregiver },
      body: { reason: 'Complaints from three families' },
    });
    expect(
      await screen.findByText('Suspended. 1 open booking(s) need your decision.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Open bookings to resolve' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Unlisted')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Reinstate' })).toBeInTheDocument();
  });
});
