import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '../test/database.ts';
import type { DbHandle } from '../db/client.ts';
import type { JobContext, JobDefinition } from './definitions.ts';
import { startQueueWorker } from './pg-boss-worker.ts';

const quiet = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;
const context = {} as JobContext;

/** A job whose runs wait until the test lets them finish. */
function heldJob(name: string) {
  const started: (() => void)[] = [];
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let runs = 0;
  const job: JobDefinition = {
    name,
    cron: '0 0 1 1 *',
    everyMs: 60_000,
    run: async () => {
      runs += 1;
      started.splice(0).forEach((notify) => notify());
      await gate;
      return { ok: true };
    },
  };
  const hasStarted = () => new Promise<void>((resolve) => started.push(resolve));
  return { job, hasStarted, release, runs: () => runs };
}

describe.runIf(inject('pgTemplate'))('a queue worker of pg-boss (real PostgreSQL)', () => {
  let handle: DbHandle & { url?: string };
  let boss: PgBoss;
  beforeAll(async () => {
    handle = await createTestDatabase();
    boss = new PgBoss({ connectionString: handle.url!, max: 2, schedule: false, supervise: false });
    boss.on('error', () => undefined);
    await boss.start();
  });
  afterAll(async () => {
    await boss.stop({ graceful: false, wait: true });
    await handle.close();
  });

  const stateOf = async (name: string, id: string) => (await boss.getJobById(name, id))?.state;

  it('stops only once the job it took has run and been recorded as completed', async () => {
    const held = heldJob('held-job');
    await boss.createQueue(held.job.name);
    const started = held.hasStarted();
    const id = (await boss.send(held.job.name, {}))!;
    const worker = startQueueWorker(boss, held.job, context, quiet);
    await started;
    expect(await stateOf(held.job.name, id)).toBe('active');

    let stopped = false;
    const stopping = worker.stop().then(() => (stopped = true));
    await sleep(300);
    // Still running its job: stop waits rather than leave it active in the queue.
    expect(stopped).toBe(false);
    held.release();
    await stopping;
    expect(await stateOf(held.job.name, id)).toBe('completed');
    expect(held.runs()).toBe(1);
  });

  it('runs and records a job whose fetch was still on its way when stop came', async () => {
    const held = heldJob('late-job');
    held.release();
    await boss.createQueue(held.job.name);
    const id = (await boss.send(held.job.name, {}))!;
    // The queue's table locked: the worker's fetch waits at the database.
    const locker = new pg.Client({ connectionString: handle.url });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table pgboss.job in access exclusive mode');
      const worker = startQueueWorker(boss, held.job, context, quiet);
      await sleep(300);
      const stopping = worker.stop();
      await sleep(100);
      await locker.query('commit');
      await stopping;
    } finally {
      await locker.end();
    }
    // The fetch marked it active; the worker ran it before stopping, so it is not left so.
    expect(await stateOf(held.job.name, id)).toBe('completed');
    expect(held.runs()).toBe(1);
  });

  it('records a job that throws as failed, for the queue to retry, and goes on', async () => {
    let calls = 0;
    const job: JobDefinition = {
      name: 'failing-job',
      cron: '0 0 1 1 *',
      everyMs: 60_000,
      run: async () => {
        calls += 1;
        throw new Error('sweep failed');
      },
    };
    await boss.createQueue(job.name);
    const id = (await boss.send(job.name, {}, { retryLimit: 0 }))!;
    const worker = startQueueWorker(boss, job, context, quiet);
    const deadline = Date.now() + 10_000;
    while ((await stateOf(job.name, id)) !== 'failed' && Date.now() < deadline) await sleep(50);
    await worker.stop();
    expect(await stateOf(job.name, id)).toBe('failed');
    expect(calls).toBe(1);
  });

  it('stops at once when its queue is empty, without waiting out the poll', async () => {
    const held = heldJob('idle-job');
    await boss.createQueue(held.job.name);
    const worker = startQueueWorker(boss, held.job, context, quiet);
    await sleep(200);
    const before = Date.now();
    await worker.stop();
    expect(Date.now() - before).toBeLessThan(1_000);
    expect(held.runs()).toBe(0);
  });
});
