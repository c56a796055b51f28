import Razorpay from 'razorpay';
import { isValidPaymentSignature } from './signature.ts';
import type { GatewayOrder, PaymentGateway } from './types.ts';

export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string | undefined;
  apiUrl: string;
}

interface RazorpayErrorShape {
  statusCode?: number;
  error?: { description?: string };
}

/** Razorpay through its official SDK. */
export function createRazorpayGateway(config: RazorpayConfig): PaymentGateway {
  const client = new Razorpay({ key_id: config.keyId, key_secret: config.keySecret });
  // The SDK fixes its host; point its HTTP client elsewhere only when told to (a local fake of
  // Razorpay's API in tests, or a proxy).
  (
    client as unknown as { api: { rq: { defaults: { baseURL: string } } } }
  ).api.rq.defaults.baseURL = config.apiUrl;

  return {
    kind: 'razorpay',
    keyId: config.keyId,
    webhookSecret: config.webhookSecret,
    async createOrder({ amountPaise, receipt, notes }): Promise<GatewayOrder> {
      try {
        const order = await client.orders.create({
          amount: amountPaise,
          currency: 'INR',
          receipt,
          ...(notes ? { notes } : {}),
        });
        return { id: order.id, amount: Number(order.amount), currency: order.currency };
      } catch (error) {
        const detail = (error as RazorpayErrorShape)?.error?.description ?? String(error);
        throw new Error(`Razorpay order failed: ${detail}`, { cause: error });
      }
    },
    verifyPaymentSignature(orderId, paymentId, signature) {
      return isValidPaymentSignature(config.keySecret, orderId, paymentId, signature);
    },
  };
}
