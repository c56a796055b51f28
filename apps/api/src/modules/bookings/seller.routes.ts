import type { FastifyPluginAsync } from 'fastify';
import { sellerBookingContracts } from '@care/shared';
import { route } from '../../lib/route.ts';
import type { AccessClaims } from '../auth/access-token.ts';
import { createSellerBookingService } from './seller.service.ts';
import type { Seller } from './lifecycle.repository.ts';

/**
 * The caregiver's booking calls (DESIGN "Contracts"): the same five routes under
 * /provider/booking/ for individual providers and /company/booking/ for companies.
 */
export const sellerBookingRoutes: FastifyPluginAsync = async (app) => {
  const service = createSellerBookingService(app.db);

  for (const kind of ['Provider', 'Company'] as const) {
    const calls = sellerBookingContracts(kind);
    const seller = (user: AccessClaims): Seller => ({ kind, id: user.userId });

    route(app, calls.getProviderBookings, async ({ user, query }) => ({
      success: true as const,
      data: await service.list(seller(user), query),
    }));

    route(app, calls.acceptBooking, async ({ user, params }) => ({
      success: true as const,
      message: 'Booking accepted',
      data: await service.accept(seller(user), params.id),
    }));

    route(
      app,
      calls.declineBooking,
      async ({ user, params }) => ({
        success: true as const,
        message: 'Booking declined; the family has been refunded',
        data: await service.decline(seller(user), params.id),
      }),
      // Each decline refunds a family: counted with the cancellations.
      { preHandler: [app.limitWrites('cancellations')] },
    );

    route(
      app,
      calls.cancelBooking,
      async ({ user, params, body }) => ({
        success: true as const,
        message: 'Booking cancelled; the family has been refunded in full',
        data: await service.cancel(seller(user), params.id, body.reason),
      }),
      { preHandler: [app.limitWrites('cancellations')] },
    );

    route(app, calls.startBooking, async ({ user, params, body }) => ({
      success: true as const,
      message: 'Booking started',
      data: await service.start(seller(user), params.id, body.code),
    }));

    route(app, calls.completeBooking, async ({ user, params, body }) => ({
      success: true as const,
      message: 'Booking completed',
      data: await service.complete(seller(user), params.id, body.code),
    }));
  }
};
