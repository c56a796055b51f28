import type { FastifyPluginAsync } from 'fastify';
import { opsContracts as calls } from '@care/shared';
import { route } from '../../lib/route.ts';
import { pingDatabase } from './repository.ts';
import { createHealthCheck } from './service.ts';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  const checkDatabase = createHealthCheck(
    () => pingDatabase(app.db),
    app.config.healthCacheSeconds,
  );
  route(app, calls.health, async () => {
    await checkDatabase();
    return { success: true as const, data: { db: 'ok' as const } };
  });
};
