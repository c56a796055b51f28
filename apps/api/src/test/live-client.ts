import { expect } from 'vitest';
import type { ServerProcess } from './server-process.ts';

/*
 * A client of a real server process over HTTP, as a phone would be: it retries a 503 after
 * the Retry-After it was given, and records every status it saw so a test can show none was
 * a 500.
 */

export interface Answer {
  status: number;
  body: { success: boolean; message?: string; data?: unknown; [key: string]: unknown };
  retryAfter: string | null;
}

/** Every status any call answered, so the test can show that none was a 500. */
export const seen: { call: string; status: number; message?: string }[] = [];

export async function call(
  server: ServerProcess,
  method: string,
  url: string,
  body?: unknown,
  token?: string,
): Promise<Answer> {
  const res = await fetch(`${server.baseUrl}/api/v1${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = {
    status: res.status,
    body: (await res.json()) as Answer['body'],
    retryAfter: res.headers.get('retry-after'),
  };
  seen.push({
    call: `${method} ${url.split('?')[0]}`,
    status: answer.status,
    message: answer.body.message,
  });
  return answer;
}

/** How long a client keeps sending a call answered 503, as a phone would through a failover. */
const RETRY_FOR_MS = 60_000;

/** What a well-behaved client does with a 503: wait and send the same call again. */
export async function callRetrying(...args: Parameters<typeof call>): Promise<Answer> {
  const giveUpAt = Date.now() + RETRY_FOR_MS;
  for (;;) {
    const answer = await call(...args);
    if (answer.status !== 503 || Date.now() > giveUpAt) return answer;
    expect(answer.retryAfter).toMatch(/^\d+$/);
    await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100));
  }
}

export function expectOk(answer: Answer, what: string): Answer['body'] {
  if (answer.status !== 200)
    throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

export async function signInFamily(server: ServerProcess, index: number): Promise<string> {
  const mobile = String(6_100_000_000 + index);
  expectOk(
    await callRetrying(server, 'POST', '/customer/auth/sendLoginOTP', {
      userType: 'Customer',
      mobile,
    }),
    'sendLoginOTP',
  );
  const outbox = expectOk(
    await callRetrying(server, 'GET', `/dev/outbox?mobile=${mobile}`),
    'outbox',
  );
  const otp = (outbox.data as { otp: string }[])[0]!.otp;
  const verified = expectOk(
    await callRetrying(server, 'POST', '/customer/auth/verifyOTP', {
      userType: 'Customer',
      mobile,
      otp,
    }),
    'verifyOTP',
  );
  return (verified.data as { tokens: { accessToken: string } }).tokens.accessToken;
}

/** Order, pay, credit, book: the web app's paid path, retrying 503s like a client. */
export async function payAndBook(
  server: ServerProcess,
  token: string,
  draft: { familyMemberId: string; providerSvcId: string; startDate: string; endDate: string },
): Promise<'booked' | 'taken'> {
  const order = await callRetrying(
    server,
    'POST',
    '/customer/booking/createRazorpayOrder',
    draft,
    token,
  );
  const { id, amount } = expectOk(order, 'createRazorpayOrder') as unknown as {
    id: string;
    amount: number;
  };
  const paid = await callRetrying(
    server,
    'POST',
    '/dev/sandbox/pay',
    { orderId: id, outcome: 'success' },
    token,
  );
  const proof = expectOk(paid, 'sandbox pay').data as Record<string, string>;
  const credit = { amount: amount / 100, description: 'Initial top-up', ...proof };
  // Verifying the payment credits the wallet and books the order's draft in one transaction.
  // A verification that committed just before its connection died answers 503; its retry finds
  // the payment applied and answers with what it booked.
  const verified = expectOk(
    await callRetrying(server, 'PATCH', '/customer/wallet/addMoney', credit, token),
    'addMoney',
  ).data as { booking: unknown };
  return verified.booking ? 'booked' : 'taken';
}
