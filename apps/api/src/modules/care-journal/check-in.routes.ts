import type { FastifyPluginAsync } from 'fastify';
import { sellerJournalContracts } from '@care/shared';
import { route } from '../../lib/route.ts';
import { createCheckInService } from './check-in.service.ts';

/** Daily check-in and check-out with the family's codes for each day. */
export const checkInRoutes: FastifyPluginAsync = async (app) => {
  const service = createCheckInService(app.db);

  for (const kind of ['Provider', 'Company'] as const) {
    const calls = sellerJournalContracts(kind);

    route(app, calls.checkIn, async ({ user, params, body }) => ({
      success: true as const,
      message: 'Checked in',
      data: await service.checkIn({ kind, id: user.userId }, params.bookingId, body.code),
    }));

    route(app, calls.checkOut, async ({ user, params, body }) => ({
      success: true as const,
      message: 'Checked out',
      data: await service.checkOut({ kind, id: user.userId }, params.bookingId, body.code),
    }));
  }
};
