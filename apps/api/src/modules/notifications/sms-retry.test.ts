import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookings, notifications } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearerFor } from '../../test/bearer.ts';
import { day, payAndBook } from '../../test/booking.ts';
import { createCatalog, createCustomerWithMember, createProvider } from '../../test/fixtures.ts';
import { smsTemplateEnv } from '../../test/sms-templates.ts';
import { MAX_SMS_ATTEMPTS, backoffMs, sendDueNotifications } from './sender.ts';

interface Sent {
  template_id: string;
  recipients: { mobiles: string; message: string }[];
}

/**
 * The outbox against a local fake of the SMS gateway's HTTP API that fails on demand: a failing
 * gateway never blocks or undoes a booking, and each message is retried with backoff until it
 * goes, or is given up after MAX_SMS_ATTEMPTS.
 */
describe('booking SMS through a failing gateway', () => {
  let fake: Server;
  let t: TestApp;
  let mode: 'down' | 'refusing' | 'up' = 'up';
  let received: Sent[] = [];
  let c: Awaited<ReturnType<typeof createCatalog>>;

  beforeAll(async () => {
    fake = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => (raw += chunk));
      req.on('end', () => {
        received.push(JSON.parse(raw));
        res.setHeader('content-type', 'application/json');
        if (mode === 'down') {
          res.statusCode = 503;
          res.end('{"type":"error","message":"Service unavailable"}');
        } else if (mode === 'refusing') {
          res.end('{"type":"error","message":"Template not approved"}');
        } else {
          res.end('{"type":"success","message":"3563706e4a3239313334"}');
        }
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const { port } = fake.address() as AddressInfo;
    t = await createTestApp({
      OTP_RESEND_SECONDS: '0',
      SMS_API_URL: `http://127.0.0.1:${port}/api/v5/flow`,
      SMS_AUTH_KEY: 'test-auth-key',
      SMS_SENDER_ID: 'CRCNCT',
      SMS_TEMPLATE_ID: 'tmpl-otp',
      ...smsTemplateEnv('dlt'),
    });
    c = await createCatalog(t.db);
  });
  beforeEach(() => {
    received = [];
    mode = 'up';
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => fake.close(() => resolve()));
  });

  /** A booking request made while the gateway is `during`; its caregiver's notification id. */
  async function requestWhile(during: typeof mode) {
    const made = await createProvider(t.db, {
      name: 'Lata Sharma',
      offerings: [{ serviceId: c.nursing.id, pricePerDayPaise: 90_000 }],
    });
    // Signed in without an OTP: with a real gateway configured there is no dev outbox to read.
    const { customer, member } = await createCustomerWithMember(t.db);
    const family = { auth: await bearerFor(t.config.jwtSecret, customer.id, 'Customer') };
    const memberId = member.id;
    mode = during;
    const { booking } = await payAndBook(t.app, family, {
      familyMemberId: memberId,
      providerSvcId: made.offers[0]!.id,
      startDate: day(2),
      endDate: day(2),
    });
    expect(booking.statusCode, booking.body).toBe(200);
    const bookingId = booking.json().data.id as string;
    const [row] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.bookingId, bookingId));
    return { bookingId, notificationId: row!.id, mobile: made.provider.mobile };
  }

  const state = async (id: string) =>
    (await t.db.select().from(notifications).where(eq(notifications.id, id)))[0]!;
  const send = (at: Date) =>
    sendDueNotifications(t.db, t.app.sms, t.config.smsTemplateIds, () => at);

  it('books while the gateway is down, and texts once it is back, after the backoff', async () => {
    const { bookingId, notificationId, mobile } = await requestWhile('down');
    const [booked] = await t.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(booked!.status).toBe('PENDING');

    const start = new Date();
    expect(await send(start)).toMatchObject({ sent: 0, retrying: 1 });
    const afterFailure = await state(notificationId);
    expect(afterFailure).toMatchObject({ smsStatus: 'PENDING', smsAttempts: 1 });
    expect(afterFailure.smsLastError).toContain('SMS gateway answered 503');
    expect(afterFailure.smsNextAttemptAt.getTime()).toBe(start.getTime() + backoffMs(1));

    // Not due yet: nothing is sent before the backoff has passed, even with the gateway back.
    mode = 'up';
    received = [];
    expect(await send(new Date(start.getTime() + backoffMs(1) - 1000))).toMatchObject({ sent: 0 });
    expect(received).toEqual([]);

    expect(await send(new Date(start.getTime() + backoffMs(1)))).toMatchObject({ sent: 1 });
    expect(received).toEqual([
      expect.objectContaining({
        template_id: 'dlt-booking_requested',
        recipients: [
          {
            mobiles: `91${mobile}`,
            message: expect.stringContaining('New request on CareConnect'),
          },
        ],
      }),
    ]);
    expect(await state(notificationId)).toMatchObject({
      smsStatus: 'SENT',
      smsAttempts: 2,
      smsLastError: null,
    });
  });

  it('treats a 200 that says "error" as a failure, and gives up after the last attempt', async () => {
    const { notificationId } = await requestWhile('refusing');
    let at = new Date();
    for (let attempt = 1; attempt <= MAX_SMS_ATTEMPTS; attempt += 1) {
      await send(at);
      at = new Date(at.getTime() + backoffMs(attempt));
    }
    const given = await state(notificationId);
    expect(given).toMatchObject({ smsStatus: 'FAILED', smsAttempts: MAX_SMS_ATTEMPTS });
    expect(given.smsLastError).toContain('Template not approved');
    // A failed message is not tried again.
    mode = 'up';
    received = [];
    await send(new Date(at.getTime() + 86_400_000));
    expect(received.filter((r) => r.recipients[0]!.message.includes('Lata'))).toEqual([]);
    expect((await state(notificationId)).smsStatus).toBe('FAILED');
  });

  it('backs off by doubling from 30 seconds, up to six hours', () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(backoffMs(20)).toBe(6 * 60 * 60_000);
  });
});
