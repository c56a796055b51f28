import http from 'node:http';
import { day } from './booking.ts';

/*
 * Families paying and booking against a real server process over HTTP, for the tests that break
 * things under traffic (database-away, restart-under-load). Unlike live-client.ts, every call is
 * its own connection (no keep-alive), so each answer says when its connection was accepted, and
 * a transport failure (refused, reset) is recorded as an outcome instead of thrown: the tests
 * judge every one. Families are patient: on a 503 or a refused connection they wait and send
 * the same call again, as the app does, for as long as `patienceMs`.
 */

/** Where calls go; a restart test points it at the new process. */
export interface Target {
  baseUrl: string;
}

export interface Outcome {
  call: string;
  /** Date.now() when the call was sent, when its connection was accepted, when it ended. */
  startedAt: number;
  connectedAt: number | undefined;
  endedAt: number;
  /** The HTTP status, or undefined when the connection failed (see `error`). */
  status: number | undefined;
  /** The socket error's code: ECONNREFUSED, ECONNRESET, ... */
  error: string | undefined;
  body: { success?: boolean; message?: string; code?: string; data?: unknown } | undefined;
  retryAfter: string | undefined;
  connection: string | undefined;
}

/** Every call's outcome, in the order they ended. */
export type Journal = Outcome[];

export function send(
  target: Target,
  journal: Journal,
  method: string,
  url: string,
  body?: unknown,
  token?: string,
): Promise<Outcome> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const startedAt = Date.now();
  let connectedAt: number | undefined;
  const call = `${method} ${url.split('?')[0]}`;
  return new Promise((resolve) => {
    const finish = (outcome: Omit<Outcome, 'call' | 'startedAt' | 'connectedAt' | 'endedAt'>) => {
      const done = { call, startedAt, connectedAt, endedAt: Date.now(), ...outcome };
      journal.push(done);
      resolve(done);
    };
    const request = http.request(
      `${target.baseUrl}/api/v1${url}`,
      {
        method,
        agent: false,
        headers: {
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', (error: NodeJS.ErrnoException) =>
          finish({ ...noAnswer, error: error.code ?? error.message }),
        );
        response.on('end', () => {
          let parsed: Outcome['body'];
          try {
            parsed = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Outcome['body'];
          } catch {
            parsed = undefined;
          }
          finish({
            status: response.statusCode,
            error: undefined,
            body: parsed,
            retryAfter: header(response.headers['retry-after']),
            connection: header(response.headers.connection),
          });
        });
      },
    );
    request.on('socket', (socket) => socket.once('connect', () => (connectedAt = Date.now())));
    request.on('error', (error: NodeJS.ErrnoException) =>
      finish({ ...noAnswer, error: error.code ?? error.message }),
    );
    request.end(payload);
  });
}

const noAnswer = {
  status: undefined,
  body: undefined,
  retryAfter: undefined,
  connection: undefined,
} as const;

const header = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join(', ') : value;

/** A family's way through the app, retrying what a phone would retry. */
export class Family {
  token = '';
  memberId = '';
  private nextDay = 2;
  readonly mobile: string;

  constructor(
    private readonly target: Target,
    private readonly journal: Journal,
    index: number,
    private readonly providerSvcId: string,
    private readonly patienceMs = 60_000,
  ) {
    this.mobile = String(6_200_000_000 + index);
  }

  /** The same call until it is answered with anything but a 503 or a failed connection. */
  async patiently(method: string, url: string, body?: unknown): Promise<Outcome> {
    const deadline = Date.now() + this.patienceMs;
    for (;;) {
      const outcome = await send(this.target, this.journal, method, url, body, this.token);
      const retry = outcome.status === 503 || outcome.status === undefined;
      if (!retry || Date.now() > deadline) return outcome;
      await new Promise((resolve) => setTimeout(resolve, 200 + Math.random() * 300));
    }
  }

  private async ok(method: string, url: string, body?: unknown): Promise<Outcome['body']> {
    const outcome = await this.patiently(method, url, body);
    if (outcome.status !== 200) {
      throw new Error(
        `${outcome.call}: ${outcome.status ?? outcome.error} ${JSON.stringify(outcome.body)}`,
      );
    }
    return outcome.body;
  }

  async signIn(): Promise<void> {
    const who = { userType: 'Customer', mobile: this.mobile };
    await this.ok('POST', '/customer/auth/sendLoginOTP', who);
    const outbox = await this.ok('GET', `/dev/outbox?mobile=${this.mobile}`);
    const otp = (outbox?.data as { otp: string }[])[0]!.otp;
    const verified = await this.ok('POST', '/customer/auth/verifyOTP', { ...who, otp });
    this.token = (verified?.data as { tokens: { accessToken: string } }).tokens.accessToken;
    const member = await this.ok('POST', '/customer/familyMember/createFamilyMember', {
      name: 'Parent',
      gender: 'Female',
      age: 72,
      relation: 'Mother',
    });
    this.memberId = (member?.data as { id: string }).id;
  }

  /** Order, pay at the sandbox, verify (credit and book in one transaction): the paid path. */
  async payAndBook(): Promise<'booked' | 'taken'> {
    const start = this.nextDay;
    this.nextDay += 2;
    const draft = {
      familyMemberId: this.memberId,
      providerSvcId: this.providerSvcId,
      startDate: day(start),
      endDate: day(start),
    };
    const order = (await this.ok('POST', '/customer/booking/createRazorpayOrder', draft)) as {
      id: string;
      amount: number;
    };
    const paid = await this.ok('POST', '/dev/sandbox/pay', {
      orderId: order.id,
      outcome: 'success',
    });
    const proof = paid?.data as Record<string, string>;
    const credit = { amount: order.amount / 100, description: 'Top-up', ...proof };
    const verified = await this.ok('PATCH', '/customer/wallet/addMoney', credit);
    return (verified?.data as { booking: unknown }).booking ? 'booked' : 'taken';
  }

  /** A read a family makes between bookings. */
  readWallet(): Promise<Outcome> {
    return this.patiently('GET', '/customer/wallet/getWallet');
  }
}

/**
 * Families booking and reading in a loop until `stop()`; `booked` counts each family's
 * bookings with the time each was confirmed, so a test can ask for bookings after an event.
 */
export function driveFamilies(families: Family[]) {
  let stopping = false;
  const bookedAt: number[] = [];
  const errors: unknown[] = [];
  const loops = families.map(async (family) => {
    while (!stopping) {
      try {
        if ((await family.payAndBook()) === 'booked') bookedAt.push(Date.now());
        await family.readWallet();
      } catch (error) {
        errors.push(error);
        return;
      }
    }
  });
  return {
    bookedAt,
    errors,
    async stop() {
      stopping = true;
      await Promise.all(loops);
    },
  };
}
