import { catalogNameKey, type AdminCatalog } from '@care/shared';
import type { Database, Executor } from '../../db/client.ts';
import { conflict } from '../../lib/errors.ts';
import { cacheTags, type CacheInvalidator } from '../../lib/public-cache.ts';
import * as repo from './admin.repository.ts';

/** The refusals of the operator's catalog calls, each saying what to do instead. */
export const catalogErrors = {
  // The names stay out of the words: a refusal is logged, and the operator has the name open.
  categoryExists: 'A category with this name already exists',
  retiredCategoryExists: 'A retired category has this name; restore it instead',
  serviceExists: 'This category already has a service with this name',
  retiredServiceExists: 'A retired service of this category has this name; restore it instead',
  categoryOrderMismatch:
    'List every category exactly once, retired ones included. Reload the catalog and try again.',
  serviceOrderMismatch:
    'List every service of this category exactly once, retired ones included. Reload the catalog and try again.',
  categoryAlreadyRetired: 'This category is already retired',
  categoryNotRetired: 'This category is not retired',
  serviceAlreadyRetired: 'This service is already retired',
  serviceNotRetired: 'This service is not retired',
  serviceInUse:
    'Sellers offer this service or have offered it, so it cannot be deleted. Retire it instead: existing offerings and bookings keep working.',
  categoryHasServices:
    'This category still has services, so it cannot be deleted. Delete them first, or retire the category.',
} as const;

/** Whether `ids` is exactly the ids of `rows`, each once, in any order. */
export function isPermutationOf(ids: readonly string[], rows: readonly { id: string }[]): boolean {
  if (ids.length !== rows.length) return false;
  const known = new Set(rows.map((row) => row.id));
  return new Set(ids).size === ids.length && ids.every((id) => known.has(id));
}

/** A name that another row (not `exceptId`) already has, by the duplicate rule; or undefined. */
export function sameName<R extends { id: string; name: string }>(
  rows: readonly R[],
  name: string,
  exceptId?: string,
): R | undefined {
  const key = catalogNameKey(name);
  return rows.find((row) => row.id !== exceptId && catalogNameKey(row.name) === key);
}

export async function readCatalog(db: Executor): Promise<AdminCatalog> {
  const [categories, services, use] = await Promise.all([
    repo.allCategories(db),
    repo.allServices(db),
    repo.serviceUse(db),
  ]);
  const unused = { offerings: 0, activeOfferings: 0, bookings: 0 };
  return {
    categories: categories.map((category) => ({
      id: category.id,
      name: category.name,
      sortOrder: category.sortOrder,
      isActive: category.isActive,
      services: services
        .filter((service) => service.categoryId === category.id)
        .map((service) => ({
          id: service.id,
          categoryId: service.categoryId,
          name: service.name,
          description: service.description,
          sortOrder: service.sortOrder,
          isActive: service.isActive,
          ...(use.get(service.id) ?? unused),
        })),
    })),
  };
}

/**
 * Runs one catalog change: in a transaction that takes the catalog's turn (so the duplicate
 * check and the write cannot interleave with another change), then drops the public answers
 * made from the old catalog, and answers the catalog as it now is.
 */
export function catalogChanges(db: Database, cache: CacheInvalidator) {
  return async function change(work: (tx: Executor) => Promise<unknown>): Promise<AdminCatalog> {
    await db.transaction(async (tx) => {
      await repo.lockCatalog(tx);
      await work(tx);
    });
    // Categories and services are in the public catalog, profiles and offering lists.
    cache.invalidate(cacheTags.catalog);
    return readCatalog(db);
  };
}

/** Refuses a category name another category has, retired or not. */
export async function assertCategoryNameFree(tx: Executor, name: string, exceptId?: string) {
  const clash = sameName(await repo.allCategories(tx), name, exceptId);
  if (!clash) return;
  throw conflict(
    clash.isActive ? catalogErrors.categoryExists : catalogErrors.retiredCategoryExists,
  );
}

/** Refuses a service name another service of the same category has, retired or not. */
export async function assertServiceNameFree(
  tx: Executor,
  categoryId: string,
  name: string,
  exceptId?: string,
) {
  const clash = sameName(await repo.servicesOf(tx, categoryId), name, exceptId);
  if (!clash) return;
  throw conflict(clash.isActive ? catalogErrors.serviceExists : catalogErrors.retiredServiceExists);
}
