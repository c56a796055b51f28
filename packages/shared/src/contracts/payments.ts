import {
  createOrderBodySchema,
  createOrderResponseSchema,
  sandboxPayBodySchema,
  sandboxPayResponseSchema,
} from '../schemas/payments.ts';
import { defineContract } from './define.ts';

/*
 * Paying: the server prices the draft and opens a gateway order. The Razorpay webhook is not a
 * contract: it is the gateway's call, not ours, and it must read the raw bytes it was signed over.
 */
export const paymentContracts = {
  createRazorpayOrder: defineContract({
    method: 'POST',
    path: '/customer/booking/createRazorpayOrder',
    access: ['Customer'],
    tag: 'payments',
    summary: 'Price a booking draft on the server and open a payment order for it',
    body: createOrderBodySchema,
    response: createOrderResponseSchema,
  }),
  /** Only with the sandbox gateway: what the 'Test payment' dialog calls. */
  sandboxPay: defineContract({
    method: 'POST',
    path: '/dev/sandbox/pay',
    access: ['Customer'],
    tag: 'dev',
    summary: "The sandbox gateway's payment: sign a success or describe a decline",
    body: sandboxPayBodySchema,
    response: sandboxPayResponseSchema,
  }),
};
