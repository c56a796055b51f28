import { messages } from '@care/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RAZORPAY_CHECKOUT_URL, type RazorpayOptions } from '../payment/razorpay';
import {
  COMPANY_ID,
  createdBooking,
  endDate,
  members,
  offerings,
  ok,
  proof,
  sandboxOrder,
  startDate,
} from '../test/fixtures';
import { deferred, type MockResponse } from '../test/mockApi';
import { acknowledgeAlert, expectNoAlert } from '../../../test/appAlert';
import { apiError, renderWizard, walkToReview } from '../test/renderWizard';

const ORDER = 'POST /customer/booking/createRazorpayOrder';
const SANDBOX_PAY = 'POST /dev/sandbox/pay';
const ADD_MONEY = 'PATCH /customer/wallet/addMoney';
const BOOK = 'POST /customer/booking/createBookingRequest';
const DECLINE = 'Your card was declined by the bank (test payment)';

const draft = {
  familyMemberId: members[0]!.id,
  startDate,
  endDate,
  companySvcId: offerings[0]!.id,
};

/** What addMoney answers: the payment credited and the draft booked, in one transaction. */
const recorded = (booking: unknown = createdBooking, bookingProblem: string | null = null) =>
  ok({ balance: booking ? 0 : 4200, credited: true, booking, bookingProblem });

/** The happy sandbox API: order, pay, then addMoney credits and books; or book from the wallet. */
const paymentRoutes = {
  [ORDER]: { body: sandboxOrder },
  [SANDBOX_PAY]: (call: { body: unknown }): MockResponse =>
    (call.body as { outcome: string }).outcome === 'success' ? ok(proof) : apiError(402, DECLINE),
  [ADD_MONEY]: recorded(),
  [BOOK]: { body: { success: true, message: messages.bookingCreated, data: createdBooking } },
};

const confirmButton = () => screen.getByRole('button', { name: 'Confirm & Pay' });

async function openTestPayment(overrides = {}) {
  const view = await renderWizard({ ...paymentRoutes, ...overrides });
  await walkToReview(view.user);
  await view.user.click(confirmButton());
  const dialog = await screen.findByRole('dialog', { name: 'Test payment' });
  return { ...view, dialog };
}

/** Back at step 4, not busy, nothing booked. */
async function expectStillAtReview() {
  await waitFor(() => expect(confirmButton()).toBeEnabled());
  expect(screen.getByRole('heading', { name: 'Review & Confirm' })).toBeInTheDocument();
  expect(screen.queryByText('Processing Payment...')).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Booking Successful' })).not.toBeInTheDocument();
}

afterEach(() => {
  delete window.Razorpay;
  document.head
    .querySelectorAll(`script[src="${RAZORPAY_CHECKOUT_URL}"]`)
    .forEach((s) => s.remove());
});

