import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, fail, ok, type FakeRequest } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';
import {
  adminOperator,
  bookingDetail,
  ids,
  signInOperator,
  supportOperator,
} from './adminFixtures';

function api(operator: object = supportOperator, extra: Parameters<typeof fakeApi>[0] = {}) {
  signInOperator();
  let detail = bookingDetail();
  const fake = fakeApi({
    'GET /admin/auth/getOperator': ok(operator),
    'GET /admin/booking/getBookingDetail/:id': () => ok(detail),
    'POST /admin/booking/refundBooking/:id': ({ body }: FakeRequest) => {
      const amount = (body as { amount: number }).amount;
      detail = bookingDetail({
        money: { paid: 3000, refunded: amount, held: 3000 - amount, refundable: 3000 - amount },
      });
      return ok(
        {
          bookingId: ids.booking,
          refunded: amount,
          fromHeld: amount,
          fromEarning: 0,
          refundedTotal: amount,
          refundable: 3000 - amount,
        },
        `₹${amount} refunded to the family's wallet`,
      );
    },
    'PATCH /admin/booking/cancelBooking/:id': () => {
      detail = bookingDetail({ status: 'CANCELLED', canCancel: false });
      return ok(
        { bookingId: ids.booking, status: 'CANCELLED', refunded: 3000 },
        "Booking cancelled; ₹3,000 refunded to the family's wallet",
      );
    },
    ...extra,
  });
  return fake;
}

const open = () => renderApp(`/admin/bookings/${ids.booking}`);

describe('a booking’s page', () => {
  it('shows the details, the money, every status with who and when, the messages and the ledger', async () => {
    api();
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: /Nursing Attendant/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Asha Rao' })).toHaveAttribute(
      'href',
      `/admin/people/family/${ids.family}`,
    );
    expect(screen.getByRole('link', { name: 'Kavita Sharma' })).toHaveAttribute(
      'href',
      `/admin/people/seller/Provider/${ids.caregiver}`,
    );

    const history = within(screen.getByRole('list', { name: 'Status history' }));
    const steps = history.getAllByRole('listitem');
    expect(steps).toHaveLength(2);
    expect(steps[0]).toHaveTextContent('Requested: Pending');
    expect(steps[0]).toHaveTextContent('Family Asha Rao');
    expect(steps[1]).toHaveTextContent('Pending → Accepted');
    expect(steps[1]).toHaveTextContent('Caregiver Kavita Sharma');
    // 07:00 UTC is 12:30 in India.
    expect(steps[1]).toHaveTextContent('12:30');

    expect(
      within(screen.getByRole('list', { name: 'Messages' })).getByText(/New request/),
    ).toBeInTheDocument();
    const ledger = within(screen.getByRole('table', { name: 'Ledger lines' }));
    expect(ledger.getByText('−₹3,000')).toBeInTheDocument();
    expect(ledger.getByText('+₹3,000')).toBeInTheDocument();
    expect(ledger.getByText('Held for the booking')).toBeInTheDocument();
  });

  it('refunds part of it after a confirmation, held to what is refundable and the operator’s limit', async () => {
    const fake = api(supportOperator, {
      'GET /admin/booking/getBookingDetail/:id': () =>
        ok(bookingDetail({ money: { paid: 9000, refunded: 0, held: 9000, refundable: 9000 } })),
    });
    const { user } = open();
    const refund = within(await screen.findByRole('form', { name: 'Refund the family' }));
    expect(screen.getByTestId('refundable-now')).toHaveTextContent('₹9,000');
    expect(screen.getByText(/your limit: ₹5,000 per refund/)).toBeInTheDocument();

    await user.type(refund.getByLabelText('Amount (₹)'), '6000');
    await user.type(refund.getByLabelText('Reason'), 'Late twice');
    await user.click(refund.getByRole('button', { name: 'Refund…' }));
    expect(
      await refund.findByText('Your limit is ₹5,000 per refund; ask an admin for more'),
    ).toBeInTheDocument();
    await user.clear(refund.getByLabelText('Amount (₹)'));
    await user.type(refund.getByLabelText('Amount (₹)'), '9500');
    await user.click(refund.getByRole('button', { name: 'Refund…' }));
    expect(await refund.findByText('At most ₹9,000 can be refunded now')).toBeInTheDocument();
    expect(fake.requestsTo('POST', '/admin/booking/refundBooking/:id')).toHaveLength(0);

    await user.clear(refund.getByLabelText('Amount (₹)'));
    await user.type(refund.getByLabelText('Amount (₹)'), '500.50');
    await user.clear(refund.getByLabelText('Reason'));
    await user.type(refund.getByLabelText('Reason'), '  Caregiver came late  ');
    await user.click(refund.getByRole('button', { name: 'Refund…' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: /Refund ₹500.50 to the family/ }),
    );
    expect(dialog.getByText('Reason: Caregiver came late')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Confirm refund' }));

    await waitFor(() =>
      expect(fake.requestsTo('POST', '/admin/booking/refundBooking/:id')).toHaveLength(1),
    );
    const sent = fake.requestsTo('POST', '/admin/booking/refundBooking/:id')[0]!;
    expect(sent.body).toEqual({ amount: 500.5, reason: 'Caregiver came late' });
    expect(sent.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText("₹500.5 refunded to the family's wallet")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the server’s refusal in the dialog', async () => {
    api(adminOperator, {
      'POST /admin/booking/refundBooking/:id': fail(
        409,
        'This refund would take ₹1,000 back from the caregiver, who has ₹0 of earnings not yet paid out.',
      ),
    });
    const { user } = open();
    const refund = within(await screen.findByRole('form', { name: 'Refund the family' }));
    expect(screen.getByText(/no limit of your own/)).toBeInTheDocument();
    await user.type(refund.getByLabelText('Amount (₹)'), '1000');
    await user.type(refund.getByLabelText('Reason'), 'Goodwill gesture');
    await user.click(refund.getByRole('button', { name: 'Refund…' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Confirm refund' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'has ₹0 of earnings not yet paid out',
    );
  });

  it('cancels with a reason after a confirmation', async () => {
    const fake = api();
    const { user } = open();
    const form = within(await screen.findByRole('form', { name: 'Cancel the booking' }));
    await user.click(form.getByRole('button', { name: 'Cancel booking…' }));
    expect(await form.findByText('Give a reason of at least 3 characters')).toBeInTheDocument();
    await user.type(form.getByLabelText('Reason for cancelling'), 'Caregiver is unwell');
    await user.click(form.getByRole('button', { name: 'Cancel booking…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel this booking?' }));
    expect(dialog.getByText(/₹3,000 goes back to the family’s wallet/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Confirm cancel' }));

    await waitFor(() =>
      expect(fake.requestsTo('PATCH', '/admin/booking/cancelBooking/:id')).toHaveLength(1),
    );
    expect(fake.requestsTo('PATCH', '/admin/booking/cancelBooking/:id')[0]!.body).toEqual({
      reason: 'Caregiver is unwell',
    });
    // Read again: cancelled, it offers no cancel.
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Cancel the booking' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { level: 1 }).parentElement).toHaveTextContent('Cancelled');
  });

  it('says so when the booking does not exist', async () => {
    api(supportOperator, {
      'GET /admin/booking/getBookingDetail/:id': fail(404, 'Booking not found', 'NOT_FOUND'),
    });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Booking not found');
  });
});
