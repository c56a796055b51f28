import type { FastifyBaseLogger } from 'fastify';
import { isConnectionLost } from '../db/errors.ts';

/**
 * pg-boss 10 records the end of a job (complete or fail) without awaiting it. When PostgreSQL
 * ends that connection (a failover, an administrator), the rejection reaches no one, and Node
 * ends the whole process, requests in flight included. Such a call changed nothing: the server
 * rolled it back, and pg-boss takes the job up again when it expires. So the process logs it and
 * keeps serving. Any other unhandled rejection still ends the process, as Node's default does:
 * it is a bug to be seen, not lived with.
 */
export function surviveLostConnectionRejections(log: FastifyBaseLogger): void {
  process.on('unhandledRejection', (reason) => {
    if (!isConnectionLost(reason)) throw reason;
    log.warn({ err: reason }, 'a background database call lost its connection; still serving');
  });
}
