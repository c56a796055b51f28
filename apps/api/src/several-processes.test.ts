import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { rowsOf } from './db/client.ts';
import { day } from './test/booking.ts';
import { createTestDatabase } from './test/database.ts';
import { createCatalog, createCustomerWithMember, createProvider } from './test/fixtures.ts';
import { call, expectOk } from './test/live-client.ts';
import { fundWallet } from './test/money.ts';
import type { ServerProcess } from './test/server-process.ts';
import {
  CACHE_SECONDS,
  metricsText,
  metricValue,
  OTP_PER_MOBILE_PER_HOUR,
  seenWithin,
  signInThrough,
  startTwoServers,
  type TwoServers,
} from './test/two-servers.ts';

/*
 * Issue 15, item 2: two API processes on one PostgreSQL, driven at once. Whatever must happen
 * once (an OTP allowance, a refresh, a payment's credit, a slot, a payout, a job) happens once
 * across both; a change made through one is seen through the other within the cache lifetime
 * the README documents (Caching).
 */

/** The documented lifetime, plus a margin for a loaded machine. */
const SEEN_WITHIN_MS = CACHE_SECONDS * 1000 + 3_000;
let nextMobile = 6_300_000_000;
const mobile = () => String(++nextMobile);
const statuses = (answers: { status: number }[]) => answers.map((a) => a.status).sort();

