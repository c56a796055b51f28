import PgBoss from 'pg-boss';
import { INDIA_TIME_ZONE } from '@care/shared';
import { setQueueDepthSource } from '../lib/metrics.ts';
import { surviveLostPgBossBookkeeping } from './pg-boss-lost-bookkeeping.ts';
import { startQueueWorker, type QueueWorker } from './pg-boss-worker.ts';
import type { Scheduler } from './scheduler.ts';
import type { JobContext, JobDefinition } from './definitions.ts';
import type { FastifyBaseLogger } from 'fastify';

/** A worker polls every few seconds; a job still not done after this is stuck, not slow. */
const RUN_NOW_TIMEOUT_MS = 60_000;

/** PostgreSQL's code for a transaction it ended to break a deadlock. */
const DEADLOCK = '40P01';

/**
 * Processes started together create the same queues at once, and pg-boss's queue creation
 * (a partition attached to its job table) can deadlock with a twin's: PostgreSQL ends one of
 * them. Its function ran in one statement, rolled back whole, and skips a queue that exists, so
 * trying again is safe.
 */
async function createQueueOnce(boss: PgBoss, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await boss.createQueue(name);
      return;
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (code !== DEADLOCK || attempt === 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, attempt * 50 + Math.random() * 100));
    }
  }
}

/**
 * On a real PostgreSQL, many API processes share the work: pg-boss keeps the schedule and the
 * queue in the same database, so each scheduled run happens once, in whichever process fetches
 * it first, with retries if that process dies.
 */
export function createPgBossScheduler(deps: {
  connectionString: string;
  context: JobContext;
  jobs: readonly JobDefinition[];
  log: FastifyBaseLogger;
}): Scheduler {
  const { context, jobs, log } = deps;
  const boss = new PgBoss({ connectionString: deps.connectionString, max: 2 });
  boss.on('error', (error) => log.error({ err: error }, 'pg-boss error'));
  let stopSurviving: (() => void) | undefined;
  const workers: QueueWorker[] = [];

  return {
    async start() {
      stopSurviving = surviveLostPgBossBookkeeping(log);
      await boss.start();
      for (const job of jobs) {
        await createQueueOnce(boss, job.name);
        await boss.schedule(job.name, job.cron, undefined, { tz: INDIA_TIME_ZONE });
        workers.push(startQueueWorker(boss, job, context, log));
      }
      // Jobs waiting to be fetched, read from the queue tables at each scrape.
      setQueueDepthSource(async () => {
        const sizes = await Promise.all(jobs.map((job) => boss.getQueueSize(job.name)));
        return Object.fromEntries(jobs.map((job, i) => [job.name, sizes[i] ?? 0]));
      });
    },
    async runNow(name) {
      if (!jobs.some((job) => job.name === name)) throw new Error(`Unknown job ${name}`);
      const id = await boss.send(name, {});
      if (!id) throw new Error(`pg-boss refused job ${name}`);
      const deadline = Date.now() + RUN_NOW_TIMEOUT_MS;
      while (Date.now() < deadline) {
        const job = await boss.getJobById(name, id);
        if (job?.state === 'completed') return;
        if (job?.state === 'failed') throw new Error(`Job ${name} failed`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`Job ${name} did not finish within ${RUN_NOW_TIMEOUT_MS / 1000} s`);
    },
    async stop() {
      setQueueDepthSource(undefined);
      // Our workers first: what they fetched runs and is recorded while pg-boss can still write.
      await Promise.all(workers.splice(0).map((worker) => worker.stop()));
      await boss.stop({ graceful: true, wait: true, timeout: 8_000 });
      stopSurviving?.();
    },
  };
}
