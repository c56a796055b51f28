import type { FastifyPluginAsync } from 'fastify';
import { adminCatalogContracts as calls } from '@care/shared';
import { route } from '../../lib/route.ts';
import { createCatalogAdminService } from './admin.service.ts';

/** The operator's catalog: admin operators only (the contracts say so); support is refused. */
export const catalogAdminRoutes: FastifyPluginAsync = async (app) => {
  const catalog = createCatalogAdminService(app.db, app.publicCache);
  const admin = { checkRoleOnRequest: true };
  const answer = async (pending: ReturnType<typeof catalog.getCatalog>, message?: string) => ({
    success: true as const,
    ...(message ? { message } : {}),
    data: await pending,
  });

  route(app, calls.getCatalog, () => answer(catalog.getCatalog()), admin);

  route(
    app,
    calls.createCategory,
    ({ operator, body }) => answer(catalog.createCategory(operator, body), 'Category added'),
    admin,
  );
  route(
    app,
    calls.renameCategory,
    ({ operator, params, body }) =>
      answer(catalog.renameCategory(operator, params.id, body), 'Category renamed'),
    admin,
  );
  route(
    app,
    calls.reorderCategories,
    ({ operator, body }) =>
      answer(catalog.reorderCategories(operator, body), 'Categories reordered'),
    admin,
  );
  route(
    app,
    calls.retireCategory,
    ({ operator, params, body }) =>
      answer(catalog.setCategoryActive(operator, params.id, false, body), 'Category retired'),
    admin,
  );
  route(
    app,
    calls.restoreCategory,
    ({ operator, params, body }) =>
      answer(catalog.setCategoryActive(operator, params.id, true, body), 'Category restored'),
    admin,
  );
  route(
    app,
    calls.deleteCategory,
    ({ operator, params }) =>
      answer(catalog.deleteCategory(operator, params.id), 'Category deleted'),
    admin,
  );

  route(
    app,
    calls.createService,
    ({ operator, body }) => answer(catalog.createService(operator, body), 'Service added'),
    admin,
  );
  route(
    app,
    calls.updateService,
    ({ operator, params, body }) =>
      answer(catalog.updateService(operator, params.id, body), 'Service updated'),
    admin,
  );
  route(
    app,
    calls.reorderServices,
    ({ operator, body }) => answer(catalog.reorderServices(operator, body), 'Services reordered'),
    admin,
  );
  route(
    app,
    calls.retireService,
    ({ operator, params, body }) =>
      answer(catalog.setServiceActive(operator, params.id, false, body), 'Service retired'),
    admin,
  );
  route(
    app,
    calls.restoreService,
    ({ operator, params, body }) =>
      answer(catalog.setServiceActive(operator, params.id, true, body), 'Service restored'),
    admin,
  );
  route(
    app,
    calls.deleteService,
    ({ operator, params }) => answer(catalog.deleteService(operator, params.id), 'Service deleted'),
    admin,
  );
};
