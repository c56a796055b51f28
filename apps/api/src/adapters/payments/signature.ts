import { hmacSha256Hex, safeEqualHex } from '../../lib/crypto.ts';

/** Razorpay's checkout signature: HMAC-SHA256(order_id + "|" + payment_id) under the key secret. */
export function paymentSignature(secret: string, orderId: string, paymentId: string): string {
  return hmacSha256Hex(secret, `${orderId}|${paymentId}`);
}

export function isValidPaymentSignature(
  secret: string,
  orderId: string,
  paymentId: string,
  signature: string,
): boolean {
  return safeEqualHex(paymentSignature(secret, orderId, paymentId), signature);
}

/** Razorpay's webhook signature: HMAC-SHA256 of the raw body under the webhook secret. */
export function isValidWebhookSignature(
  secret: string,
  rawBody: Buffer,
  signature: string,
): boolean {
  return safeEqualHex(hmacSha256Hex(secret, rawBody.toString('utf8')), signature);
}
