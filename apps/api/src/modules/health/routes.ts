import type { FastifyPluginAsync } from 'fastify';
import { opsContracts as calls } from '@care/shared';
import { route } from '../../lib/route.ts';
import { pingDatabase } from './repository.ts';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  route(app, calls.health, async () => {
    await pingDatabase(app.db);
    return { success: true as const, data: { db: 'ok' as const } };
  });
};
