import { createHmac } from 'node:crypto';
import {
  createServer,
  type IncomingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../db/client.ts';
import { payouts } from '../../db/schema/index.ts';
import {
  earner,
  requestPayout,
  saveDestination,
  type Earner,
  type Market,
} from '../../modules/earnings/testing.ts';

/** A local stand-in for RazorpayX's Payouts API, for the adapter's and the webhook's tests. */

export const KEY_ID = 'rzp_test_payouts123';
export const KEY_SECRET = 'fake-razorpayx-key-secret';
export const ACCOUNT_NUMBER = '7878780080316316';
export const WEBHOOK_SECRET = 'fake-razorpayx-webhook-secret';
export const basicAuth = `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`;

export interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

export interface FakePayout {
  id: string;
  entity: 'payout';
  fund_account_id: string;
  amount: number;
  currency: 'INR';
  status: string;
  utr: string | null;
  mode: string;
  purpose: string;
  reference_id: string;
  status_details: { description: string; source: string; reason: string } | null;
  created_at: number;
}

export interface FakeRazorpayX {
  url: string;
  /** Every request it was sent, in order. */
  seen: Seen[];
  /** Its payouts by idempotency key, as RazorpayX keeps them. */
  byKey: Map<string, FakePayout>;
  /** What the next payout call meets: an outage, an outage after paying, or a refusal. */
  next: 'ok' | 'down' | 'lost-answer' | 'refuse';
  close(): Promise<void>;
}

function answer(res: ServerResponse, status: number, body: object) {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(body));
}

export async function startFakeRazorpayX(): Promise<FakeRazorpayX> {
  let ids = 0;
  const fake: FakeRazorpayX = {
    url: '',
    seen: [],
    byKey: new Map(),
    next: 'ok',
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}');
      fake.seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      if (req.method === 'POST' && req.url === '/v1/contacts') {
        return answer(res, 200, { id: `cont_fake${++ids}`, entity: 'contact', ...body });
      }
      if (req.method === 'POST' && req.url === '/v1/fund_accounts') {
        return answer(res, 200, { id: `fa_fake${++ids}`, entity: 'fund_account', ...body });
      }
      if (req.method === 'POST' && req.url === '/v1/payouts') {
        const mode = fake.next;
        fake.next = 'ok';
        if (mode === 'down') return answer(res, 503, { error: { description: 'Try again' } });
        if (mode === 'refuse') {
          return answer(res, 400, {
            error: { code: 'BAD_REQUEST_ERROR', description: 'Fund account is not active' },
          });
        }
        const key = String(req.headers['x-payout-idempotency']);
        const payout: FakePayout = fake.byKey.get(key) ?? {
          id: `pout_fake${++ids}`,
          entity: 'payout',
          fund_account_id: body.fund_account_id,
          amount: body.amount,
          currency: 'INR',
          status: 'processing',
          utr: null,
          mode: body.mode,
          purpose: body.purpose,
          reference_id: body.reference_id,
          status_details: null,
          created_at: Math.floor(Date.now() / 1000),
        };
        fake.byKey.set(key, payout);
        if (mode === 'lost-answer') {
          return answer(res, 502, { error: { description: 'Bad gateway' } });
        }
        return answer(res, 200, payout);
      }
      const fetched = req.url?.match(/^\/v1\/payouts\/([^/]+)$/);
      if (req.method === 'GET' && fetched) {
        const payout = [...fake.byKey.values()].find((p) => p.id === fetched[1]);
        return payout
          ? answer(res, 200, payout)
          : answer(res, 404, { error: { description: 'No such payout' } });
      }
      answer(res, 404, { error: { description: 'Not found' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

/** The settings that point the app's payouts at the fake. */
export const razorpayxEnv = (fake: FakeRazorpayX) => ({
  RAZORPAYX_KEY_ID: KEY_ID,
  RAZORPAYX_KEY_SECRET: KEY_SECRET,
  RAZORPAYX_ACCOUNT_NUMBER: ACCOUNT_NUMBER,
  RAZORPAYX_WEBHOOK_SECRET: WEBHOOK_SECRET,
  RAZORPAYX_API_URL: fake.url,
});

/** A caregiver with ₹2,646 available, bank details saved, and a ₹1,000 payout with RazorpayX. */
export async function paidOutCaregiver(
  m: Market,
  fake: FakeRazorpayX,
): Promise<{ who: Earner; payoutId: string; gatewayId: string }> {
  const who = await earner(m);
  expect((await saveDestination(m.app, who)).statusCode).toBe(200);
  const res = await requestPayout(m.app, who, 1000);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().data.status).toBe('PROCESSING');
  const payoutId = res.json().data.id as string;
  return { who, payoutId, gatewayId: fake.byKey.get(payoutId)!.id };
}

/** Posts a payout event as RazorpayX does, signed with the webhook secret (or another). */
export function payoutWebhook(
  app: FastifyInstance,
  event: string,
  entity: Partial<FakePayout> & { id: string },
  secret = WEBHOOK_SECRET,
) {
  const body = JSON.stringify({
    entity: 'event',
    account_id: 'acc_fake00000001',
    event,
    contains: ['payout'],
    payload: { payout: { entity: { entity: 'payout', currency: 'INR', ...entity } } },
    created_at: Math.floor(Date.now() / 1000),
  });
  return app.inject({
    method: 'POST',
    url: '/api/v1/payouts/razorpayx/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': createHmac('sha256', secret).update(body).digest('hex'),
    },
    payload: body,
  });
}

/** A payout's row as stored. */
export async function payoutRow(db: Database, id: string) {
  const [row] = await db.select().from(payouts).where(eq(payouts.id, id));
  return row!;
}
