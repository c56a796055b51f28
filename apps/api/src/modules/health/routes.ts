import type { FastifyPluginAsync } from 'fastify';
import { opsContracts as calls } from '@care/shared';
import { DATABASE_TIMEOUT_RETRY_AFTER_SECONDS } from '../../db/errors.ts';
import { AppError } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';
import { pingDatabase } from './repository.ts';
import { createHealthCheck } from './service.ts';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  const checkDatabase = createHealthCheck(
    () => pingDatabase(app.db),
    app.config.healthCacheSeconds,
  );
  // Readiness: a load balancer stops sending traffic here while the database is away. Any
  // failure of the round trip (refused, reset, timed out) is the same answer: not ready.
  route(app, calls.health, async () => {
    try {
      await checkDatabase();
    } catch (error) {
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        503,
        'Our database cannot be reached right now. Please try again in a moment.',
        undefined,
        {
          cause: error,
          headers: { 'retry-after': String(DATABASE_TIMEOUT_RETRY_AFTER_SECONDS) },
        },
      );
    }
    return { success: true as const, data: { db: 'ok' as const } };
  });
  // Liveness: no database, so an outage does not get a healthy process restarted.
  route(app, calls.live, async () => ({ success: true as const, data: { status: 'ok' as const } }));
};
