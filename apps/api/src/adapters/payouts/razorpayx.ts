import { z } from 'zod';
import { text } from '@care/shared';
import {
  PayoutRejectedError,
  type GatewayPayout,
  type GatewayPayoutStatus,
  type Payee,
  type PayoutGateway,
} from './types.ts';

export interface RazorpayXConfig {
  keyId: string;
  keySecret: string;
  /** Our RazorpayX business account the money leaves from (not the caregiver's). */
  accountNumber: string;
  webhookSecret: string;
  apiUrl: string;
}

/** A gateway call that has not answered by then is treated as an outage and retried later. */
const TIMEOUT_MS = 15_000;

/** RazorpayX's payout entity, as its API answers and its webhooks carry it. */
export const razorpayxPayoutSchema = z.object({
  id: text().min(1).max(100),
  amount: z.number().int().nonnegative(),
  status: text(),
  reference_id: text().nullish(),
  utr: text().nullish(),
  failure_reason: text().nullish(),
  status_details: z.object({ description: text().nullish(), reason: text().nullish() }).nullish(),
});
export type RazorpayXPayout = z.infer<typeof razorpayxPayoutSchema>;

/**
 * RazorpayX's states, reduced to ours: queued, pending (approval), scheduled and processing are
 * all still on the way; rejected and cancelled never paid, like failed.
 */
function statusOf(status: string): GatewayPayoutStatus {
  switch (status) {
    case 'processed':
      return 'processed';
    case 'reversed':
      return 'reversed';
    case 'failed':
    case 'rejected':
    case 'cancelled':
      return 'failed';
    default:
      return 'processing';
  }
}

export function toGatewayPayout(entity: RazorpayXPayout): GatewayPayout {
  return {
    id: entity.id,
    amountPaise: entity.amount,
    status: statusOf(entity.status),
    referenceId: entity.reference_id ?? null,
    utr: entity.utr ?? null,
    failureReason: entity.status_details?.description ?? entity.failure_reason ?? null,
  };
}

/**
 * A contact's name as RazorpayX takes it: 3 to 50 of letters, digits, spaces and a few marks,
 * not ending in a mark other than a dot. A name it cannot take is filed under a plain one;
 * the bank account keeps the holder's own name.
 */
export function contactName(name: string): string {
  const cleaned = name
    .replace(/[^a-zA-Z0-9 ’,\-_/().]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 50)
    .replace(/[^a-zA-Z0-9.]+$/, '');
  return cleaned.length >= 3 ? cleaned : 'CareConnect caregiver';
}

const withId = z.object({ id: text().min(1) });

/** RazorpayX Payouts over its REST API (v1), with basic auth of the key id and secret. */
export function createRazorpayXGateway(config: RazorpayXConfig): PayoutGateway {
  const base = config.apiUrl.replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`;

  async function call(
    method: 'GET' | 'POST',
    path: string,
    body?: object,
    headers: Record<string, string> = {},
  ): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new Error(`RazorpayX did not answer ${method} ${path}`, { cause: error });
    }
    const text = await response.text();
    let json: unknown = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      // An HTML error page from a proxy: the status below says what happened.
    }
    if (!response.ok) {
      const description = (json as { error?: { description?: unknown } } | undefined)?.error
        ?.description;
      const detail = typeof description === 'string' ? description : `HTTP ${response.status}`;
      // 400 is RazorpayX refusing this request as it is (bad details, a closed account); 401,
      // 409 (the same idempotency key still in flight), 429 and 5xx may pass on a retry.
      if (response.status === 400) throw new PayoutRejectedError(detail);
      throw new Error(`RazorpayX answered ${response.status} to ${method} ${path}: ${detail}`);
    }
    return json;
  }

  const parsePayout = (json: unknown): GatewayPayout => {
    const parsed = razorpayxPayoutSchema.safeParse(json);
    if (!parsed.success) throw new Error('RazorpayX answered /v1/payouts in an unknown shape');
    return toGatewayPayout(parsed.data);
  };
  const idOf = (json: unknown, path: string): string => {
    const parsed = withId.safeParse(json);
    if (!parsed.success) throw new Error(`RazorpayX answered ${path} without an id`);
    return parsed.data.id;
  };

  return {
    kind: 'razorpayx',
    webhookSecret: config.webhookSecret,

    async registerPayee(payee: Payee) {
      // RazorpayX answers the existing contact or fund account when the details are the same,
      // so registering again after a lost answer makes no duplicate.
      const contactId =
        payee.contactId ??
        idOf(
          await call('POST', '/v1/contacts', {
            name: contactName(payee.name),
            type: 'vendor',
            reference_id: payee.referenceId,
          }),
          '/v1/contacts',
        );
      const account = payee.account;
      const fundAccount = await call(
        'POST',
        '/v1/fund_accounts',
        account.type === 'bank'
          ? {
              contact_id: contactId,
              account_type: 'bank_account',
              bank_account: {
                name: account.accountHolder,
                ifsc: account.ifsc,
                account_number: account.accountNumber,
              },
            }
          : { contact_id: contactId, account_type: 'vpa', vpa: { address: account.vpa } },
      );
      return { contactId, fundAccountId: idOf(fundAccount, '/v1/fund_accounts') };
    },

    async createPayout({ payoutId, fundAccountId, amountPaise, mode }) {
      return parsePayout(
        await call(
          'POST',
          '/v1/payouts',
          {
            account_number: config.accountNumber,
            fund_account_id: fundAccountId,
            amount: amountPaise,
            currency: 'INR',
            mode,
            purpose: 'payout',
            // With too little in our account RazorpayX waits for money rather than failing.
            queue_if_low_balance: true,
            reference_id: payoutId,
          },
          // The same body under the same key is the same payout: a retry never pays twice.
          { 'X-Payout-Idempotency': payoutId },
        ),
      );
    },

    async fetchPayout(gatewayPayoutId) {
      return parsePayout(await call('GET', `/v1/payouts/${encodeURIComponent(gatewayPayoutId)}`));
    },
  };
}
