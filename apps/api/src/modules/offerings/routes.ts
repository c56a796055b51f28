import type { FastifyPluginAsync } from 'fastify';
import { offeringContracts } from '@care/shared';
import { route } from '../../lib/route.ts';
import type { AccessClaims } from '../auth/access-token.ts';
import type { Seller } from './repository.ts';
import { createOfferingService } from './service.ts';

/**
 * A caregiver's services, prices and online switch (DESIGN "Contracts of the next
 * capabilities"): the same routes under /provider/ and /company/.
 */
export const offeringRoutes: FastifyPluginAsync = async (app) => {
  const service = createOfferingService(app.db, app.publicCache);

  for (const kind of ['Provider', 'Company'] as const) {
    const calls = offeringContracts(kind);
    const seller = (user: AccessClaims): Seller => ({ kind, id: user.userId });

    route(app, calls.getMine, async ({ user }) => ({
      success: true as const,
      data: await service.list(seller(user)),
    }));

    route(app, calls.create, async ({ user, body }) => ({
      success: true as const,
      message: 'Service added',
      data: await service.create(seller(user), body),
    }));

    route(app, calls.update, async ({ user, params, body }) => ({
      success: true as const,
      message: 'Service updated',
      data: await service.update(seller(user), params.id, body),
    }));

    route(app, calls.remove, async ({ user, params }) => {
      const removed = await service.remove(seller(user), params.id);
      return {
        success: true as const,
        message:
          removed.outcome === 'RETIRED'
            ? 'Service removed; your past bookings of it are kept'
            : 'Service removed',
        data: removed,
      };
    });

    route(app, calls.getOnline, async ({ user }) => ({
      success: true as const,
      data: await service.onlineState(seller(user)),
    }));

    route(app, calls.setOnline, async ({ user, body }) => {
      const state = await service.setOnline(seller(user), body.isOnline);
      return {
        success: true as const,
        message: state.isOnline ? 'You are online' : 'You are offline',
        data: state,
      };
    });
  }
};
