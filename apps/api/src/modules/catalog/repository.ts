import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { serviceCategories, services } from '../../db/schema/index.ts';

/** The categories families see: retired ones are left out. */
export function listCategories(db: Executor) {
  return db
    .select({ id: serviceCategories.id, name: serviceCategories.name })
    .from(serviceCategories)
    .where(eq(serviceCategories.isActive, true))
    .orderBy(asc(serviceCategories.sortOrder), asc(serviceCategories.name));
}

/** Whether the category exists (undefined when not) and is offered to families. */
export async function categoryIsActive(
  db: Executor,
  categoryId: string,
): Promise<boolean | undefined> {
  const [row] = await db
    .select({ isActive: serviceCategories.isActive })
    .from(serviceCategories)
    .where(eq(serviceCategories.id, categoryId))
    .limit(1);
  return row?.isActive;
}

/** The services families can choose under a category: retired ones are left out. */
export function listServicesByCategory(db: Executor, categoryId: string) {
  return db
    .select({
      id: services.id,
      name: services.name,
      description: services.description,
      categoryId: services.categoryId,
    })
    .from(services)
    .where(and(eq(services.categoryId, categoryId), eq(services.isActive, true)))
    .orderBy(asc(services.sortOrder), asc(services.name));
}
