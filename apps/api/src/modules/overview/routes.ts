import type { FastifyPluginAsync } from 'fastify';
import { adminOverviewContracts as calls } from '@care/shared';
import { route } from '../../lib/route.ts';
import { readOverview } from './service.ts';

/** The console's first page, for every operator. */
export const overviewRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    calls.getOverview,
    async () => ({ success: true as const, data: await readOverview(app.db) }),
    { checkRoleOnRequest: true },
  );
};