describe('Confirm & Pay', { timeout: 20_000 }, () => {
  it('reads "Processing Payment..." and is disabled while busy', async () => {
    const order = deferred<MockResponse>();
    const { user } = await renderWizard({ ...paymentRoutes, [ORDER]: () => order.promise });
    await walkToReview(user);
    await user.click(confirmButton());
    const busy = await screen.findByRole('button', { name: 'Processing Payment...' });
    expect(busy).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    order.resolve({ body: sandboxOrder });
    expect(await screen.findByRole('dialog', { name: 'Test payment' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Processing Payment...' })).toBeDisabled();
  });

  it('pays in the Test payment dialog, then addMoney credits and books in one call', async () => {
    const { user, dialog, api } = await openTestPayment();
    expect(within(dialog).getByText('₹4,200')).toBeInTheDocument();
    expect(within(dialog).getByText('Nursing Attendant for 3 days')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));

    expect(await screen.findByRole('heading', { name: 'Booking Successful' })).toBeInTheDocument();
    expect(await screen.findByText(messages.bookingCreated)).toBeInTheDocument();
    expect(screen.getByText('Start Code').nextSibling).toHaveTextContent('654401');
    expect(screen.getByText('End Code').nextSibling).toHaveTextContent('597830');
    expect(screen.getByRole('link', { name: 'View My Bookings' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(screen.queryByText(/Step \d of 4/)).not.toBeInTheDocument();

    const payment = api
      .sequence()
      .filter((key) => [ORDER, SANDBOX_PAY, ADD_MONEY, BOOK].includes(key));
    // Exactly these calls: no separate createBookingRequest after paying.
    expect(payment).toEqual([ORDER, SANDBOX_PAY, ADD_MONEY]);
    expect(api.callsTo(ORDER)[0]!.body).toEqual({ ...draft, amount: 420_000 });
    expect(api.callsTo(SANDBOX_PAY)[0]!.body).toEqual({
      orderId: 'order_sbx_1',
      outcome: 'success',
    });
    expect(api.callsTo(ADD_MONEY)[0]!.body).toEqual({
      amount: 4200,
      description: 'Initial top-up',
      ...proof,
    });
    expect(api.callsTo(BOOK)).toHaveLength(0);
  });

  it('refreshes My Bookings and the wallet after booking', async () => {
    const { user, dialog, api, router } = await openTestPayment({
      'GET /customer/booking/getCustomerBookings': ok([createdBooking]),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    await screen.findByRole('heading', { name: 'Booking Successful' });
    const walletReads = api.callsTo('GET /customer/wallet/getWallet').length;
    await user.click(screen.getByRole('link', { name: 'View My Bookings' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    await waitFor(() =>
      expect(api.callsTo('GET /customer/booking/getCustomerBookings').length).toBeGreaterThan(0),
    );
    expect(walletReads).toBeGreaterThan(1);
  });

  it('alerts "Payment failed: ..." on Fail payment and stays at step 4, not busy', async () => {
    const { user, dialog, api } = await openTestPayment();
    await user.click(within(dialog).getByRole('button', { name: 'Fail payment' }));
    await acknowledgeAlert(user, `Payment failed: ${DECLINE}`);
    await expectStillAtReview();
    expect(screen.queryByRole('dialog', { name: 'Test payment' })).not.toBeInTheDocument();
    expect(api.callsTo(SANDBOX_PAY)[0]!.body).toEqual({
      orderId: 'order_sbx_1',
      outcome: 'failure',
    });
    expect(api.callsTo(ADD_MONEY)).toHaveLength(0);
    expect(api.callsTo(BOOK)).toHaveLength(0);
  });

  it('Cancel closes the dialog, clears busy and stays at step 4 without paying', async () => {
    const { user, dialog, api } = await openTestPayment();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expectStillAtReview();
    expect(screen.queryByRole('dialog', { name: 'Test payment' })).not.toBeInTheDocument();
    expect(api.callsTo(SANDBOX_PAY)).toHaveLength(0);
    expect(api.callsTo(BOOK)).toHaveLength(0);
    expectNoAlert();
  });

  it('Escape dismisses the dialog like Cancel', async () => {
    const { dialog, api } = await openTestPayment();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await expectStillAtReview();
    expect(api.callsTo(SANDBOX_PAY)).toHaveLength(0);
  });

  it('after a payment, a failed addMoney alerts, and the retry records it without a new charge', async () => {
    let creditFails = true;
    const { user, dialog, api } = await openTestPayment({
      [ADD_MONEY]: () => (creditFails ? apiError(500, 'Internal error') : recorded()),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    await acknowledgeAlert(user, messages.paymentOkBookingFailed);
    await expectStillAtReview();
    expect(screen.getByText(/Your payment of ₹4,200 was received/)).toBeInTheDocument();
    expect(api.callsTo(BOOK)).toHaveLength(0);

    creditFails = false;
    await user.click(confirmButton());
    expect(await screen.findByRole('heading', { name: 'Booking Successful' })).toBeInTheDocument();
    expect(api.callsTo(ORDER)).toHaveLength(1);
    expect(api.callsTo(SANDBOX_PAY)).toHaveLength(1);
    expect(api.callsTo(ADD_MONEY)).toHaveLength(2);
    expect(api.callsTo(ADD_MONEY)[1]!.body).toEqual(api.callsTo(ADD_MONEY)[0]!.body);
    expect(api.callsTo(BOOK)).toHaveLength(0);
  });

  it('when addMoney books nothing, alerts and says the money is safe in the wallet, and why', async () => {
    const taken = 'This service is fully booked on ' + startDate;
    const { user, dialog, api } = await openTestPayment({
      [ADD_MONEY]: recorded(null, taken),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    await acknowledgeAlert(user, messages.paymentOkBookingFailed);
    await expectStillAtReview();
    expect(
      screen.getByText('Your payment of ₹4,200 is safe in your CareConnect wallet.'),
    ).toBeInTheDocument();
    expect(screen.getByText(`${taken}.`)).toBeInTheDocument();
    expect(api.callsTo(ADD_MONEY)).toHaveLength(1);
    expect(api.callsTo(BOOK)).toHaveLength(0);
    expectNoAlert();
  });

  it('books straight from the wallet when its balance covers the total', async () => {
    const { user, api } = await renderWizard({
      ...paymentRoutes,
      'GET /customer/wallet/getWallet': ok({ balance: 5000, entries: [], withdrawals: [] }),
    });
    await walkToReview(user);
    expect(
      await screen.findByText(/Paid from your CareConnect wallet \(balance ₹5,000\)/),
    ).toBeInTheDocument();
    await user.click(confirmButton());
    expect(await screen.findByRole('heading', { name: 'Booking Successful' })).toBeInTheDocument();
    expect(api.callsTo(ORDER)).toHaveLength(0);
    expect(api.callsTo(ADD_MONEY)).toHaveLength(0);
    expect(api.callsTo(BOOK)[0]!.body).toEqual(draft);
  });

  it('pays what the wallet holds and charges the card only the rest', async () => {
    const { user, api } = await renderWizard({
      ...paymentRoutes,
      'GET /customer/wallet/getWallet': ok({ balance: 3000, entries: [], withdrawals: [] }),
      [ORDER]: { body: { ...sandboxOrder, amount: 120_000, fromWallet: 300_000 } },
      [ADD_MONEY]: recorded(),
    });
    await walkToReview(user);
    const useWallet = await screen.findByRole('checkbox', {
      name: 'Use my wallet balance of ₹3,000',
    });
    expect(useWallet).toBeChecked();
    expect(screen.getByText('₹3,000 from your wallet · ₹1,200 by card')).toBeInTheDocument();
    await user.click(confirmButton());
    const dialog = await screen.findByRole('dialog', { name: 'Test payment' });
    expect(within(dialog).getByText('₹1,200')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    expect(await screen.findByRole('heading', { name: 'Booking Successful' })).toBeInTheDocument();
    expect(api.callsTo(ORDER)[0]!.body).toEqual({ ...draft, useWallet: true, amount: 120_000 });
    expect(api.callsTo(ADD_MONEY)[0]!.body).toMatchObject({ amount: 1200 });
    expect(api.callsTo(BOOK)).toHaveLength(0);
  });

  it('charges the card the whole total when the family keeps its wallet', async () => {
    const { user, api } = await renderWizard({
      ...paymentRoutes,
      'GET /customer/wallet/getWallet': ok({ balance: 3000, entries: [], withdrawals: [] }),
    });
    await walkToReview(user);
    await user.click(
      await screen.findByRole('checkbox', { name: 'Use my wallet balance of ₹3,000' }),
    );
    expect(screen.getByText('₹4,200 by card; your wallet keeps ₹3,000')).toBeInTheDocument();
    await user.click(confirmButton());
    await screen.findByRole('dialog', { name: 'Test payment' });
    expect(api.callsTo(ORDER)[0]!.body).toEqual({ ...draft, amount: 420_000 });
  });

  it('alerts the server’s words and charges nothing when the wallet changed meanwhile', async () => {
    const changed = 'Your wallet balance changed; please review the amount and try again';
    const { user, api } = await renderWizard({
      ...paymentRoutes,
      'GET /customer/wallet/getWallet': ok({ balance: 3000, entries: [], withdrawals: [] }),
      [ORDER]: apiError(400, changed),
    });
    await walkToReview(user);
    await user.click(confirmButton());
    await acknowledgeAlert(user, changed);
    expect(api.callsTo(SANDBOX_PAY)).toHaveLength(0);
    await expectStillAtReview();
  });

  it('alerts "Invalid booking amount" when the total is not positive, and calls nothing', async () => {
    const free = [{ ...offerings[0]!, pricePerDay: 0 }];
    const { user, api } = await renderWizard({
      ...paymentRoutes,
      [`GET /company/companyService/getAllCompanyServicesForCustomer/${COMPANY_ID}`]: ok(free),
    });
    await walkToReview(user);
    await user.click(confirmButton());
    await acknowledgeAlert(user, messages.invalidBookingAmount);
    expect(api.callsTo(ORDER)).toHaveLength(0);
    expect(api.callsTo(BOOK)).toHaveLength(0);
    expect(confirmButton()).toBeEnabled();
  });

  it("shows the server's message when the dates are taken before paying", async () => {
    const busy = 'This caregiver is already booked on some of these dates';
    const { user, api } = await renderWizard({
      ...paymentRoutes,
      [ORDER]: apiError(409, busy),
    });
    await walkToReview(user);
    await user.click(confirmButton());
    await acknowledgeAlert(user, busy);
    await expectStillAtReview();
    expect(screen.getByText('No money was taken. Go back and choose other dates.')).toBeVisible();
    expect(api.callsTo(SANDBOX_PAY)).toHaveLength(0);

    // New dates make the notice stale.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.input(await screen.findByLabelText('End date'), { target: { value: startDate } });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Review & Confirm' });
    expect(screen.getByText('Duration').nextSibling).toHaveTextContent('1 day');
    expect(screen.queryByText(busy)).not.toBeInTheDocument();
  });

  it('alerts "Something went wrong" for any other error', async () => {
    const { user } = await renderWizard({
      ...paymentRoutes,
      [ORDER]: apiError(500, 'Internal'),
    });
    await walkToReview(user);
    await user.click(confirmButton());
    await acknowledgeAlert(user, messages.somethingWentWrong);
    await expectStillAtReview();
  });
});

describe('Confirm & Pay with Razorpay', { timeout: 20_000 }, () => {
  const razorpayOrder = {
    ...sandboxOrder,
    id: 'order_rzp_1',
    gateway: 'razorpay',
    keyId: 'rzp_test_key',
  };

  it('alerts when the Checkout script fails to load, and stays at step 4', async () => {
    const { user, api } = await renderWizard({
      ...paymentRoutes,
      [ORDER]: { body: razorpayOrder },
    });
    await walkToReview(user);
    await user.click(confirmButton());
    const script = await waitFor(() => {
      const found = document.head.querySelector<HTMLScriptElement>(
        `script[src="${RAZORPAY_CHECKOUT_URL}"]`,
      );
      expect(found).not.toBeNull();
      return found!;
    });
    fireEvent.error(script);
    await acknowledgeAlert(user, messages.razorpaySdkFailed);
    await expectStillAtReview();
    expect(script.isConnected).toBe(false);
    expect(api.callsTo(ADD_MONEY)).toHaveLength(0);
  });

  it('opens Checkout with the order and prefill, and books after its handler', async () => {
    const opened: RazorpayOptions[] = [];
    const failedListeners: ((response: { error: { description: string } }) => void)[] = [];
    window.Razorpay = class {
      constructor(readonly options: RazorpayOptions) {
        opened.push(options);
      }
      open() {}
      on(_event: string, listener: (response: { error: { description: string } }) => void) {
        failedListeners.push(listener);
      }
    } as unknown as NonNullable<typeof window.Razorpay>;

    const { user, api } = await renderWizard({
      ...paymentRoutes,
      [ORDER]: { body: razorpayOrder },
    });
    await walkToReview(user);
    await user.click(confirmButton());
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]).toMatchObject({
      key: 'rzp_test_key',
      order_id: 'order_rzp_1',
      amount: 420_000,
      currency: 'INR',
      name: 'CareConnect',
      description: 'Nursing Attendant for 3 day(s)',
      prefill: { name: 'Meena Iyer', email: 'meena@example.in', contact: '9123456780' },
    });

    // A declined card is announced, but Checkout stays open for another try.
    act(() => failedListeners[0]!({ error: { description: 'Card declined' } }));
    await acknowledgeAlert(user, 'Payment failed: Card declined');
    expect(screen.getByRole('button', { name: 'Processing Payment...' })).toBeDisabled();

    opened[0]!.handler({ ...proof, razorpay_order_id: 'order_rzp_1' });
    expect(await screen.findByRole('heading', { name: 'Booking Successful' })).toBeInTheDocument();
    expect(api.callsTo(ADD_MONEY)[0]!.body).toMatchObject({
      amount: 4200,
      description: 'Initial top-up',
      razorpay_order_id: 'order_rzp_1',
    });
    expect(api.callsTo(SANDBOX_PAY)).toHaveLength(0);
    expect(api.callsTo(BOOK)).toHaveLength(0);
  });

  it('closing Checkout clears busy and stays at step 4', async () => {
    let options: RazorpayOptions | undefined;
    window.Razorpay = class {
      constructor(given: RazorpayOptions) {
        options = given;
      }
      open() {}
      on() {}
    } as unknown as NonNullable<typeof window.Razorpay>;
    const { user, api } = await renderWizard({
      ...paymentRoutes,
      [ORDER]: { body: razorpayOrder },
      'GET /customer/auth/getCustomerProfile': apiError(500, 'down'),
    });
    await walkToReview(user);
    await user.click(confirmButton());
    await waitFor(() => expect(options).toBeDefined());
    // Without a profile, Checkout still opens with placeholders.
    expect(options!.prefill.name).toBeTruthy();
    expect(options!.prefill.contact).toMatch(/^\d{10}$/);
    options!.modal.ondismiss();
    await expectStillAtReview();
    expect(api.callsTo(ADD_MONEY)).toHaveLength(0);
  });
});
