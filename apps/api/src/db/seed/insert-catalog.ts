import { inArray } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { serviceCategories, services } from '../schema/index.ts';
import { seedCategories, type SeedCategoryName, type SeedServiceName } from './catalog-data.ts';
import { requireValue } from './seed-helpers.ts';

export interface SeededService {
  serviceId: string;
  categoryName: SeedCategoryName;
}

/** Service ids by name; the demo's service names are unique across both categories. */
export type ServiceIndex = ReadonlyMap<SeedServiceName, SeededService>;

/**
 * Inserts the categories and their services, keeping any that already exist (an operator may
 * have created one by hand), and answers the ids of all of them.
 */
export async function insertCatalog(db: Executor): Promise<ServiceIndex> {
  const categoryNames = seedCategories.map((category) => category.name);
  await db
    .insert(serviceCategories)
    .values(seedCategories.map((category, index) => ({ name: category.name, sortOrder: index })))
    .onConflictDoNothing({ target: serviceCategories.name });
  const categoryRows = await db
    .select({ id: serviceCategories.id, name: serviceCategories.name })
    .from(serviceCategories)
    .where(inArray(serviceCategories.name, categoryNames));
  const categoryIdByName = new Map(categoryRows.map((row) => [row.name, row.id]));

  const serviceRows = seedCategories.flatMap((category) =>
    category.services.map((service, index) => ({
      categoryId: requireValue(categoryIdByName.get(category.name), category.name),
      name: service.name,
      description: service.description,
      sortOrder: index,
    })),
  );
  await db
    .insert(services)
    .values(serviceRows)
    .onConflictDoNothing({ target: [services.categoryId, services.name] });
  const storedServices = await db
    .select({ id: services.id, name: services.name, categoryId: services.categoryId })
    .from(services)
    .where(inArray(services.categoryId, [...categoryIdByName.values()]));

  const index = new Map<SeedServiceName, SeededService>();
  for (const category of seedCategories) {
    const categoryId = categoryIdByName.get(category.name);
    for (const service of category.services) {
      const stored = storedServices.find(
        (row) => row.categoryId === categoryId && row.name === service.name,
      );
      index.set(service.name, {
        serviceId: requireValue(stored?.id, service.name),
        categoryName: category.name,
      });
    }
  }
  return index;
}
