import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import { countJobRun } from '../lib/metrics.ts';
import type { JobContext, JobDefinition } from './definitions.ts';

/** How often an idle queue is asked for work: pg-boss's own default for `work`. */
export const POLL_INTERVAL_MS = 2_000;

export interface QueueWorker {
  /** Stops asking for work, and resolves once what was fetched has run and been recorded. */
  stop(): Promise<void>;
}

/**
 * Fetches a job's queue and runs what it gets, one at a time, recording each run's end in the
 * queue. In place of pg-boss's own `work`, whose `stop` does not wait for a fetch already
 * sent: that fetch marks a job active in the database, pg-boss closes its connections meanwhile,
 * and the job is left active, as if still running, until its expiry (15 minutes) frees it for
 * another process. Here `stop` waits for the loop itself, so a job this process took is always
 * either completed or failed (and retried elsewhere) before the process ends.
 */
export function startQueueWorker(
  boss: PgBoss,
  job: JobDefinition,
  context: JobContext,
  log: FastifyBaseLogger,
): QueueWorker {
  let stopping = false;
  let wakeUp: (() => void) | undefined;

  const runOne = async (fetched: PgBoss.Job) => {
    let result: unknown;
    try {
      result = await countJobRun(job.name, () => job.run(context));
    } catch (error) {
      log.error({ err: error, job: job.name }, 'job failed');
      // Failed, it is retried by the queue's policy; if even that cannot be recorded (the
      // database is away), the job's expiry frees it.
      const message = error instanceof Error ? error.message : String(error);
      await boss.fail(job.name, fetched.id, { message }).catch((failure: unknown) => {
        log.error({ err: failure, job: job.name }, 'could not record a failed job');
      });
      return;
    }
    try {
      await boss.complete(job.name, fetched.id);
      log.info({ job: job.name, result }, 'job done');
    } catch (error) {
      // It ran; the queue gives it out again at its expiry, and every job is a sweep that is
      // safe to run twice.
      log.warn({ err: error, job: job.name }, 'job done, but its end could not be recorded');
    }
  };

  const idle = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, POLL_INTERVAL_MS);
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const loop = (async () => {
    while (!stopping) {
      let fetched: PgBoss.Job[] = [];
      try {
        fetched = await boss.fetch(job.name);
      } catch (error) {
        log.error({ err: error, job: job.name }, 'could not fetch jobs');
      }
      // Fetched is taken: it runs even when stopping began meanwhile, so nothing stays active.
      for (const item of fetched) await runOne(item);
      if (!stopping && fetched.length === 0) await idle();
    }
  })();

  return {
    async stop() {
      stopping = true;
      wakeUp?.();
      await loop;
    },
  };
}
