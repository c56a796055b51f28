import type { FastifyPluginAsync } from 'fastify';
import { adminBlackoutContracts as admin, blackoutContracts as pub } from '@care/shared';
import { route } from '../../lib/route.ts';
import { createBlackoutService } from './service.ts';

/**
 * Blackout dates and long weekends: the admin operator keeps the list; the refund policy page
 * reads the coming ones.
 */
export const blackoutRoutes: FastifyPluginAsync = async (app) => {
  const blackout = createBlackoutService(app.db);
  const operatorOnly = { checkRoleOnRequest: true };

  route(app, pub.getUpcomingBlackoutDates, async () => ({
    success: true as const,
    data: await blackout.upcoming(),
  }));

  route(
    app,
    admin.getBlackoutDates,
    async () => ({ success: true as const, data: { dates: await blackout.list() } }),
    operatorOnly,
  );

  route(
    app,
    admin.addBlackoutDates,
    async ({ operator, body }) => {
      const added = await blackout.add(operator, body);
      return {
        success: true as const,
        message: added.length === 1 ? 'Blackout date added' : 'Blackout dates added',
        data: { added },
      };
    },
    operatorOnly,
  );

  route(
    app,
    admin.deleteBlackoutDate,
    async ({ operator, params }) => {
      await blackout.remove(operator, params.id);
      return {
        success: true as const,
        message: 'Blackout date removed',
        data: { id: params.id },
      };
    },
    operatorOnly,
  );
};
