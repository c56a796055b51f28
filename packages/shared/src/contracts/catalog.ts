import {
  categoriesResponseSchema,
  categoryIdParamsSchema,
  servicesResponseSchema,
} from '../schemas/catalog.ts';
import { defineContract } from './define.ts';

/**
 * Care categories and their services (SPEC 7). Public: the spec's client sends a token, but the
 * catalog is the same for everyone, so no token is required and a bad one is ignored.
 */
export const catalogContracts = {
  getAllServiceCategories: defineContract({
    method: 'GET',
    path: '/admin/service/getAllServiceCategories',
    access: 'public',
    tag: 'catalog',
    summary: 'All care categories',
    response: categoriesResponseSchema,
  }),
  getAllServicesByCategory: defineContract({
    method: 'GET',
    path: '/admin/service/getAllServicesByCategory/:categoryId',
    access: 'public',
    tag: 'catalog',
    summary: 'Services under one care category',
    params: categoryIdParamsSchema,
    response: servicesResponseSchema,
  }),
};
