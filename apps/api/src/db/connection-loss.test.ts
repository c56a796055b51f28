import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { day } from '../test/booking.ts';
import { createTestDatabase } from '../test/database.ts';
import { createCatalog, createProvider } from '../test/fixtures.ts';
import {
  call,
  callRetrying,
  expectOk,
  payAndBook,
  seen,
  signInFamily,
} from '../test/live-client.ts';
import {
  freePort,
  startServer,
  waitForHealth,
  type ServerProcess,
} from '../test/server-process.ts';
import { rowsOf, type DbHandle } from './client.ts';

/*
 * Managed PostgreSQL ends connections at every failover, restart and maintenance window. This
 * runs the real server process on the real PostgreSQL and ends its connections again and again
 * while families pay and book, as an administrator's pg_terminate_backend would.
 */

const FAMILIES = 30;
const BOOKINGS_PER_FAMILY = 2;
/**
 * How long connections keep being ended. A failover or a restart is a storm that passes; ending
 * every busy connection each tenth of a second for the whole run would instead fail any
 * transaction longer than that, however well the server behaved.
 */
const STORM_MS = 8_000;

/** One family: sign in, add a parent, then pay for and book two stays with one caregiver. */
async function bookAsFamily(server: ServerProcess, index: number, providerSvcId: string) {
  const token = await signInFamily(server, index);
  const member = await callRetrying(
    server,
    'POST',
    '/customer/familyMember/createFamilyMember',
    { name: `Parent ${index}`, gender: 'Female', age: 70, relation: 'Mother' },
    token,
  );
  const familyMemberId = (expectOk(member, 'createFamilyMember').data as { id: string }).id;
  const results: ('booked' | 'taken')[] = [];
  for (let b = 0; b < BOOKINGS_PER_FAMILY; b++) {
    const start = 2 + b * 3;
    const draft = { familyMemberId, providerSvcId, startDate: day(start), endDate: day(start + 1) };
    results.push(await payAndBook(server, token, draft));
  }
  return results;
}

/** Ends the server's busy and idle-in-transaction connections, as an administrator would. */
async function terminateBusyConnections(admin: pg.Client, database: string): Promise<number> {
  const result = await admin.query<{ pid: number }>(
    `select pid from pg_stat_activity
      where datname = $1 and pid <> pg_backend_pid()
        and state in ('active', 'idle in transaction', 'idle in transaction (aborted)')`,
    [database],
  );
  for (const { pid } of result.rows) {
    await admin.query('select pg_terminate_backend($1)', [pid]);
  }
  return result.rowCount ?? 0;
}

