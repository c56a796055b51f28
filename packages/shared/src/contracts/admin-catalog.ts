import {
  adminCatalogResponseSchema,
  catalogActionBodySchema,
  categoryNameBodySchema,
  createServiceBodySchema,
  reorderCategoriesBodySchema,
  reorderServicesBodySchema,
  updateServiceBodySchema,
} from '../schemas/catalog-admin.ts';
import { idParamsSchema } from '../schemas/common.ts';
import { defineContract } from './define.ts';

const admin = {
  access: ['Admin'],
  operatorRole: 'admin',
  tag: 'admin catalog',
  response: adminCatalogResponseSchema,
} as const;

/**
 * The operator's catalog of care categories and services. Admin operators only; each call
 * answers the whole catalog as it now is. A service that offerings or bookings use is retired,
 * never deleted: their names and history stay whole.
 */
export const adminCatalogContracts = {
  getCatalog: defineContract({
    ...admin,
    method: 'GET',
    path: '/admin/catalog/getCatalog',
    summary: 'Every category and service, retired ones included, with how much uses each',
  }),
  createCategory: defineContract({
    ...admin,
    method: 'POST',
    path: '/admin/catalog/createCategory',
    summary: 'Add a care category, last in the order',
    body: categoryNameBodySchema,
  }),
  renameCategory: defineContract({
    ...admin,
    method: 'PATCH',
    path: '/admin/catalog/renameCategory/:id',
    summary: 'Rename a care category',
    params: idParamsSchema,
    body: categoryNameBodySchema,
  }),
  reorderCategories: defineContract({
    ...admin,
    method: 'PATCH',
    path: '/admin/catalog/reorderCategories',
    summary: 'Put the categories in a new order (every category, each once)',
    body: reorderCategoriesBodySchema,
  }),
  retireCategory: defineContract({
    ...admin,
    method: 'PATCH',
    path: '/admin/catalog/retireCategory/:id',
    summary:
      'Take a category out of the public catalog and filters; its services cannot be newly ' +
      'offered, existing offerings and bookings go on',
    params: idParamsSchema,
    body: catalogActionBodySchema,
  }),
  restoreCategory: defineContract({
    ...admin,
    method: 'PATCH',
    path: '/admin/catalog/restoreCategory/:id',
    summary: 'Bring a retired category back',
    params: idParamsSchema,
    body: catalogActionBodySchema,
  }),
  deleteCategory: defineContract({
    ...admin,
    method: 'DELETE',
    path: '/admin/catalog/deleteCategory/:id',
    summary: 'Delete a category with no services (409 otherwise: retire it instead)',
    params: idParamsSchema,
  }),
  createService: defineContract({
    ...admin,
    method: 'POST',
    path: '/admin/catalog/createService',
    summary: 'Add a service to a category, last in its order',
    body: createServiceBodySchema,
  }),
  updateService: defineContract({
    ...admin,
    method: 'PATCH',
    path: '/admin/catalog/updateService/:id',
    summary: 'Rename a service or change its description',
    params: idParamsSchema,
    body: updateServiceBodySchema,
  }),
  reorderServices: defineContract({
    ...admin,
    method: 'PATCH',
    path: '/admin/catalog/reorderServices',
    summary: 'Put a category’s services in a new order (every service of it, each once)',
    body: reorderServicesBodySchema,
  }),
  retireService: defineContract({
    ...admin,
    method: 'PATCH',
    path: '/admin/catalog/retireService/:id',
    summary:
      'Take a service out of the public catalog; it cannot be newly offered, existing ' +
      'offerings and bookings go on',
    params: idParamsSchema,
    body: catalogActionBodySchema,
  }),
  restoreService: defineContract({
    ...admin,
    method: 'PATCH',
    path: '/admin/catalog/restoreService/:id',
    summary: 'Bring a retired service back',
    params: idParamsSchema,
    body: catalogActionBodySchema,
  }),
  deleteService: defineContract({
    ...admin,
    method: 'DELETE',
    path: '/admin/catalog/deleteService/:id',
    summary: 'Delete a service nothing uses (409 otherwise: retire it instead)',
    params: idParamsSchema,
  }),
};
