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
}
