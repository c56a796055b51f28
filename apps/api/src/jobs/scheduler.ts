import type { FastifyBaseLogger } from 'fastify';
import { countJobRun } from '../lib/metrics.ts';
import type { JobContext, JobDefinition } from './definitions.ts';

export interface Scheduler {
  start(): Promise<void>;
  /** Runs a job now (through the queue on PostgreSQL) and resolves when it has run. */
  runNow(name: string): Promise<void>;
  stop(): Promise<void>;
}

interface Deps {
  context: JobContext;
  jobs: readonly JobDefinition[];
  log: FastifyBaseLogger;
}

function findJob(jobs: readonly JobDefinition[], name: string): JobDefinition {
  const job = jobs.find((j) => j.name === name);
  if (!job) throw new Error(`Unknown job ${name}`);
  return job;
}

/**
 * The embedded database belongs to exactly one process (PGlite holds its folder exclusively), so
 * plain timers are enough there: no other process can run the same job. Runs each job once at
 * start, then on its interval; a run never overlaps the previous one of the same job.
 */
export function createInProcessScheduler({ context, jobs, log }: Deps): Scheduler {
  const timers: NodeJS.Timeout[] = [];
  const running = new Map<string, Promise<void>>();

  function run(job: JobDefinition): Promise<void> {
    const current = running.get(job.name);
    if (current) return current;
    const started = countJobRun(job.name, () => job.run(context))
      .then((result) => log.info({ job: job.name, result }, 'job done'))
      .catch((error: unknown) => log.error({ err: error, job: job.name }, 'job failed'))
      .finally(() => running.delete(job.name));
    running.set(job.name, started);
    return started;
  }

  return {
    async start() {
      for (const job of jobs) {
        void run(job);
        const timer = setInterval(() => void run(job), job.everyMs);
        timer.unref();
        timers.push(timer);
      }
    },
    runNow: (name) => run(findJob(jobs, name)),
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await Promise.all(running.values());
    },
  };
}
