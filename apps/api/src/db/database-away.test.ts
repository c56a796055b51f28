import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '../test/database.ts';
import { createCatalog, createProvider } from '../test/fixtures.ts';
import { countMoneyRows, findHalfWritten } from '../test/half-written.ts';
import { driveFamilies, Family, send, type Journal, type Outcome } from '../test/live-traffic.ts';
import {
  freePort,
  startServer,
  waitForHealth,
  type ServerProcess,
} from '../test/server-process.ts';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy.ts';
import { rowsOf, type DbHandle } from './client.ts';

/*
 * The database away, under traffic: the real server process reaches the real PostgreSQL
 * through a proxy of ours that the test cuts (the host is gone) and stalls (the network hangs)
 * while families pay, book and read. Requests must fail fast with 503 and Retry-After instead
 * of hanging, readiness must say 503 while liveness says 200, service must come back by itself,
 * and nothing may be half-written.
 */

const FAMILIES = 8;
const CONNECT_MS = 1_500;
const STATEMENT_MS = 1_500;
const HEALTH_CACHE_SECONDS = 1;
/** Generous: twice the longest a request may wait (a connection, then a guarded query). */
const ANSWER_BOUND_MS = 2 * (CONNECT_MS + STATEMENT_MS + 1_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Figures for the reader of the test output; nothing asserts on their speed. */
const report = (line: string) => process.stdout.write(`${line}\n`);

describe.runIf(inject('pgTemplate'))(
  'when the database is away (real PostgreSQL behind a proxy)',
  { timeout: 240_000 },
  () => {
    let handle: DbHandle & { url?: string };
    let proxy: TcpProxy;
    let server: ServerProcess;
    let offerIds: string[];
    const journal: Journal = [];
    const target = { baseUrl: '' };
    const dataDir = mkdtempSync(path.join(tmpdir(), 'care-db-away-'));

    beforeAll(async () => {
      handle = await createTestDatabase();
      const catalog = await createCatalog(handle.db);
      offerIds = [];
      for (let i = 0; i <= FAMILIES; i++) {
        const { offers } = await createProvider(handle.db, {
          name: `Caregiver ${i}`,
          offerings: [{ serviceId: catalog.nursing.id, pricePerDayPaise: 120_000 }],
        });
        offerIds.push(offers[0]!.id);
      }
      const direct = new URL(handle.url!);
      proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
      const proxied = new URL(handle.url!);
      proxied.hostname = '127.0.0.1';
      proxied.port = String(proxy.port);
      server = startServer(
        {
          NODE_ENV: 'test',
          LOG_LEVEL: 'warn',
          DATABASE_URL: proxied.toString(),
          DATABASE_POOL_SIZE: '8',
          DATABASE_CONNECT_TIMEOUT_MS: String(CONNECT_MS),
          DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_MS),
          HEALTH_CACHE_SECONDS: String(HEALTH_CACHE_SECONDS),
          DATA_DIR: dataDir,
          WEB_DIST: path.join(dataDir, 'none'),
          SEED_DEMO_DATA: 'false',
          JWT_SECRET: 'database-away-test-secret-0123456789abcdef',
          OTP_RESEND_SECONDS: '0',
          OTP_PER_MOBILE_PER_HOUR: '100',
          // Every family here shares one address and books in a loop; limits have their tests.
          WRITE_LIMIT_PER_IP: '100000',
          WRITE_LIMIT_PER_USER: '100000',
        },
        await freePort(),
      );
      target.baseUrl = server.baseUrl;
      await waitForHealth(server);
    });

    afterAll(async () => {
      server?.stop('SIGTERM');
      await server?.exited;
      await proxy?.close();
      await handle?.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    /** While the database is away: readiness, liveness, a read and a write, again and again. */
    async function probeOutage(prober: Family, ms: number) {
      const began = Date.now();
      const probes: Promise<{ kind: string; outcome: Outcome }>[] = [];
      const probe = (kind: string, method: string, url: string, body?: unknown) =>
        probes.push(
          send(target, journal, method, url, body, prober.token).then((outcome) => ({
            kind,
            outcome,
          })),
        );
      while (Date.now() - began < ms) {
        probe('health', 'GET', '/health');
        probe('live', 'GET', '/health/live');
        probe('read', 'GET', '/customer/wallet/getWallet');
        probe('write', 'POST', '/customer/familyMember/createFamilyMember', {
          name: 'Refused Relative',
          gender: 'Male',
          age: 80,
          relation: 'Father',
        });
        await sleep(300);
      }
      const answered = await Promise.all(probes);
      const of = (kind: string) =>
        answered
          .filter((p) => p.kind === kind)
          .map((p) => ({ ...p.outcome, sinceOutage: p.outcome.startedAt - began }));
      const worst = Math.max(...answered.map((p) => p.outcome.endedAt - p.outcome.startedAt));
      return { of, worst, count: answered.length };
    }

    function expectFailedFast(outcomes: Outcome[]) {
      for (const o of outcomes) {
        expect(o.error, `${o.call} was not answered`).toBeUndefined();
        expect(o.status, `${o.call}: ${JSON.stringify(o.body)}`).toBe(503);
        expect(o.retryAfter).toMatch(/^\d+$/);
        expect(o.body).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
        expect(o.body?.message).toMatch(/database/);
        expect(o.endedAt - o.startedAt).toBeLessThanOrEqual(ANSWER_BOUND_MS);
      }
    }

    async function expectOutage(prober: Family, what: string, ms: number) {
      const { of, worst, count } = await probeOutage(prober, ms);
      report(`${what}: ${count} probes answered, the slowest in ${worst} ms`);
      // Readiness may be remembered as good for its cache seconds, not longer.
      const health = of('health').filter((o) => o.sinceOutage > HEALTH_CACHE_SECONDS * 1000 + 200);
      expect(health.length).toBeGreaterThan(0);
      expectFailedFast(health);
      for (const live of of('live')) {
        expect(live.status).toBe(200);
        expect(live.body).toEqual({ success: true, data: { status: 'ok' } });
      }
      expectFailedFast(of('read'));
      expectFailedFast(of('write'));
    }

    it('fails fast while the database is cut or stalled, comes back by itself, and writes nothing by halves', async () => {
      const families = Array.from(
        { length: FAMILIES },
        (_, i) => new Family(target, journal, i, offerIds[i]!),
      );
      const prober = new Family(target, journal, FAMILIES, offerIds[FAMILIES]!);
      await Promise.all([...families, prober].map((f) => f.signIn()));
      const traffic = driveFamilies(families);
      try {
        while (traffic.bookedAt.length < FAMILIES && !traffic.errors.length) await sleep(200);

        // The database host goes away: connections reset, new ones refused.
        proxy.cut();
        await expectOutage(prober, 'cut', 4_000);
        proxy.restore();
        expect(await waitForHealth(server, 15_000)).toBeLessThan(15_000);
        const afterCut = Date.now();
        while (traffic.bookedAt.filter((t) => t > afterCut).length < FAMILIES) {
          expect(traffic.errors).toEqual([]);
          await sleep(200);
        }

        // The network hangs: nothing comes back, and nothing tells the pool so.
        proxy.stall();
        await expectOutage(prober, 'stall', 6_000);
        proxy.restore();
        expect(await waitForHealth(server, 15_000)).toBeLessThan(15_000);
        const afterStall = Date.now();
        while (traffic.bookedAt.filter((t) => t > afterStall).length < FAMILIES) {
          expect(traffic.errors).toEqual([]);
          await sleep(200);
        }
      } finally {
        await traffic.stop();
      }
      expect(traffic.errors).toEqual([]);
      expect(server.isAlive()).toBe(true);

      // Every call got an answer, never a 5xx other than 503, and every 503 said when to retry.
      expect(journal.filter((o) => o.error)).toEqual([]);
      expect(journal.filter((o) => o.status! >= 500 && o.status !== 503)).toEqual([]);
      expect(journal.filter((o) => o.status === 503 && !o.retryAfter)).toEqual([]);
      const refused = journal.filter((o) => o.status === 503).length;
      report(`${journal.length} calls, ${refused} answered 503 while the database was away`);

      // Nothing half-written: the refused writes wrote nothing (not even once the network
      // came back with their bytes), and the money adds up.
      const members = rowsOf<{ n: number }>(
        await handle.db.execute(
          sql`select count(*)::int as n from family_members where name = 'Refused Relative'`,
        ),
      );
      expect(members[0]!.n).toBe(0);
      const halfWritten = await findHalfWritten(handle.db);
      expect(halfWritten).toEqual({
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
