import type { FastifyPluginAsync } from 'fastify';
import { catalogContracts as calls } from '@care/shared';
import { route } from '../../lib/route.ts';
import { catalogAdminRoutes } from './admin.routes.ts';
import { createCatalogService } from './service.ts';

/** Care categories and their services: public reads, and the operator's changes. */
export const catalogRoutes: FastifyPluginAsync = async (app) => {
  const catalog = createCatalogService(app.db);

  route(app, calls.getAllServiceCategories, async () => ({
    success: true as const,
    data: await catalog.listCategories(),
  }));

  route(app, calls.getAllServicesByCategory, async ({ params }) => ({
    success: true as const,
    data: await catalog.listServices(params.categoryId),
  }));

  await app.register(catalogAdminRoutes);
};
