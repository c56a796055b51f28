import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.ts';

/** Seconds a client is asked to wait before trying again (another process, or this one back). */
const RESTART_RETRY_AFTER_SECONDS = 2;

/**
 * Draining on shutdown (decision 010). From the moment `app.close()` begins, a request that
 * still arrives on an open connection is refused with 503, Retry-After and `Connection: close`
 * in the usual envelope (instead of Fastify's own body), so a client or load balancer retries it
 * elsewhere; requests already running finish, and their answers close their connections too,
 * so no kept-alive socket holds the process open. New connections are no longer accepted.
 */
export const shutdownPlugin = fp(async (app: FastifyInstance) => {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // Callback hooks, not async ones: they run on every request, and an async hook costs a
  // promise and a turn of the microtask queue each time for a flag that is almost never set.
  app.addHook('onRequest', (_request, _reply, done) => {
    if (!closing) return done();
    done(
      new AppError(
        'SERVICE_UNAVAILABLE',
        503,
        'This server is restarting. Please try again in a moment.',
        undefined,
        { headers: { 'retry-after': String(RESTART_RETRY_AFTER_SECONDS) } },
      ),
    );
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) void reply.header('connection', 'close');
    done(null, payload);
  });
});
