import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  companiesPageSchema,
  companyIdParamsSchema,
  companyProfileResponseSchema,
  idParamsSchema,
  listingQuerySchema,
  offeringsResponseSchema,
  providerIdParamsSchema,
  providerProfileResponseSchema,
  providersPageSchema,
} from '@care/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createMicroCache } from '../../lib/micro-cache.ts';
import { createListingService } from './service.ts';

/**
 * Discovery: lists, profiles and offerings of providers and companies. All public; the spec's
 * client sends a token, which is accepted and never required.
 */
export const listingRoutes: FastifyPluginAsyncZod = async (app) => {
  const listings = createListingService(app.db);
  const tags = ['discovery'];
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

  /** Computes, checks against the response schema and caches a page under its URL. */
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

  app.get(
    '/provider/auth/getOnlineProvidersForWeb',
    {
      onRequest: fromCache,
      schema: { tags, querystring: listingQuerySchema, response: { 200: providersPageSchema } },
    },
    (request, reply) =>
      cachedJson(request, reply, async () =>
        JSON.stringify(
          providersPageSchema.parse({
            success: true,
            data: await listings.listProviders(request.query),
          }),
        ),
      ),
  );

  app.get(
    '/company/auth/getOnlineCompaniesForWeb',
    {
      onRequest: fromCache,
      schema: { tags, querystring: listingQuerySchema, response: { 200: companiesPageSchema } },
    },
    (request, reply) =>
      cachedJson(request, reply, async () =>
        JSON.stringify(
          companiesPageSchema.parse({
            success: true,
            data: await listings.listCompanies(request.query),
          }),
        ),
      ),
  );

  app.get(
    '/provider/auth/getProviderProfileById/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: providerProfileResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: await listings.providerProfile(request.params.id),
    }),
  );

  app.get(
    '/company/auth/getCompanyProfileByID/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: companyProfileResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: await listings.companyProfile(request.params.id),
    }),
  );

  app.get(
    '/provider/providerService/getAllProviderServicesForCustomer/:providerId',
    {
      schema: { tags, params: providerIdParamsSchema, response: { 200: offeringsResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      data: await listings.providerOfferings(request.params.providerId),
    }),
  );

  app.get(
    '/company/companyService/getAllCompanyServicesForCustomer/:companyId',
    { schema: { tags, params: companyIdParamsSchema, response: { 200: offeringsResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: await listings.companyOfferings(request.params.companyId),
    }),
  );
};
