import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '@care/shared';
import { pingDatabase } from './repository.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: healthResponseSchema },
      },
    },
    async () => {
      await pingDatabase(app.db);
      return { success: true as const, data: { db: 'ok' as const } };
    },
  );
};
