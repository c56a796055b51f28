import type { FastifyPluginAsync } from 'fastify';
import { bookingContracts, offeringContracts } from '@care/shared';
import { route } from '../../lib/route.ts';
import type { AccessClaims } from '../auth/access-token.ts';
import type { Seller } from './repository.ts';
import { createAvailabilityService } from './service.ts';

/** Days off under /provider/ and /company/, and the family's view of the taken days. */
export const availabilityRoutes: FastifyPluginAsync = async (app) => {
  const service = createAvailabilityService(app.db);

  for (const kind of ['Provider', 'Company'] as const) {
    const calls = offeringContracts(kind);
    const seller = (user: AccessClaims): Seller => ({ kind, id: user.userId });

    route(app, calls.getDaysOff, async ({ user }) => ({
      success: true as const,
      data: await service.list(seller(user)),
    }));

    route(app, calls.addDaysOff, async ({ user, body }) => {
      const dayOff = await service.add(seller(user), body);
      return {
        success: true as const,
        message:
          dayOff.clashes.length > 0
            ? 'Days off saved. Some bookings fall on these days: decline or cancel them.'
            : 'Days off saved',
        data: dayOff,
      };
    });

    route(app, calls.deleteDaysOff, async ({ user, params }) => ({
      success: true as const,
      message: 'Days off removed',
      data: await service.remove(seller(user), params.id),
    }));
  }

  route(app, bookingContracts.getUnavailableDates, async ({ query }) => ({
    success: true as const,
    data: await service.unavailableDates(query),
  }));
};
