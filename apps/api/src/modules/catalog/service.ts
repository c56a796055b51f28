import type { Category, Service } from '@care/shared';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import * as repo from './repository.ts';

export function createCatalogService(db: Database) {
  return {
    listCategories(): Promise<Category[]> {
      return repo.listCategories(db);
    },

    /** An unknown category is a 404, so a stale link says so instead of showing nothing. */
    async listServices(categoryId: string): Promise<Service[]> {
      if (!(await repo.categoryExists(db, categoryId))) throw notFound('Service category');
      return repo.listServicesByCategory(db, categoryId);
    },
  };
}
