import type { FastifyPluginAsync } from 'fastify';
import { familyJournalContracts } from '@care/shared';
import { route } from '../../lib/route.ts';
import { createCircleService } from './circle.service.ts';

/** The family circle: invitations, removal, and the bookings a relative follows. */
export const circleRoutes: FastifyPluginAsync = async (app) => {
  const service = createCircleService(app.db);
  const calls = familyJournalContracts;
  // Inviting sends an SMS to any number: limited like the family's other writes.
  const limited = { preHandler: [app.limitWrites('familyMembers')] };

  route(
    app,
    calls.invite,
    async ({ user, body }) => ({
      success: true as const,
      message: 'Invitation sent',
      data: await service.invite(user.userId, body),
    }),
    limited,
  );

  route(app, calls.getCircle, async ({ user, params }) => ({
    success: true as const,
    data: await service.list(user.userId, params.memberId),
  }));

  route(
    app,
    calls.remove,
    async ({ user, params }) => ({
      success: true as const,
      message: 'Removed from the circle',
      data: await service.remove(user.userId, params.id),
    }),
    limited,
  );

  route(app, calls.getFollowedBookings, async ({ user }) => ({
    success: true as const,
    data: await service.followed(user.userId),
  }));
};
