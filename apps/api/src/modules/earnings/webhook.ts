import { z } from 'zod';
import { text } from '@care/shared';
import type { Database } from '../../db/client.ts';
import type { PayoutGateway } from '../../adapters/payouts/index.ts';
import { razorpayxPayoutSchema, toGatewayPayout } from '../../adapters/payouts/razorpayx.ts';
import { isValidWebhookSignature } from '../../adapters/payments/signature.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { applyPayoutNotice, type PayoutNoticeResult } from './payout-outcome.ts';

/** The payout events we act on; the others (queued, initiated, updated) change nothing here. */
const FINAL_EVENTS = new Set([
  'payout.processed',
  'payout.failed',
  'payout.rejected',
  'payout.reversed',
]);

const eventSchema = z.object({ event: text() });
const payoutEventSchema = z.object({
  event: text(),
  payload: z.object({ payout: z.object({ entity: razorpayxPayoutSchema }) }),
});

export interface PayoutWebhook {
  rawBody: Buffer;
  signature: string | undefined;
}

/**
 * A RazorpayX payout webhook (or the sandbox's, signed the same way). The signature covers the
 * raw bytes. Redelivered and out-of-order events are harmless: a payout settles once and only
 * moves forward. An event about a payout we do not know is acknowledged and nothing is written.
 */
export async function handlePayoutWebhook(
  db: Database,
  gateway: PayoutGateway,
  input: PayoutWebhook,
): Promise<PayoutNoticeResult> {
  if (
    !input.signature ||
    !isValidWebhookSignature(gateway.webhookSecret, input.rawBody, input.signature)
  ) {
    throw new AppError('INVALID_SIGNATURE', 400, 'Invalid webhook signature');
  }
  let body: unknown;
  try {
    body = JSON.parse(input.rawBody.toString('utf8'));
  } catch {
    throw badRequest('The request body is not valid JSON');
  }
  // A signed body of another shape is the gateway's business, not an error of ours: it is
  // acknowledged (so the gateway stops redelivering) and left alone.
  const event = eventSchema.safeParse(body);
  if (!event.success) return { handled: false, reason: 'malformed' };
  if (!FINAL_EVENTS.has(event.data.event)) return { handled: false, reason: 'ignored' };
  const parsed = payoutEventSchema.safeParse(body);
  if (!parsed.success) return { handled: false, reason: 'malformed' };
  const notice = toGatewayPayout(parsed.data.payload.payout.entity);
  // The event names the outcome even when the entity's status has moved on since.
  const status =
    event.data.event === 'payout.processed'
      ? 'processed'
      : event.data.event === 'payout.reversed'
        ? 'reversed'
        : 'failed';
  return db.transaction((tx) => applyPayoutNotice(tx, gateway.kind, { ...notice, status }));
}
