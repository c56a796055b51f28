import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { listingContracts as calls } from '@care/shared';
import type { z } from 'zod';
import { createMicroCache } from '../../lib/micro-cache.ts';
import { encodeToJson } from '../../lib/response-encoding.ts';
import { route } from '../../lib/route.ts';
import { createListingService } from './service.ts';

/** Discovery: lists, profiles and offerings of providers and companies; public (see the contracts). */
export const listingRoutes: FastifyPluginAsync = async (app) => {
  const listings = createListingService(app.db);
  const ttl = app.config.listingCacheSeconds;
  const cache = createMicroCache(ttl);

  const sendJson = (reply: FastifyReply, body: string) => {
    if (ttl > 0) reply.header('cache-control', `public, max-age=${ttl}`);
    return reply.type('application/json; charset=utf-8').send(body);
  };

  /**
   * A page asked for again within the cache time is answered before validation, by its exact
   * URL: only a URL that was validated and answered before can be in the cache.
   */
  const fromCache = (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const hit = cache.get(request.url);
    if (hit === undefined) return done();
    sendJson(reply, hit);
  };

  /** Pages being computed now: a burst of identical requests shares one database trip. */
  const inFlight = new Map<string, Promise<string>>();

  /** Computes, encodes for the wire by the response schema and caches a page under its URL. */
  async function cachedJson(
    request: FastifyRequest,
    reply: FastifyReply,
    produce: () => Promise<string>,
  ) {
    let pending = inFlight.get(request.url);
    if (!pending) {
      pending = produce().finally(() => inFlight.delete(request.url));
      if (ttl > 0) inFlight.set(request.url, pending);
    }
    const body = await pending;
    cache.set(request.url, body);
    return sendJson(reply, body);
  }

  const cached = { onRequest: [fromCache] };

  /** The page's wire form by its contract, as the serializer would write it (paise to rupees). */
  const toJson = <S extends z.ZodType>(request: FastifyRequest, schema: S, body: z.output<S>) =>
    encodeToJson(app.encodeResponse, schema, body, {
      method: request.method,
      url: request.routeOptions.url ?? request.url,
    });

  route(
    app,
    calls.getOnlineProvidersForWeb,
    ({ request, reply, query }) =>
      cachedJson(request, reply, async () =>
        toJson(request, calls.getOnlineProvidersForWeb.response, {
          success: true,
          data: await listings.listProviders(query),
        }),
      ),
    cached,
  );

  route(
    app,
    calls.getOnlineCompaniesForWeb,
    ({ request, reply, query }) =>
      cachedJson(request, reply, async () =>
        toJson(request, calls.getOnlineCompaniesForWeb.response, {
          success: true,
          data: await listings.listCompanies(query),
        }),
      ),
    cached,
  );

  route(app, calls.getProviderProfileById, async ({ params }) => ({
    success: true as const,
    data: await listings.providerProfile(params.id),
  }));

  route(app, calls.getCompanyProfileByID, async ({ params }) => ({
    success: true as const,
    data: await listings.companyProfile(params.id),
  }));

  route(app, calls.getAllProviderServicesForCustomer, async ({ params }) => ({
    success: true as const,
    data: await listings.providerOfferings(params.providerId),
  }));

  route(app, calls.getAllCompanyServicesForCustomer, async ({ params }) => ({
    success: true as const,
    data: await listings.companyOfferings(params.companyId),
  }));
};
