import type { PaymentProof } from '@care/shared';
import { i18n } from '../../../lib/i18n';
import type { PaymentPrefill, PaymentResult } from './types';

export const RAZORPAY_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

/** The part of Razorpay Checkout's options and instance this app uses. */
export interface RazorpayOptions {
  key: string;
  order_id: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  prefill: PaymentPrefill;
  handler: (response: PaymentProof) => void;
  modal: { ondismiss: () => void };
  theme?: { color: string };
}

export interface RazorpayFailure {
  error: { description?: string; code?: string; reason?: string };
}

export interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', callback: (response: RazorpayFailure) => void): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<RazorpayConstructor | null> | null = null;

/**
 * Loads Razorpay Checkout on demand, so families who never pay by card never download it.
 * Resolves null when the script cannot load (offline, blocked); the next attempt tries again.
 */
export function loadRazorpayCheckout(): Promise<RazorpayConstructor | null> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  if (loading) return loading;
  loading = new Promise<RazorpayConstructor | null>((resolve) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_CHECKOUT_URL;
    script.async = true;
    script.onload = () => {
      loading = null;
      resolve(window.Razorpay ?? null);
    };
    script.onerror = () => {
      loading = null;
      // Remove the failed tag so a retry adds a fresh one instead of waiting on a dead one.
      script.remove();
      resolve(null);
    };
    document.head.appendChild(script);
  });
  return loading;
}

export interface CheckoutDetails {
  keyId: string;
  orderId: string;
  amountPaise: number;
  currency: string;
  description: string;
  prefill: PaymentPrefill;
}

/**
 * Opens Razorpay Checkout and settles when the customer pays or closes it. A declined attempt
 * is announced (SPEC 8) but does not settle: Checkout stays open so the customer can try
 * another card, or close it, which counts as dismissed.
 */
export function openRazorpayCheckout(
  Razorpay: RazorpayConstructor,
  details: CheckoutDetails,
  alert: (message: string) => void,
): Promise<PaymentResult> {
  return new Promise((resolve) => {
    const checkout = new Razorpay({
      key: details.keyId,
      order_id: details.orderId,
      amount: details.amountPaise,
      currency: details.currency,
      name: 'CareConnect',
      description: details.description,
      prefill: details.prefill,
      handler: (response) =>
        resolve({
          status: 'paid',
          proof: {
            razorpay_payment_id: response.razorpay_payment_id,
            razorpay_order_id: response.razorpay_order_id,
            razorpay_signature: response.razorpay_signature,
          },
        }),
      modal: { ondismiss: () => resolve({ status: 'dismissed' }) },
      theme: { color: '#0f766e' },
    });
    checkout.on('payment.failed', (response) => {
      alert(i18n.t('spec.paymentFailedPrefix') + (response.error.description ?? 'Unknown error'));
    });
    checkout.open();
  });
}
