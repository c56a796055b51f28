import type { AdminCatalog } from '@care/shared';
import type { Database, Executor } from '../../db/client.ts';
import { pgErrorCode } from '../../db/errors.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { CacheInvalidator } from '../../lib/public-cache.ts';
import { recordAudit } from '../audit/record.ts';
import {
  assertCategoryNameFree,
  assertServiceNameFree,
  catalogChanges,
  catalogErrors,
  isPermutationOf,
  readCatalog,
} from './admin-catalog.ts';
import * as repo from './admin.repository.ts';

/** The operator making the change, as the audit log records them. */
type Operator = Parameters<typeof recordAudit>[1];

type Reason = { reason?: string | undefined };

/**
 * The operator's changes to the catalog. Every change is written with its audit entry in one
 * transaction, and reaches the public catalog at once (its cached answers are dropped).
 * Retiring keeps rows: offerings and bookings point to them and keep their names.
 */
export function createCatalogAdminService(db: Database, cache: CacheInvalidator) {
  const change = catalogChanges(db, cache);

  async function existingCategory(tx: Executor, id: string) {
    const category = await repo.findCategory(tx, id);
    if (!category) throw notFound('Service category');
    return category;
  }

  async function existingService(tx: Executor, id: string) {
    const service = await repo.findService(tx, id);
    if (!service) throw notFound('Service');
    return service;
  }

  const snapshot = (row: { name: string; isActive: boolean; description?: string | null }) => ({
    name: row.name,
    ...(row.description === undefined ? {} : { description: row.description }),
    isActive: row.isActive,
  });

  return {
    getCatalog: (): Promise<AdminCatalog> => readCatalog(db),

    createCategory: (operator: Operator, body: { name: string } & Reason) =>
      change(async (tx) => {
        await assertCategoryNameFree(tx, body.name);
        const row = await repo.insertCategory(tx, {
          name: body.name,
          sortOrder: await repo.nextCategoryOrder(tx),
        });
        await recordAudit(tx, operator, {
          action: 'category.create',
          entityType: 'category',
          entityId: row.id,
          after: snapshot(row),
          reason: body.reason ?? null,
        });
      }),

    renameCategory: (operator: Operator, id: string, body: { name: string } & Reason) =>
      change(async (tx) => {
        const category = await existingCategory(tx, id);
        if (category.name === body.name) return;
        await assertCategoryNameFree(tx, body.name, id);
        await repo.updateCategory(tx, id, { name: body.name });
        await recordAudit(tx, operator, {
          action: 'category.rename',
          entityType: 'category',
          entityId: id,
          before: { name: category.name },
          after: { name: body.name },
          reason: body.reason ?? null,
        });
      }),

    reorderCategories: (operator: Operator, body: { ids: string[] } & Reason) =>
      change(async (tx) => {
        const categories = await repo.allCategories(tx);
        if (!isPermutationOf(body.ids, categories)) {
          throw conflict(catalogErrors.categoryOrderMismatch);
        }
        for (const [index, id] of body.ids.entries()) {
          await repo.updateCategory(tx, id, { sortOrder: index + 1 });
        }
        await recordAudit(tx, operator, {
          action: 'category.reorder',
          entityType: 'category',
          entityId: 'all',
          before: { order: categories.map((c) => c.id) },
          after: { order: body.ids },
          reason: body.reason ?? null,
        });
      }),

    setCategoryActive: (operator: Operator, id: string, isActive: boolean, body: Reason) =>
      change(async (tx) => {
        const category = await existingCategory(tx, id);
        if (category.isActive === isActive) {
          throw conflict(
            isActive ? catalogErrors.categoryNotRetired : catalogErrors.categoryAlreadyRetired,
          );
        }
        await repo.updateCategory(tx, id, { isActive });
        await recordAudit(tx, operator, {
          action: isActive ? 'category.restore' : 'category.retire',
          entityType: 'category',
          entityId: id,
          before: snapshot(category),
          after: snapshot({ ...category, isActive }),
          reason: body.reason ?? null,
        });
      }),

    /** Only an empty category: a category with services is retired instead. */
    deleteCategory: (operator: Operator, id: string) =>
      change(async (tx) => {
        const category = await existingCategory(tx, id);
        if ((await repo.servicesOf(tx, id)).length > 0) {
          throw conflict(catalogErrors.categoryHasServices);
        }
        await repo.deleteCategory(tx, id);
        await recordAudit(tx, operator, {
          action: 'category.delete',
          entityType: 'category',
          entityId: id,
          before: snapshot(category),
        });
      }),

    createService: (
      operator: Operator,
      body: { categoryId: string; name: string; description?: string | null | undefined } & Reason,
    ) =>
      change(async (tx) => {
        await existingCategory(tx, body.categoryId);
        await assertServiceNameFree(tx, body.categoryId, body.name);
        const row = await repo.insertService(tx, {
          categoryId: body.categoryId,
          name: body.name,
          description: body.description ?? null,
          sortOrder: await repo.nextServiceOrder(tx, body.categoryId),
        });
        await recordAudit(tx, operator, {
          action: 'service.create',
          entityType: 'service',
          entityId: row.id,
          after: { categoryId: row.categoryId, ...snapshot(row) },
          reason: body.reason ?? null,
        });
      }),

    updateService: (
      operator: Operator,
      id: string,
      body: { name: string; description?: string | null | undefined } & Reason,
    ) =>
      change(async (tx) => {
        const service = await existingService(tx, id);
        // Left out, the description stays; sent empty, it is cleared.
        const description = body.description === undefined ? service.description : body.description;
        if (service.name === body.name && service.description === description) return;
        if (service.name !== body.name) {
          await assertServiceNameFree(tx, service.categoryId, body.name, id);
        }
        await repo.updateService(tx, id, { name: body.name, description });
        await recordAudit(tx, operator, {
          action: 'service.update',
          entityType: 'service',
          entityId: id,
          before: { name: service.name, description: service.description },
          after: { name: body.name, description },
          reason: body.reason ?? null,
        });
      }),

    reorderServices: (operator: Operator, body: { categoryId: string; ids: string[] } & Reason) =>
      change(async (tx) => {
        await existingCategory(tx, body.categoryId);
        const services = await repo.servicesOf(tx, body.categoryId);
        if (!isPermutationOf(body.ids, services)) {
          throw conflict(catalogErrors.serviceOrderMismatch);
        }
        for (const [index, id] of body.ids.entries()) {
          await repo.updateService(tx, id, { sortOrder: index + 1 });
        }
        await recordAudit(tx, operator, {
          action: 'service.reorder',
          entityType: 'category',
          entityId: body.categoryId,
          before: { order: services.map((s) => s.id) },
          after: { order: body.ids },
          reason: body.reason ?? null,
        });
      }),

    setServiceActive: (operator: Operator, id: string, isActive: boolean, body: Reason) =>
      change(async (tx) => {
        const service = await existingService(tx, id);
        if (service.isActive === isActive) {
          throw conflict(
            isActive ? catalogErrors.serviceNotRetired : catalogErrors.serviceAlreadyRetired,
          );
        }
        await repo.updateService(tx, id, { isActive });
        await recordAudit(tx, operator, {
          action: isActive ? 'service.restore' : 'service.retire',
          entityType: 'service',
          entityId: id,
          before: snapshot(service),
          after: snapshot({ ...service, isActive }),
          reason: body.reason ?? null,
        });
      }),

    /** Only a service nothing uses; one that offerings or bookings use is retired instead. */
    deleteService: (operator: Operator, id: string) =>
      change(async (tx) => {
        const service = await existingService(tx, id);
        if (await repo.serviceIsUsed(tx, id)) throw conflict(catalogErrors.serviceInUse);
        try {
          await repo.deleteService(tx, id);
        } catch (error) {
          // A seller added it in the meantime: their offering's foreign key keeps the row.
          if (pgErrorCode(error) === '23503') throw conflict(catalogErrors.serviceInUse);
          throw error;
        }
        await recordAudit(tx, operator, {
          action: 'service.delete',
          entityType: 'service',
          entityId: id,
          before: { categoryId: service.categoryId, ...snapshot(service) },
        });
      }),
  };
}
