import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  categoriesResponseSchema,
  categoryIdParamsSchema,
  servicesResponseSchema,
} from '@care/shared';
import { createCatalogService } from './service.ts';

/**
 * Care categories and their services. Public: the spec's client sends a token, but the catalog
 * is the same for everyone, so no token is required and a bad one is ignored.
 */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalog = createCatalogService(app.db);

  app.get(
    '/admin/service/getAllServiceCategories',
    {
      schema: {
        tags: ['catalog'],
        summary: 'All care categories',
        response: { 200: categoriesResponseSchema },
      },
    },
    async () => ({ success: true as const, data: await catalog.listCategories() }),
  );

  app.get(
    '/admin/service/getAllServicesByCategory/:categoryId',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Services under one care category',
        params: categoryIdParamsSchema,
        response: { 200: servicesResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await catalog.listServices(request.params.categoryId),
    }),
  );
};
