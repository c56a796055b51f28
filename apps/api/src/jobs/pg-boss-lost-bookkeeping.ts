import type { FastifyBaseLogger } from 'fastify';
import { isConnectionLost } from '../db/errors.ts';

/**
 * pg-boss 10 records the end of a job (complete or fail) without awaiting it (its manager's
 * `onFetch`) for its own cron queue. Our queues' workers are our own and await it
 * (pg-boss-worker.ts). When PostgreSQL ends that
 * connection in a failover or at an administrator's command, the rejection reaches no one, and
 * Node ends the whole process, requests in flight included. The newer pg-boss that awaits it
 * needs Node 22.
 *
 * Such a call changed nothing: the server rolled it back, and pg-boss takes the job up again
 * when its time runs out. Every job here is a sweep over the database's state that runs again on
 * its schedule anyway, so running one twice is safe. So it is logged and the process
 * keeps serving. Anything else unhandled still ends the process, as Node's default does: that is
 * a bug to be seen, not lived with.
 */
export function isLostPgBossBookkeeping(reason: unknown): boolean {
  const stack = (reason as { stack?: unknown } | null)?.stack;
  return typeof stack === 'string' && /[\\/]pg-boss[\\/]/.test(stack) && isConnectionLost(reason);
}

/** Installs the process-wide handler; the returned function takes it away again. */
export function surviveLostPgBossBookkeeping(log: FastifyBaseLogger): () => void {
  const onRejection = (reason: unknown) => {
    if (!isLostPgBossBookkeeping(reason)) throw reason;
    log.warn(
      { err: reason },
      'pg-boss lost its connection while recording a job; the job runs again when it expires',
    );
  };
  process.on('unhandledRejection', onRejection);
  return () => process.off('unhandledRejection', onRejection);
}
