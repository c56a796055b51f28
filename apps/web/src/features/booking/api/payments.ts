import {
  bookingContracts,
  paymentContracts,
  rupees,
  walletContracts,
  type BookingDraft,
  type CreateOrderBody,
  type PaymentProof,
} from '@care/shared';
import { z } from 'zod';
import { call, callForResponse } from '../../../lib/call';

/**
 * POST createRazorpayOrder. The server prices the draft itself and refuses a different amount
 * (400) or dates already taken (409). Its answer is not wrapped in `data`.
 */
export function createPaymentOrder(body: CreateOrderBody) {
  return callForResponse(paymentContracts.createRazorpayOrder, { body });
}

/** POST /dev/sandbox/pay: what the 'Test payment' dialog does in place of Razorpay Checkout. */
export function paySandboxOrder(orderId: string, outcome: 'success' | 'failure') {
  return call(paymentContracts.sandboxPay, { body: { orderId, outcome } });
}

/** The fixed description the SPEC's wallet call sends. */
export const TOP_UP_DESCRIPTION = 'Initial top-up';

/**
 * PATCH wallet/addMoney: verifies the payment, credits it to the wallet and books the draft the
 * order was priced for, in one server transaction; answers the `booking`, or null with the
 * `bookingProblem` (the money then waits in the wallet). Once per payment: a repeat answers the
 * first outcome without a new credit. The spec's field is rupees; the shared codec writes the
 * paise as rupees (decision 011).
 */
export function addMoneyToWallet(amountPaise: number, proof: PaymentProof) {
  return call(walletContracts.addMoney, {
    body: {
      amount: z.encode(rupees(), amountPaise),
      description: TOP_UP_DESCRIPTION,
      ...proof,
    },
  });
}

/**
 * POST createBookingRequest: books and pays from the wallet in one step (402 if it is short);
 * only for a wallet that already covers the total, never after a card payment.
 */
export function createBookingRequest(draft: BookingDraft) {
  return call(bookingContracts.createBookingRequest, { body: draft });
}
