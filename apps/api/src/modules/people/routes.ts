import type { FastifyPluginAsync } from 'fastify';
import { adminPeopleContracts as calls } from '@care/shared';
import { route } from '../../lib/route.ts';
import { createPeopleRecords } from './records.service.ts';
import { createSuspensions } from './suspension.service.ts';

/**
 * The operator's people: search, a seller's record and a family's page for every operator;
 * suspend and reinstate for the admin role (the contracts say which). Guarded on arrival.
 */
export const peopleRoutes: FastifyPluginAsync = async (app) => {
  const records = createPeopleRecords(app.db);
  const suspensions = createSuspensions(app.db, app.publicCache);
  const guarded = { checkRoleOnRequest: true };

  route(
    app,
    calls.searchPeople,
    async ({ query }) => ({ success: true as const, data: await records.search(query) }),
    guarded,
  );

  route(
    app,
    calls.getSeller,
    async ({ params }) => ({
      success: true as const,
      data: await records.seller(params.type, params.id),
    }),
    guarded,
  );

  route(
    app,
    calls.getFamily,
    async ({ params }) => ({ success: true as const, data: await records.family(params.id) }),
    guarded,
  );

  route(
    app,
    calls.suspend,
    async ({ operator, params, body }) => {
      const result = await suspensions.suspend(operator, params.type, params.id, body.reason);
      return {
        success: true as const,
        message:
          result.openBookings.length > 0
            ? `Suspended. ${result.openBookings.length} open booking(s) need your decision.`
            : 'Suspended',
        data: result,
      };
    },
    guarded,
  );

  route(
    app,
    calls.reinstate,
    async ({ operator, params, body }) => ({
      success: true as const,
      message: 'Reinstated',
      data: await suspensions.reinstate(operator, params.type, params.id, body.reason),
    }),
    guarded,
  );
};
