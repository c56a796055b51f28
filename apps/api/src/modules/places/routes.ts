import type { FastifyPluginAsync } from 'fastify';
import { placeContracts as calls } from '@care/shared';
import { route } from '../../lib/route.ts';
import { createPlaces } from './service.ts';

/** Places from the PIN directory: the PIN code for a point, for 'near me' by location. */
export const placeRoutes: FastifyPluginAsync = async (app) => {
  const places = createPlaces(app.db);

  route(app, calls.nearestPincode, async ({ query }) => ({
    success: true as const,
    data: await places.nearestTo({ lat: query.lat, lon: query.lon }),
  }));
};
