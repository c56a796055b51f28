import type { FastifyPluginAsync } from 'fastify';
import { opsContracts as calls } from '@care/shared';
import { route } from '../../lib/route.ts';
import { now, today, travelTo } from '../../lib/clock.ts';
import { listOutbox } from './repository.ts';

/**
 * Development helpers. Registered only when SMS goes to the outbox and NODE_ENV is not
 * production, so in production these paths do not exist (404).
 */
export const devRoutes: FastifyPluginAsync = async (app) => {
  if (app.config.isProduction || app.config.sms.kind !== 'outbox') return;

  route(app, calls.outbox, async ({ query }) => {
    const rows = await listOutbox(app.db, query.mobile);
    return {
      success: true as const,
      data: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    };
  });

  route(app, calls.clock, async ({ body }) => {
    travelTo(body.date);
    return { success: true as const, data: { today: today(), now: now().toISOString() } };
  });
};
