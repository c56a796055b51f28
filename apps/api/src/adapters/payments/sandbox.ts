import { randomToken } from '../../lib/crypto.ts';
import { isValidPaymentSignature, paymentSignature } from './signature.ts';
import type { PaymentGateway } from './types.ts';

export const SANDBOX_KEY_ID = 'rzp_test_sandbox';

/**
 * Stands in for Razorpay when no keys are set, so the whole payment flow runs offline. Orders
 * are made up locally; a "payment" is a signature the server itself makes and later verifies
 * exactly as it verifies Razorpay's. The secret never leaves the server.
 */
export function createSandboxGateway(secret: string) {
  const gateway: PaymentGateway & {
    pay(orderId: string): { paymentId: string; signature: string };
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
  };
  return gateway;
}

export type SandboxGateway = ReturnType<typeof createSandboxGateway>;