describe.runIf(inject('pgTemplate'))(
  'when PostgreSQL ends connections (real PostgreSQL)',
  { timeout: 180_000 },
  () => {
    let handle: DbHandle & { url?: string };
    let server: ServerProcess;
    let admin: pg.Client;
    let database: string;
    let offerIds: string[];
    const dataDir = mkdtempSync(path.join(tmpdir(), 'care-conn-loss-'));

    beforeAll(async () => {
      handle = await createTestDatabase();
      database = new URL(handle.url!).pathname.slice(1);
      const catalog = await createCatalog(handle.db);
      offerIds = [];
      for (let i = 0; i < FAMILIES; i++) {
        const { offers } = await createProvider(handle.db, {
          name: `Caregiver ${i}`,
          offerings: [{ serviceId: catalog.nursing.id, pricePerDayPaise: 150_000 }],
        });
        offerIds.push(offers[0]!.id);
      }
      admin = new pg.Client({ connectionString: handle.url });
      await admin.connect();
      server = startServer(
        {
          NODE_ENV: 'test',
          LOG_LEVEL: 'warn',
          DATABASE_URL: handle.url!,
          DATABASE_POOL_SIZE: '8',
          // Thirty families retrying at once without backing off queue for eight connections;
          // on a loaded machine that wait can outlast the default 5 s, which is not what this
          // tests (database-away.test.ts tests failing fast).
          DATABASE_CONNECT_TIMEOUT_MS: '15000',
          DATA_DIR: dataDir,
          WEB_DIST: path.join(dataDir, 'none'),
          SEED_DEMO_DATA: 'false',
          JWT_SECRET: 'connection-loss-test-secret-0123456789abcdef',
          OTP_RESEND_SECONDS: '0',
          // Every family here shares one address; the write limits are tested on their own.
          WRITE_LIMIT_PER_IP: '10000',
        },
        await freePort(),
      );
      await waitForHealth(server);
    });

    afterAll(async () => {
      server?.stop('SIGTERM');
      await server?.exited;
      await admin?.end();
      await handle?.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('keeps serving while busy connections are ended during paid bookings, and loses no money', async () => {
      let stop = false;
      let kills = 0;
      let rounds = 0;
      const stormEnds = Date.now() + STORM_MS;
      const killer = (async () => {
        while (!stop && Date.now() < stormEnds) {
          await new Promise((resolve) => setTimeout(resolve, 40 + Math.random() * 80));
          kills += await terminateBusyConnections(admin, database);
          rounds++;
        }
      })();

      const outcomes = await Promise.all(
        Array.from({ length: FAMILIES }, (_, i) => bookAsFamily(server, i, offerIds[i]!)),
      ).finally(async () => {
        stop = true;
        await killer;
      });

      // The chaos really happened (connections ended, requests answered 503 meanwhile), and the
      // process lived through it. How many rounds fit depends on the machine's speed.
      expect(rounds).toBeGreaterThan(3);
      expect(kills).toBeGreaterThan(5);
      expect(server.isAlive()).toBe(true);
      expect(seen.filter((s) => s.status >= 500 && s.status !== 503)).toEqual([]);
      expect(seen.filter((s) => s.status === 503).length).toBeGreaterThan(0);
      // Once the storm passed, every family got every stay it paid for (each has its own
      // caregiver and dates that do not overlap).
      expect(outcomes.flat().filter((o) => o === 'booked')).toHaveLength(
        FAMILIES * BOOKINGS_PER_FAMILY,
      );

      // Health is back within seconds on fresh connections.
      expect(await waitForHealth(server, 5_000)).toBeLessThan(5_000);

      // Every paid order was credited exactly once, for its amount.
      const credits = rowsOf<{ order_id: string; credits: string; wrong: string }>(
        await handle.db.execute(sql`
        select o.id as order_id,
               count(l.id) as credits,
               count(l.id) filter (where l.amount_paise <> o.amount_paise) as wrong
          from payment_orders o
          left join journal_entries e on e.payment_order_id = o.id and e.kind = 'PAYMENT_CAPTURED'
          left join journal_lines l on l.entry_id = e.id and l.account = 'WALLET'
         group by o.id, o.status
        having (o.status = 'PAID' and count(l.id) <> 1)
            or (o.status <> 'PAID' and count(l.id) <> 0)
            or count(l.id) filter (where l.amount_paise <> o.amount_paise) > 0`),
      );
      expect(credits).toEqual([]);

      // Every booking was paid for exactly once from the wallet, and no wallet went below zero.
      const unpaid = rowsOf<{ id: string }>(
        await handle.db.execute(sql`
        select b.id from bookings b
          left join journal_entries e on e.booking_id = b.id and e.kind = 'BOOKING_PAID'
          left join journal_lines l on l.entry_id = e.id and l.account = 'WALLET'
         group by b.id, b.total_paise
        having count(l.id) <> 1 or coalesce(sum(l.amount_paise), 0) <> -b.total_paise`),
      );
      expect(unpaid).toEqual([]);
      const negative = rowsOf<{ customer_id: string }>(
        await handle.db.execute(sql`
        select customer_id from journal_lines where account = 'WALLET'
         group by customer_id having sum(amount_paise) < 0`),
      );
      expect(negative).toEqual([]);

      // Each family's wallet, as the app shows it, matches its bookings: it paid for every
      // booking it holds and kept the rest of its top-ups.
      const wallets = rowsOf<{
        customer_id: string;
        topups: string;
        booked: string;
        balance: string;
      }>(
        await handle.db.execute(sql`
        select c.id as customer_id,
               coalesce((select sum(l.amount_paise) from journal_lines l join journal_entries e on e.id = l.entry_id
                          where l.customer_id = c.id and l.account = 'WALLET' and e.kind = 'PAYMENT_CAPTURED'), 0) as topups,
               coalesce((select sum(total_paise) from bookings where customer_id = c.id), 0) as booked,
               coalesce((select sum(amount_paise) from journal_lines where customer_id = c.id and account = 'WALLET'), 0) as balance
          from customers c`),
      );
      // Every family that booked here, and any other test's family too, holds the rule.
      expect(wallets.length).toBeGreaterThanOrEqual(FAMILIES);
      for (const w of wallets) {
        expect(Number(w.balance)).toBe(Number(w.topups) - Number(w.booked));
      }
    });

    it('credits a payment whose credit died with its connection when the same call is retried, once', async () => {
      const token = await signInFamily(server, FAMILIES + 1);
      const member = await callRetrying(
        server,
        'POST',
        '/customer/familyMember/createFamilyMember',
        { name: 'Kamala Devi', gender: 'Female', age: 81, relation: 'Grandmother' },
        token,
      );
      const familyMemberId = (expectOk(member, 'member').data as { id: string }).id;
      const draft = {
        familyMemberId,
        providerSvcId: offerIds[0]!,
        startDate: day(20),
        endDate: day(21),
      };
      const order = expectOk(
        await callRetrying(server, 'POST', '/customer/booking/createRazorpayOrder', draft, token),
        'order',
      ) as unknown as { id: string; amount: number };
      const proof = expectOk(
        await callRetrying(
          server,
          'POST',
          '/dev/sandbox/pay',
          { orderId: order.id, outcome: 'success' },
          token,
        ),
        'pay',
      ).data as Record<string, string>;
      const credit = { amount: order.amount / 100, description: 'Initial top-up', ...proof };

      // Hold the order's row so the credit's transaction waits on it, then end that connection.
      const blocker = new pg.Client({ connectionString: handle.url });
      blocker.on('error', () => undefined);
      await blocker.connect();
      await blocker.query('begin');
      await blocker.query('select id from payment_orders where gateway_order_id = $1 for update', [
        order.id,
      ]);
      const first = call(server, 'PATCH', '/customer/wallet/addMoney', credit, token);
      let waitingPid: number | undefined;
      for (let i = 0; i < 100 && !waitingPid; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        const waiting = await admin.query<{ pid: number }>(
          `select pid from pg_stat_activity
          where datname = $1 and application_name = 'careconnect-api' and wait_event_type = 'Lock'`,
          [database],
        );
        waitingPid = waiting.rows[0]?.pid;
      }
      expect(waitingPid).toBeDefined();
      await admin.query('select pg_terminate_backend($1)', [waitingPid]);
      const lost = await first;
      await blocker.query('rollback');
      await blocker.end();

      expect(lost.status).toBe(503);
      expect(lost.retryAfter).toBe('2');
      expect(lost.body).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
      const wallet = async () =>
        (
          expectOk(
            await call(server, 'GET', '/customer/wallet/getWallet', undefined, token),
            'wallet',
          ).data as { balance: number }
        ).balance;
      expect(await wallet()).toBe(0);

      const retried = expectOk(
        await call(server, 'PATCH', '/customer/wallet/addMoney', credit, token),
        'retry',
      );
      // The retry applies the payment: credited, and the draft booked from it.
      expect(retried.data).toMatchObject({ balance: 0, credited: true, bookingProblem: null });
      expect((retried.data as { booking: { status: string } }).booking.status).toBe('PENDING');
      const again = expectOk(
        await call(server, 'PATCH', '/customer/wallet/addMoney', credit, token),
        'again',
      );
      expect(again.data).toMatchObject({ balance: 0, credited: false });
      expect(await wallet()).toBe(0);
      const entries = rowsOf<{ kind: string; n: number }>(
        await handle.db.execute(sql`
        select e.kind, count(*)::int as n from journal_entries e
          join payment_orders o on o.id = e.payment_order_id or o.booking_id = e.booking_id
         where o.gateway_order_id = ${order.id} group by e.kind order by e.kind`),
      );
      expect(entries).toEqual([
        { kind: 'BOOKING_PAID', n: 1 },
        { kind: 'PAYMENT_CAPTURED', n: 1 },
      ]);
    });
  },
);
