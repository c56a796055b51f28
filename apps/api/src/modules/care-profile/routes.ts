import type { FastifyPluginAsync } from 'fastify';
import { careProfileContracts, sellerCareProfileContracts } from '@care/shared';
import { route } from '../../lib/route.ts';
import { createCareProfileService } from './service.ts';

/** Care profiles: the family keeps them; the caregiver of an active booking reads them. */
export const careProfileRoutes: FastifyPluginAsync = async (app) => {
  const service = createCareProfileService(app.db);
  const calls = careProfileContracts;

  route(app, calls.getCareProfile, async ({ user, params }) => ({
    success: true as const,
    data: await service.get(user.userId, params.memberId),
  }));

  route(
    app,
    calls.saveCareProfile,
    async ({ user, params, body }) => ({
      success: true as const,
      message: 'Care profile saved',
      data: await service.save(user.userId, params.memberId, body),
    }),
    { preHandler: [app.limitWrites('familyMembers')] },
  );

  route(app, calls.getCareProfileViews, async ({ user, params }) => ({
    success: true as const,
    data: await service.views(user.userId, params.memberId),
  }));

  for (const kind of ['Provider', 'Company'] as const) {
    route(app, sellerCareProfileContracts(kind).getCareProfile, async ({ user, params }) => ({
      success: true as const,
      data: await service.forSeller({ kind, id: user.userId }, params.bookingId),
    }));
  }
};
