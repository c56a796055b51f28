import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createWriteLimiter, type WriteLimitName } from '../modules/rate-limits/service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A preHandler that counts this write against the caller's limits and refuses it with 429
     * before the service runs. Place it after requireRole, which tells it who the caller is.
     */
    limitWrites(name: WriteLimitName): (request: FastifyRequest) => Promise<void>;
  }
}

/**
 * Write limits per signed-in user and per client address, counted in PostgreSQL rows so they
 * hold across API processes. Not @fastify/rate-limit: its handlers share one "already ran" flag
 * per request, so a route gets one limit, while each write here must pass two (the user's, then
 * the address's); the store, the keys and the envelope would have been ours to write anyway.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  const limiter = createWriteLimiter(app.db, app.config.writeLimits);
  app.decorate(
    'limitWrites',
    (name: WriteLimitName) => (request: FastifyRequest) =>
      limiter.check(name, { user: request.user, ip: request.ip }),
  );
});
