import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { rowsOf, type DbHandle } from './db/client.ts';
import { createTestDatabase } from './test/database.ts';
import { createCatalog, createProvider } from './test/fixtures.ts';
import { countMoneyRows, findHalfWritten } from './test/half-written.ts';
import { driveFamilies, Family, send, type Journal } from './test/live-traffic.ts';
import { freePort, startServer, waitForHealth, type ServerProcess } from './test/server-process.ts';

/*
 * A deploy: SIGTERM to the real server process while families pay and book. Requests it had
 * accepted finish (or are refused cleanly with 503), new ones are refused, its jobs stop
 * between runs, and it exits on its own; a new process on the same database then carries on
 * where it left off: the families' retried calls complete, the jobs left waiting run, and no
 * money is half-written.
 */

const FAMILIES = 10;
/** An accepted connection the server had not yet read from when it stopped listening. */
const ACCEPT_MARGIN_MS = 100;
const JOB = 'prune-rate-limit-windows';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Figures for the reader of the test output; nothing asserts on their speed. */
const report = (line: string) => process.stdout.write(`${line}\n`);

describe.runIf(inject('pgTemplate'))(
  'restarting under load (real PostgreSQL)',
  { timeout: 240_000 },
  () => {
    let handle: DbHandle & { url?: string };
    let boss: PgBoss;
    const servers: ServerProcess[] = [];
    let offerIds: string[];
    const journal: Journal = [];
    const target = { baseUrl: '' };
    const dataDir = mkdtempSync(path.join(tmpdir(), 'care-restart-'));

    async function start(): Promise<ServerProcess> {
      const server = startServer(
        {
          NODE_ENV: 'test',
          LOG_LEVEL: 'warn',
          DATABASE_URL: handle.url!,
          DATABASE_POOL_SIZE: '8',
          DATA_DIR: dataDir,
          WEB_DIST: path.join(dataDir, 'none'),
          SEED_DEMO_DATA: 'false',
          JWT_SECRET: 'restart-under-load-secret-0123456789abcdef',
          OTP_RESEND_SECONDS: '0',
          OTP_PER_MOBILE_PER_HOUR: '100',
          WRITE_LIMIT_PER_IP: '100000',
          WRITE_LIMIT_PER_USER: '100000',
          SHUTDOWN_TIMEOUT_SECONDS: '15',
        },
        await freePort(),
      );
      servers.push(server);
      await waitForHealth(server);
      return server;
    }

    beforeAll(async () => {
      handle = await createTestDatabase();
      const catalog = await createCatalog(handle.db);
      offerIds = [];
      for (let i = 0; i <= FAMILIES; i++) {
        const { offers } = await createProvider(handle.db, {
          name: `Caregiver ${i}`,
          offerings: [{ serviceId: catalog.nursing.id, pricePerDayPaise: 90_000 }],
        });
        offerIds.push(offers[0]!.id);
      }
      target.baseUrl = (await start()).baseUrl;
      // Sends jobs as any other process of the app would; runs none itself.
      boss = new PgBoss({
        connectionString: handle.url!,
        max: 1,
        supervise: false,
        schedule: false,
        migrate: false,
      });
      boss.on('error', () => undefined);
      await boss.start();
    });

    afterAll(async () => {
      await boss?.stop({ graceful: false, wait: true }).catch(() => undefined);
      for (const server of servers) {
        server.stop('SIGTERM');
        await server.exited;
      }
      await handle?.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('finishes what it accepted, refuses the rest cleanly, and a new process carries on with nothing half-written', async () => {
      const families = Array.from(
        { length: FAMILIES },
        (_, i) => new Family(target, journal, i, offerIds[i]!),
      );
      const slow = new Family(target, journal, FAMILIES, offerIds[FAMILIES]!);
      await Promise.all([...families, slow].map((f) => f.signIn()));
      const traffic = driveFamilies(families);
      const first = servers[0]!;
      let sigtermAt = 0;
      let blocker: pg.Client | undefined;
      try {
        while (traffic.bookedAt.length < FAMILIES * 2 && !traffic.errors.length) await sleep(100);

        // A request sure to be running when SIGTERM comes: its transaction waits on a row lock.
        blocker = new pg.Client({ connectionString: handle.url });
        await blocker.connect();
        await blocker.query('begin');
        await blocker.query('select id from customers where mobile = $1 for update', [slow.mobile]);
        const held = send(
          target,
          journal,
          'POST',
          '/customer/familyMember/createFamilyMember',
          { name: 'Held Relative', gender: 'Male', age: 75, relation: 'Father' },
          slow.token,
        );
        // Jobs waiting in the queue: whichever process fetches them runs them, once.
        const jobIds = await Promise.all([boss.send(JOB, {}), boss.send(JOB, {})]);
        await sleep(300);

        sigtermAt = Date.now();
        first.stop('SIGTERM');
        await sleep(700);
        await blocker.query('commit');
        const heldAnswer = await held;
        expect(heldAnswer.status, JSON.stringify(heldAnswer.body)).toBe(200);
        expect(heldAnswer.connection).toBe('close');

        // It drains and exits by itself, cleanly, well before its force-exit time.
        expect(await first.exited).toBe(0);
        expect(first.output()).not.toMatch(/shutdown took too long|shutdown failed/);
        report(`stopped ${Date.now() - sigtermAt} ms after SIGTERM`);
        // No job was left half-run by the stopped process.
        const active = rowsOf<{ n: number }>(
          await handle.db.execute(
            sql`select count(*)::int as n from pgboss.job where state = 'active'`,
          ),
        );
        expect(active[0]!.n).toBe(0);

        // The new process: the families' retried calls land there and carry on.
        const second = await start();
        target.baseUrl = second.baseUrl;
        const restartedAt = Date.now();
        while (traffic.bookedAt.filter((t) => t > restartedAt).length < FAMILIES) {
          expect(traffic.errors).toEqual([]);
          await sleep(200);
        }
        // Its workers run: the jobs left in the queue and a new one.
        jobIds.push(await boss.send(JOB, {}));
        for (const id of jobIds) {
          let state: string | undefined;
          for (let i = 0; i < 300 && state !== 'completed'; i++) {
            state = (await boss.getJobById(JOB, id!))?.state;
            if (state !== 'completed') await sleep(200);
          }
          expect(state).toBe('completed');
        }
      } finally {
        await blocker?.end().catch(() => undefined);
        await traffic.stop();
      }
      expect(traffic.errors).toEqual([]);

      // Every request the first process had accepted got a whole answer: a success, a refusal
      // of the request itself, or a clean 503 asking for a retry; never a reset connection.
      const accepted = journal.filter(
        (o) => o.connectedAt !== undefined && o.connectedAt < sigtermAt - ACCEPT_MARGIN_MS,
      );
      const inFlight = accepted.filter((o) => o.endedAt > sigtermAt);
      report(`${inFlight.length} requests were in flight at SIGTERM`);
      expect(inFlight.length).toBeGreaterThan(0);
      for (const o of accepted) {
        expect(o.error, `${o.call} accepted before SIGTERM lost its connection`).toBeUndefined();
        if (o.status! >= 500) {
          expect(o.status).toBe(503);
          expect(o.body).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
        }
      }
      // After SIGTERM: refused by the operating system, or answered; a 503 says when to retry.
      const later = journal.filter((o) => !accepted.includes(o));
      for (const o of later) {
        if (o.error) expect(['ECONNREFUSED', 'ECONNRESET']).toContain(o.error);
        else if (o.status! >= 500) expect([o.status, o.retryAfter]).toEqual([503, '2']);
      }
      const refusedCleanly = later.filter((o) => o.error === 'ECONNREFUSED').length;
      report(`${refusedCleanly} calls refused while no process was listening`);

      // Nothing half-written: the held request's member exists once, and the money adds up.
      const held = rowsOf<{ n: number }>(
        await handle.db.execute(
          sql`select count(*)::int as n from family_members where name = 'Held Relative'`,
        ),
      );
      expect(held[0]!.n).toBe(1);
      expect(await findHalfWritten(handle.db)).toEqual({
        uncreditedOrders: [],
        unpaidBookings: [],
        walletsOff: [],
        trialBalanceTotal: 0,
      });
      const counts = await countMoneyRows(handle.db);
      report(`afterwards: ${JSON.stringify(counts)}`);
      expect(counts.bookings).toBeGreaterThanOrEqual(FAMILIES * 3);
    });
  },
);
