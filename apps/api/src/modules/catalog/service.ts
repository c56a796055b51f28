import type { Category, Service } from '@care/shared';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import * as repo from './repository.ts';

export function createCatalogService(db: Database) {
  return {
    listCategories(): Promise<Category[]> {
      return repo.listCategories(db);
    },

    /**
     * An unknown category is a 404, so a stale link says so instead of showing nothing. A
     * retired one has nothing to choose: an empty list, so a filter kept in an old link
     * simply offers no services.
     */
    async listServices(categoryId: string): Promise<Service[]> {
      const isActive = await repo.categoryIsActive(db, categoryId);
      if (isActive === undefined) throw notFound('Service category');
      if (!isActive) return [];
      return repo.listServicesByCategory(db, categoryId);
    },
  };
}
