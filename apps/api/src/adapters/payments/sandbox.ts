import { randomToken, sha256Hex } from '../../lib/crypto.ts';
import { createSandboxWebhooks, type WebhookDelivery } from '../sandbox-webhooks.ts';
import { isValidPaymentSignature, paymentSignature } from './signature.ts';
import type { PaymentGateway } from './types.ts';

export const SANDBOX_KEY_ID = 'rzp_test_sandbox';

/** How long the sandbox's "bank" takes to process a refund ("within a few seconds"). */
export const SANDBOX_REFUND_MS = 2_000;

export type { WebhookDelivery };

/**
 * The sandbox's id for the refund of one of our refund rows: the same receipt always names the
 * same refund, as Razorpay's idempotency key does, so a retried refund is the first one.
 */
export const sandboxRefundId = (receipt: string) => `rfnd_sbx_${sha256Hex(receipt).slice(0, 14)}`;

/**
 * Stands in for Razorpay when no keys are set, so the whole payment flow runs offline. Orders
 * are made up locally; a "payment" is a signature the server itself makes and later verifies
 * exactly as it verifies Razorpay's. The secret never leaves the server.
 */
export function createSandboxGateway(secret: string) {
  const webhooks = createSandboxWebhooks(secret, 'refund');

  const gateway: PaymentGateway & {
    pay(orderId: string): { paymentId: string; signature: string };
    /** Where the sandbox posts its webhooks: the same handler Razorpay's reach. */
    deliverWebhooksTo(listener: (delivery: WebhookDelivery) => Promise<unknown>): void;
    /** Stops sending and waits for deliveries under way (before the database closes). */
    close(): Promise<void>;
  } = {
    kind: 'sandbox',
    keyId: SANDBOX_KEY_ID,
    webhookSecret: secret,
    async createOrder({ amountPaise }) {
      return { id: `order_sbx_${randomToken(10)}`, amount: amountPaise, currency: 'INR' };
    },
    verifyPaymentSignature(orderId, paymentId, signature) {
      return isValidPaymentSignature(secret, orderId, paymentId, signature);
    },
    pay(orderId) {
      const paymentId = `pay_sbx_${randomToken(10)}`;
      return { paymentId, signature: paymentSignature(secret, orderId, paymentId) };
    },
    /** Every refund is processed a moment later, reported by a `refund.processed` webhook. */
    async refundPayment({ paymentId, amountPaise, receipt, notes }) {
      const id = sandboxRefundId(receipt);
      webhooks.sendLater(
        'refund.processed',
        {
          id,
          entity: 'refund',
          amount: amountPaise,
          currency: 'INR',
          payment_id: paymentId,
          notes: notes ?? {},
          receipt,
          status: 'processed',
          speed_requested: 'normal',
          speed_processed: 'normal',
        },
        SANDBOX_REFUND_MS,
      );
      return { id, amount: amountPaise, status: 'pending' as const };
    },
    deliverWebhooksTo: webhooks.deliverTo,
    close: webhooks.close,
  };
  return gateway;
}

export type SandboxGateway = ReturnType<typeof createSandboxGateway>;
