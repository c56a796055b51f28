import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { serviceCategories, services } from '../../db/schema/index.ts';

export function listCategories(db: Executor) {
  return db
    .select({ id: serviceCategories.id, name: serviceCategories.name })
    .from(serviceCategories)
    .orderBy(asc(serviceCategories.sortOrder), asc(serviceCategories.name));
}

export async function categoryExists(db: Executor, categoryId: string): Promise<boolean> {
  const rows = await db
    .select({ id: serviceCategories.id })
    .from(serviceCategories)
    .where(eq(serviceCategories.id, categoryId))
    .limit(1);
  return rows.length > 0;
}

export function listServicesByCategory(db: Executor, categoryId: string) {
  return db
    .select({
      id: services.id,
      name: services.name,
      description: services.description,
      categoryId: services.categoryId,
    })
    .from(services)
    .where(eq(services.categoryId, categoryId))
    .orderBy(asc(services.sortOrder), asc(services.name));
}
