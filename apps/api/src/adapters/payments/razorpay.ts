import Razorpay from 'razorpay';
import { isValidPaymentSignature } from './signature.ts';
import { RefundRejectedError, type GatewayOrder, type PaymentGateway } from './types.ts';

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

/** The part of the SDK's HTTP client (axios) the adapter adjusts. */
interface SdkHttpClient {
  defaults: { baseURL: string };
  interceptors: {
    request: { use(onRequest: (request: OutgoingRequest) => OutgoingRequest): number };
  };
}
interface OutgoingRequest {
  method?: string;
  url?: string;
  data?: unknown;
  headers: { set(name: string, value: string): unknown };
}

const REFUND_PATH = /\/payments\/[^/]+\/refund$/;

/** The most payments Razorpay lists in one page. */
const PAGE = 100;

/** Razorpay through its official SDK. */
export function createRazorpayGateway(config: RazorpayConfig): PaymentGateway {
  const client = new Razorpay({ key_id: config.keyId, key_secret: config.keySecret });
  // The SDK fixes its host; point its HTTP client elsewhere only when told to (a local fake of
  // Razorpay's API in tests, or a proxy).
  const http = (client as unknown as { api: { rq: SdkHttpClient } }).api.rq;
  http.defaults.baseURL = config.apiUrl;
  // Razorpay makes a refund idempotent by the X-Refund-Idempotency header, which the SDK's
  // payments.refund cannot send: the refund's receipt (our refund's id) becomes the key, so a
  // retry after a timeout answers the first refund instead of refunding twice.
  http.interceptors.request.use((request) => {
    const receipt = (request.data as { receipt?: unknown } | undefined)?.receipt;
    if (
      request.method === 'post' &&
      REFUND_PATH.test(request.url ?? '') &&
      typeof receipt === 'string'
    ) {
      request.headers.set('X-Refund-Idempotency', receipt);
    }
    return request;
  });

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
    async refundPayment({ paymentId, amountPaise, receipt, notes }) {
      try {
        const refund = await client.payments.refund(paymentId, {
          amount: amountPaise,
          speed: 'normal',
          receipt,
          ...(notes ? { notes } : {}),
        });
        const status =
          refund.status === 'processed' || refund.status === 'failed' ? refund.status : 'pending';
        return { id: refund.id, amount: Number(refund.amount), status };
      } catch (error) {
        const shape = error as RazorpayErrorShape;
        const detail = shape?.error?.description ?? String(error);
        // 400 is Razorpay refusing this refund (already refunded, too old, under ₹1); anything
        // else (409 for the same key still in flight, 5xx, no answer) may succeed on a retry.
        if (shape?.statusCode === 400) throw new RefundRejectedError(detail, { cause: error });
        throw new Error(`Razorpay refund failed: ${detail}`, { cause: error });
      }
    },
    async capturedBetween(from, to) {
      // Razorpay lists payments 100 at a time by creation time; sum those it captured.
      let total = 0;
      for (let skip = 0; ; skip += PAGE) {
        const page = await client.payments.all({
          from: Math.floor(from.getTime() / 1000),
          to: Math.floor(to.getTime() / 1000) - 1,
          count: PAGE,
          skip,
        });
        for (const payment of page.items) if (payment.captured) total += Number(payment.amount);
        if (page.items.length < PAGE) return total;
      }
    },
  };
}
