import { hmacSha256Hex, sha256Hex } from '../lib/crypto.ts';

/** A signed webhook, as Razorpay and RazorpayX POST one: the raw body, signature and event id. */
export interface WebhookDelivery {
  rawBody: Buffer;
  signature: string;
  eventId: string;
}

export type WebhookListener = (delivery: WebhookDelivery) => Promise<unknown>;

/**
 * How the offline sandboxes report what their "bank" did: a moment later they post a webhook,
 * signed with their secret, into the same handler the real gateway's webhooks reach, so the
 * sandbox exercises the real settlement code. Nothing but timers is kept: a delivery a restart
 * cut off is finished by the job that settles what is still open.
 */
export function createSandboxWebhooks(secret: string, resource: 'refund' | 'payout') {
  let deliver: WebhookListener | undefined;
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<Promise<unknown>>();

  return {
    /** Posts `event` about `entity` after `delayMs`, to whoever listens then. */
    sendLater(event: string, entity: { id: string } & Record<string, unknown>, delayMs: number) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!deliver) return;
        const rawBody = Buffer.from(
          JSON.stringify({
            entity: 'event',
            event,
            contains: [resource],
            payload: { [resource]: { entity } },
            created_at: Math.floor(Date.now() / 1000),
          }),
        );
        const delivery = deliver({
          rawBody,
          signature: hmacSha256Hex(secret, rawBody.toString('utf8')),
          eventId: `evt_sbx_${sha256Hex(`${event}:${entity.id}`).slice(0, 14)}`,
        })
          // A delivery that fails is left to the job that settles what is still open.
          .catch(() => undefined)
          .finally(() => inFlight.delete(delivery));
        inFlight.add(delivery);
      }, delayMs);
      timer.unref();
      timers.add(timer);
    },
    /** Where the sandbox posts its webhooks: the handler the real gateway's reach. */
    deliverTo(listener: WebhookListener) {
      deliver = listener;
    },
    /** Stops sending and waits for deliveries under way (before the database closes). */
    async close() {
      deliver = undefined;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...inFlight]);
    },
  };
}
