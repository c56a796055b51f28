import type {
  BookingDraft,
  CreatedOrder,
  CreateOrderBody,
  CustomerBooking,
  PaymentProof,
} from '@care/shared';
import { apiRequest, apiRequestRaw } from '../../../lib/api';

/**
 * POST createRazorpayOrder. The server prices the draft itself and refuses a different amount
 * (400) or dates already taken (409). Its answer is not wrapped in `data`.
 */
export function createPaymentOrder(body: CreateOrderBody) {
  return apiRequestRaw<CreatedOrder>('/customer/booking/createRazorpayOrder', {
    method: 'POST',
    body,
    auth: 'customer',
  });
}

/** POST /dev/sandbox/pay: what the 'Test payment' dialog does in place of Razorpay Checkout. */
export function paySandboxOrder(orderId: string, outcome: 'success' | 'failure') {
  return apiRequest<PaymentProof>('/dev/sandbox/pay', {
    method: 'POST',
    body: { orderId, outcome },
    auth: 'customer',
  });
}

/** The fixed description the SPEC's wallet call sends. */
export const TOP_UP_DESCRIPTION = 'Initial top-up';

/** PATCH wallet/addMoney: credits a paid order to the wallet (once; a repeat is a no-op). */
export function addMoneyToWallet(amountRupees: number, proof: PaymentProof) {
  return apiRequest<{ balance: number; credited: boolean }>('/customer/wallet/addMoney', {
    method: 'PATCH',
    body: { amount: amountRupees, description: TOP_UP_DESCRIPTION, ...proof },
    auth: 'customer',
  });
}

/** POST createBookingRequest: books and pays from the wallet in one step (402 if it is short). */
export function createBookingRequest(draft: BookingDraft) {
  return apiRequest<CustomerBooking>('/customer/booking/createBookingRequest', {
    method: 'POST',
    body: draft,
    auth: 'customer',
  });
}
