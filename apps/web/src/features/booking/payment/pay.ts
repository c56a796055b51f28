import { ApiError } from '../../../lib/api';
import { i18n } from '../../../lib/i18n';
import { paySandboxOrder } from '../api/payments';
import { loadRazorpayCheckout, openRazorpayCheckout, type RazorpayConstructor } from './razorpay';
import type { PaymentRequest, PaymentResult, SandboxChoice } from './types';

export interface PaymentDependencies {
  /** Shows the 'Test payment' dialog and resolves with the customer's choice. */
  chooseSandboxOutcome: (request: PaymentRequest) => Promise<SandboxChoice>;
  /** Announces a failure the customer must hear about (the app's alert dialog). */
  alert: (message: string) => void;
  paySandbox?: typeof paySandboxOrder;
  loadRazorpay?: () => Promise<RazorpayConstructor | null>;
}

/** "Home Nursing for 3 day(s)": what Razorpay Checkout shows under the brand (SPEC 7). */
export function paymentDescription(serviceName: string, days: number): string {
  return `${serviceName} for ${days} day(s)`;
}

/**
 * Takes the customer through the order's gateway: the sandbox 'Test payment' dialog, or
 * Razorpay Checkout. Every failure the customer must hear about is announced here, so the
 * caller only needs to know whether money was paid (and then holds the proof).
 */
export async function pay(
  request: PaymentRequest,
  {
    chooseSandboxOutcome,
    alert,
    paySandbox = paySandboxOrder,
    loadRazorpay = loadRazorpayCheckout,
  }: PaymentDependencies,
): Promise<PaymentResult> {
  const { order } = request;

  if (order.gateway === 'sandbox') {
    const choice = await chooseSandboxOutcome(request);
    if (choice === 'dismissed') return { status: 'dismissed' };
    try {
      const proof = await paySandbox(order.id, choice);
      return { status: 'paid', proof };
    } catch (error) {
      // A decline (402) carries the bank's description; a dropped connection means no payment.
      if (!(error instanceof ApiError)) throw error;
      alert(i18n.t('spec.paymentFailedPrefix') + error.message);
      return { status: 'failed', message: error.message };
    }
  }

  const Razorpay = await loadRazorpay();
  if (!Razorpay) {
    alert(i18n.t('spec.razorpaySdkFailed'));
    return { status: 'unavailable' };
  }
  return openRazorpayCheckout(
    Razorpay,
    {
      keyId: order.keyId,
      orderId: order.id,
      amountPaise: order.amount,
      currency: order.currency,
      description: paymentDescription(request.serviceName, request.days),
      prefill: await request.prefill(),
    },
    alert,
  );
}