/** Two counts read until they agree (work in flight settles) or 10 s pass; the last pair. */
async function agreeing(read: () => Promise<readonly [number, number]>) {
  const until = Date.now() + 10_000;
  for (;;) {
    const pair = await read();
    if (pair[0] === pair[1] || Date.now() > until) return pair;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.runIf(inject('pgTemplate'))(
  'several API processes on one database (real PostgreSQL)',
  { timeout: 240_000 },
  () => {
    let handle: Awaited<ReturnType<typeof createTestDatabase>>;
    let servers: TwoServers;
    let a: ServerProcess;
    let b: ServerProcess;
    let catalog: Awaited<ReturnType<typeof createCatalog>>;
    let startedAt = 0;
    const count = async (query: ReturnType<typeof sql>) =>
      Number(rowsOf<{ n: string }>(await handle.db.execute(query))[0]!.n);

    beforeAll(async () => {
      handle = await createTestDatabase();
      catalog = await createCatalog(handle.db);
      startedAt = Date.now();
      servers = await startTwoServers(handle.url!);
      ({ a, b } = servers);
    });

    afterAll(async () => {
      await servers?.stop();
      await handle?.close();
    });

    it('holds the OTP limit of one mobile across both processes', async () => {
      const number = mobile();
      const answers = await Promise.all(
        Array.from({ length: OTP_PER_MOBILE_PER_HOUR * 2 }, (_, i) =>
          call(i % 2 ? a : b, 'POST', '/customer/auth/sendLoginOTP', {
            userType: 'Customer',
            mobile: number,
          }),
        ),
      );
      expect(statuses(answers)).toEqual([
        ...Array<number>(OTP_PER_MOBILE_PER_HOUR).fill(200),
        ...Array<number>(OTP_PER_MOBILE_PER_HOUR).fill(429),
      ]);
      const outbox = expectOk(await call(b, 'GET', `/dev/outbox?mobile=${number}`), 'outbox');
      expect(outbox.data).toHaveLength(OTP_PER_MOBILE_PER_HOUR);
    });

    it('keeps two tabs on two processes signed in, and catches reuse across them', async () => {
      const first = await signInThrough(a, 'Customer', mobile());
      const tabs = await Promise.all(
        [a, b].map((server) =>
          call(server, 'POST', '/auth/refresh', { refreshToken: first.refreshToken }),
        ),
      );
      expect(statuses(tabs)).toEqual([200, 200]);
      for (const [i, tab] of tabs.entries()) {
        const tokens = (tab.body.data as { tokens: { refreshToken: string } }).tokens;
        // Each tab refreshes again through the other process.
        const next = await call(i ? a : b, 'POST', '/auth/refresh', {
          refreshToken: tokens.refreshToken,
        });
        expect(next.status).toBe(200);
      }

      // After the grace window, the rotated token coming back through the other process ends
      // the sign-in everywhere.
      const second = await signInThrough(b, 'Customer', mobile());
      const rotated = expectOk(
        await call(a, 'POST', '/auth/refresh', { refreshToken: second.refreshToken }),
        'refresh',
      ).data as { tokens: { accessToken: string; refreshToken: string } };
      await handle.db.execute(sql`
        update refresh_tokens set used_at = now() - interval '31 seconds' where used_at is not null
           and subject_id = ${second.id}`);
      expect(
        (await call(b, 'POST', '/auth/refresh', { refreshToken: second.refreshToken })).status,
      ).toBe(401);
      const { refreshToken } = rotated.tokens;
      expect((await call(a, 'POST', '/auth/refresh', { refreshToken })).status).toBe(401);
      const profile = '/customer/auth/getCustomerProfile';
      expect((await call(b, 'GET', profile, undefined, rotated.tokens.accessToken)).status).toBe(
        401,
      );

      // A logout through one process ends the access token on the other at once.
      const third = await signInThrough(a, 'Customer', mobile());
      expect((await call(b, 'GET', profile, undefined, third.accessToken)).status).toBe(200);
      expectOk(await call(a, 'POST', '/auth/logout', { refreshToken: third.refreshToken }), 'out');
      expect((await call(b, 'GET', profile, undefined, third.accessToken)).status).toBe(401);
    });

    it('credits a payment once when it is verified through both processes at once', async () => {
      const { offers } = await createProvider(handle.db, {
        offerings: [{ serviceId: catalog.nursing.id, pricePerDayPaise: 110_000 }],
      });
      const { customer, member } = await createCustomerWithMember(handle.db, mobile());
      const family = await signInThrough(a, 'Customer', customer.mobile);
      const draft = {
        familyMemberId: member.id,
        providerSvcId: offers[0]!.id,
        startDate: day(10),
        endDate: day(11),
      };
      const order = expectOk(
        await call(a, 'POST', '/customer/booking/createRazorpayOrder', draft, family.accessToken),
        'order',
      ) as unknown as { id: string; amount: number };
      const proof = expectOk(
        await call(
          b,
          'POST',
          '/dev/sandbox/pay',
          { orderId: order.id, outcome: 'success' },
          family.accessToken,
        ),
        'pay',
      ).data as Record<string, string>;
      const body = { amount: order.amount / 100, description: 'Top-up', ...proof };
      const verified = await Promise.all(
        [a, b].map((s) => call(s, 'PATCH', '/customer/wallet/addMoney', body, family.accessToken)),
      );
      expect(statuses(verified)).toEqual([200, 200]);
      const credited = verified.map((v) => (v.body.data as { credited: boolean }).credited);
      expect(credited.sort()).toEqual([false, true]);
      expect(
        await count(sql`select count(*) as n from journal_entries e join payment_orders o
          on o.id = e.payment_order_id where o.gateway_order_id = ${order.id}
          and e.kind = 'PAYMENT_CAPTURED'`),
      ).toBe(1);
      expect(
        await count(sql`select count(*) as n from bookings where customer_id = ${customer.id}`),
      ).toBe(1);
    });

    it('gives the last slot to one of two families booking it through different processes', async () => {
      const { offers } = await createProvider(handle.db, {
        offerings: [{ serviceId: catalog.nursing.id, pricePerDayPaise: 100_000 }],
      });
      const families = await Promise.all(
        [a, b].map(async (server) => {
          const { customer, member } = await createCustomerWithMember(handle.db, mobile());
          await fundWallet(handle.db, customer.id, 500_000);
          return {
            server,
            member,
            session: await signInThrough(server, 'Customer', customer.mobile),
          };
        }),
      );
      const answers = await Promise.all(
        families.map(({ server, member, session }) =>
          call(
            server,
            'POST',
            '/customer/booking/createBookingRequest',
            {
              familyMemberId: member.id,
              providerSvcId: offers[0]!.id,
              startDate: day(5),
              endDate: day(6),
            },
            session.accessToken,
          ),
        ),
      );
      expect(statuses(answers)).toEqual([200, 409]);
      expect(
        await count(
          sql`select count(*) as n from bookings where provider_service_id = ${offers[0]!.id}`,
        ),
      ).toBe(1);
    });

    it('pays a payout requested twice through both processes once', async () => {
      const { provider, offers } = await createProvider(handle.db, {
        offerings: [{ serviceId: catalog.nursing.id, pricePerDayPaise: 150_000 }],
      });
      const { customer, member } = await createCustomerWithMember(handle.db, mobile());
      await fundWallet(handle.db, customer.id, 1_000_000);
      const family = await signInThrough(a, 'Customer', customer.mobile);
      const booking = expectOk(
        await call(
          a,
          'POST',
          '/customer/booking/createBookingRequest',
          {
            familyMemberId: member.id,
            providerSvcId: offers[0]!.id,
            startDate: day(0),
            endDate: day(1),
          },
          family.accessToken,
        ),
        'book',
      ).data as { id: string; startCode: string; endCode: string };
      const caregiver = await signInThrough(b, 'Provider', provider.mobile);
      const token = caregiver.accessToken;
      const steps: [ServerProcess, string, object | undefined][] = [
        [a, 'acceptBooking', undefined],
        [b, 'startBooking', { code: booking.startCode }],
        [a, 'completeBooking', { code: booking.endCode }],
      ];
      for (const [server, step, body] of steps) {
        expectOk(
          await call(server, 'PATCH', `/provider/booking/${step}/${booking.id}`, body, token),
          step,
        );
      }
      expectOk(
        await call(
          a,
          'PUT',
          '/provider/earnings/savePayoutDestination',
          { type: 'upi', vpa: 'meera@okaxis' },
          token,
        ),
        'destination',
      );

      const key = randomUUID();
      const requested = await Promise.all(
        [a, b].map(async (server) => {
          const res = await fetch(`${server.baseUrl}/api/v1/provider/earnings/requestPayout`, {
            method: 'POST',
            headers: {
              authorization: `Bearer ${token}`,
              'content-type': 'application/json',
              'idempotency-key': key,
            },
            body: JSON.stringify({ amount: 500 }),
          });
          return { status: res.status, body: (await res.json()) as { data: { id: string } } };
        }),
      );
      expect(statuses(requested)).toEqual([200, 200]);
      expect(requested[0]!.body.data.id).toBe(requested[1]!.body.data.id);

      // The sandbox pays within 5 seconds, whichever process's job settles it.
      const payouts = async () =>
        expectOk(await call(b, 'GET', '/provider/earnings/getPayouts', undefined, token), 'payouts')
          .data as { status: string }[];
      await seenWithin(async () => (await payouts())[0]?.status === 'PROCESSED', 20_000);
      expect(await payouts()).toHaveLength(1);
      const earnings = expectOk(
        await call(a, 'GET', '/provider/earnings/getEarnings', undefined, token),
        'earnings',
      ).data as { paidOut: number };
      expect(earnings.paidOut).toBe(500);
      expect(
        await count(sql`select count(*) as n from payouts where provider_id = ${provider.id}`),
      ).toBe(1);
    });

    it('shows a change made through one process through the other within the cache lifetime', async () => {
      const { provider, offers } = await createProvider(handle.db, {
        offerings: [{ serviceId: catalog.nursing.id, pricePerDayPaise: 150_000 }],
      });
      const pending = await createProvider(handle.db, { verificationStatus: 'PENDING' });
      const caregiver = await signInThrough(a, 'Provider', provider.mobile);
      const operator = await signInThrough(a, 'Admin', '9000000001');
      const offersUrl = `/provider/providerService/getAllProviderServicesForCustomer/${provider.id}`;
      const profileUrl = `/provider/auth/getProviderProfileById/${pending.provider.id}`;
      const servicesUrl = `/admin/service/getAllServicesByCategory/${catalog.elder.id}`;
      const priceThroughB = async () =>
        (
          expectOk(await call(b, 'GET', offersUrl), 'offers').data as {
            id: string;
            pricePerDay: number;
          }[]
        ).find((o) => o.id === offers[0]!.id)?.pricePerDay;
      const servicesThroughB = async () =>
        (expectOk(await call(b, 'GET', servicesUrl), 'services').data as { id: string }[]).map(
          (s) => s.id,
        );

      // Process B has read each answer, so each sits in its memory.
      expect(await priceThroughB()).toBe(1500);
      expect((await call(b, 'GET', profileUrl)).status).toBe(404);
      expect(await servicesThroughB()).toContain(catalog.companion.id);

      expectOk(
        await call(
          a,
          'PUT',
          `/provider/providerService/updateProviderService/${offers[0]!.id}`,
          { serviceId: catalog.nursing.id, pricePerDay: 1800, description: 'Night care included' },
          caregiver.accessToken,
        ),
        'price',
      );
      expectOk(
        await call(
          a,
          'PATCH',
          `/admin/verification/verifySeller/Provider/${pending.provider.id}`,
          { submittedAt: null },
          operator.accessToken,
        ),
        'verify',
      );
      expectOk(
        await call(
          a,
          'PATCH',
          `/admin/catalog/retireService/${catalog.companion.id}`,
          {},
          operator.accessToken,
        ),
        'retire',
      );

      // Through B within the lifetime the README documents (fails after lifetime + margin).
      await Promise.all([
        seenWithin(async () => (await priceThroughB()) === 1800, SEEN_WITHIN_MS),
        seenWithin(async () => (await call(b, 'GET', profileUrl)).status === 200, SEEN_WITHIN_MS),
        seenWithin(
          async () => !(await servicesThroughB()).includes(catalog.companion.id),
          SEEN_WITHIN_MS,
        ),
      ]);
    });

    // Last: the tests above left booking notifications for the minutely send job.
    it('runs each scheduled job once, not once per process', async () => {
      const completed = sql`select count(*) as n from pgboss.job
        where name = 'send-notifications' and state = 'completed'`;
      const pendingTexts = sql`select count(*) as n from notifications where sms_status = 'PENDING'`;
      await seenWithin(
        async () => (await count(completed)) > 0 && (await count(pendingTexts)) === 0,
        150_000,
      );
      const runs = async (server: ServerProcess) =>
        (await metricValue(
          server,
          'careconnect_job_runs_total{job="send-notifications",outcome="succeeded"}',
        )) +
        (await metricValue(
          server,
          'careconnect_job_runs_total{job="send-notifications",outcome="failed"}',
        ));
      // Every run in either process was one job of the shared queue (no process ran it on its
      // own timer, no job ran twice). A run is counted just before pg-boss marks it completed,
      // so the two are compared once they agree or after a few seconds.
      const ranVersusCompleted = async () =>
        [(await runs(a)) + (await runs(b)), await count(completed)] as const;
      const [ran, done] = await agreeing(ranVersusCompleted);
      expect(ran).toBe(done);
      // One job per minute of the schedule, however many processes keep it.
      const minutes = Math.ceil((Date.now() - startedAt) / 60_000);
      const jobs = sql`select count(*) as n from pgboss.job where name = 'send-notifications'`;
      expect(await count(jobs)).toBeLessThanOrEqual(minutes + 1);
      // Each process shows the shared queue's depth and its own database pool.
      for (const server of [a, b]) {
        const text = await metricsText(server);
        expect(text).toMatch(/^careconnect_job_queue_depth\{job="send-notifications"\} \d+$/m);
        expect(text).toMatch(/^careconnect_db_pool_total \d+$/m);
      }
      // And each notification's text went out once.
      const sent = sql`select count(*) as n from notifications where sms_status = 'SENT'`;
      const texts = sql`select count(*) as n from sms_outbox where otp is null`;
      const [textsSent, notificationsSent] = await agreeing(async () => [
        await count(texts),
        await count(sent),
      ]);
      expect(notificationsSent).toBeGreaterThan(0);
      expect(textsSent).toBe(notificationsSent);
    });
  },
);
