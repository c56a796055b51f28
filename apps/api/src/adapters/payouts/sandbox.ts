import { sha256Hex } from '../../lib/crypto.ts';
import { createSandboxWebhooks, type WebhookDelivery } from '../sandbox-webhooks.ts';
import type { GatewayPayout, PayoutGateway } from './types.ts';

/** How long the sandbox's "bank" takes to pay a caregiver (the contract says within 5 s). */
export const SANDBOX_PAYOUT_MS = 1_000;

/** A signed webhook, as RazorpayX would POST it. */
export type PayoutWebhookDelivery = WebhookDelivery;

const digest = (value: string, length: number) => sha256Hex(value).slice(0, length);

/** The same payout of ours is always the same sandbox payout, as RazorpayX's idempotency key. */
export const sandboxPayoutId = (payoutId: string) => `pout_sbx_${digest(payoutId, 14)}`;

/**
 * Stands in for RazorpayX when its keys are absent, so payouts run offline. Every payout is
 * "paid" a moment later and reported by a signed `payout.processed` webhook into the same
 * handler RazorpayX's reach. It keeps nothing but timers: a payout whose webhook a restart cut
 * off is finished by the payouts job.
 */
export function createSandboxPayoutGateway(secret: string) {
  const webhooks = createSandboxWebhooks(secret, 'payout');

  const gateway: PayoutGateway & {
    kind: 'sandbox';
    /** Where the sandbox posts its webhooks: the handler RazorpayX's reach. */
    deliverWebhooksTo(listener: (delivery: PayoutWebhookDelivery) => Promise<unknown>): void;
    /** Stops sending and waits for deliveries under way (before the database closes). */
    close(): Promise<void>;
  } = {
    kind: 'sandbox',
    webhookSecret: secret,
    async registerPayee({ referenceId, contactId, account }) {
      const details =
        account.type === 'bank' ? `${account.ifsc}:${account.accountNumber}` : account.vpa;
      return {
        contactId: contactId ?? `cont_sbx_${digest(referenceId, 14)}`,
        fundAccountId: `fa_sbx_${digest(`${referenceId}:${details}`, 14)}`,
      };
    },
    async createPayout({ payoutId, fundAccountId, amountPaise, mode }): Promise<GatewayPayout> {
      const id = sandboxPayoutId(payoutId);
      webhooks.sendLater(
        'payout.processed',
        {
          id,
          entity: 'payout',
          fund_account_id: fundAccountId,
          amount: amountPaise,
          currency: 'INR',
          status: 'processed',
          mode,
          purpose: 'payout',
          reference_id: payoutId,
          utr: `SBX${digest(payoutId, 12).toUpperCase()}`,
          status_details: null,
          created_at: Math.floor(Date.now() / 1000),
        },
        SANDBOX_PAYOUT_MS,
      );
      return {
        id,
        amountPaise,
        status: 'processing',
        referenceId: payoutId,
        utr: null,
        failureReason: null,
      };
    },
    deliverWebhooksTo: webhooks.deliverTo,
    close: webhooks.close,
  };
  return gateway;
}

export type SandboxPayoutGateway = ReturnType<typeof createSandboxPayoutGateway>;
