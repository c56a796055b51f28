import type { PaymentGatewayKind } from '@care/shared';

export interface GatewayOrder {
  id: string;
  amount: number;
  currency: string;
}

/**
 * A card payment gateway: Razorpay when keys are set, otherwise the built-in sandbox. Both sign
 * a successful payment the same way, so the server verifies them with the same code.
 */
export interface PaymentGateway {
  readonly kind: PaymentGatewayKind;
  /** The public key the browser's checkout needs. */
  readonly keyId: string;
  /** Signs webhook bodies; undefined when webhooks are not configured. */
  readonly webhookSecret: string | undefined;
  createOrder(input: {
    amountPaise: number;
    receipt: string;
    notes?: Record<string, string>;
  }): Promise<GatewayOrder>;
  verifyPaymentSignature(orderId: string, paymentId: string, signature: string): boolean;
  /**
   * What the gateway itself reports it captured in [from, to), in paise, for reconciliation.
   * Absent for the sandbox, which keeps no books of its own.
   */
  capturedBetween?(from: Date, to: Date): Promise<number>;
  /**
   * Refunds part of a captured payment to the card or account it came from (a normal refund,
   * which the bank shows in days). Safe to repeat: the receipt doubles as the gateway's
   * idempotency key, so a retry answers the first refund rather than refunding again. The
   * outcome arrives later, as a `refund.processed` or `refund.failed` webhook.
   */
  refundPayment(input: RefundRequest): Promise<GatewayRefund>;
}

export interface RefundRequest {
  /** The gateway's id of the captured payment. */
  paymentId: string;
  amountPaise: number;
  /** Our refund's id: the gateway keeps it on the refund, and it names the retry. */
  receipt: string;
  notes?: Record<string, string>;
}

export interface GatewayRefund {
  id: string;
  amount: number;
  status: 'pending' | 'processed' | 'failed';
}

/**
 * The gateway refused a refund for good (the payment is too old, or already refunded in full):
 * sending it again cannot succeed, unlike a timeout or an outage, which can be retried.
 */
export class RefundRejectedError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RefundRejectedError';
  }
}
