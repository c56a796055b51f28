import { asc, eq, sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client.ts';
import { serviceCategories, services } from '../../db/schema/index.ts';

/** The operator's reads and writes of the catalog; the public reads are in repository.ts. */

/**
 * Catalog changes take turns: the duplicate-name check ignores case, which the unique
 * constraints do not, so two adds of "Nanny" and "nanny" must not both pass it at once.
 */
export async function lockCatalog(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('catalog'))`);
}

export type CategoryRow = typeof serviceCategories.$inferSelect;
export type ServiceRow = typeof services.$inferSelect;

export function allCategories(db: Executor): Promise<CategoryRow[]> {
  return db
    .select()
    .from(serviceCategories)
    .orderBy(asc(serviceCategories.sortOrder), asc(serviceCategories.name));
}

export function allServices(db: Executor): Promise<ServiceRow[]> {
  return db.select().from(services).orderBy(asc(services.sortOrder), asc(services.name));
}

export function servicesOf(db: Executor, categoryId: string): Promise<ServiceRow[]> {
  return db
    .select()
    .from(services)
    .where(eq(services.categoryId, categoryId))
    .orderBy(asc(services.sortOrder), asc(services.name));
}

export async function findCategory(db: Executor, id: string): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(serviceCategories).where(eq(serviceCategories.id, id));
  return row;
}

export async function findService(db: Executor, id: string): Promise<ServiceRow | undefined> {
  const [row] = await db.select().from(services).where(eq(services.id, id));
  return row;
}

export interface ServiceUse {
  offerings: number;
  activeOfferings: number;
  bookings: number;
}

/**
 * How much uses each service: sellers' offerings (of both kinds) and the bookings made through
 * them. A service nothing appears under is used by nothing.
 */
export async function serviceUse(db: Executor): Promise<Map<string, ServiceUse>> {
  const rows = rowsOf<{ service_id: string } & ServiceUse>(
    await db.execute(sql`
      with offered as (
        select service_id,
               count(*)::int as offerings,
               (count(*) filter (where is_active))::int as active_offerings
          from (select service_id, is_active from provider_services
                union all
                select service_id, is_active from company_services) o
         group by service_id
      ), booked as (
        select service_id, sum(n)::int as bookings
          from (select ps.service_id, count(*) as n
                  from bookings b join provider_services ps on ps.id = b.provider_service_id
                 group by ps.service_id
                union all
                select cs.service_id, count(*)
                  from bookings b join company_services cs on cs.id = b.company_service_id
                 group by cs.service_id) x
         group by service_id
      )
      select offered.service_id,
             offered.offerings as "offerings",
             offered.active_offerings as "activeOfferings",
             coalesce(booked.bookings, 0)::int as "bookings"
        from offered left join booked using (service_id)`),
  );
  return new Map(rows.map(({ service_id, ...use }) => [service_id, use]));
}

/** Whether any seller offers or has offered the service (bookings only exist through one). */
export async function serviceIsUsed(db: Executor, serviceId: string): Promise<boolean> {
  const rows = rowsOf(
    await db.execute(sql`
      select 1 from provider_services where service_id = ${serviceId}
      union all
      select 1 from company_services where service_id = ${serviceId}
      limit 1`),
  );
  return rows.length > 0;
}

export async function nextCategoryOrder(db: Executor): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${serviceCategories.sortOrder}), 0)::int + 1` })
    .from(serviceCategories);
  return row?.next ?? 1;
}

export async function nextServiceOrder(db: Executor, categoryId: string): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${services.sortOrder}), 0)::int + 1` })
    .from(services)
    .where(eq(services.categoryId, categoryId));
  return row?.next ?? 1;
}

export async function insertCategory(
  db: Executor,
  values: { name: string; sortOrder: number },
): Promise<CategoryRow> {
  const [row] = await db.insert(serviceCategories).values(values).returning();
  return row!;
}

export async function updateCategory(
  db: Executor,
  id: string,
  patch: Partial<Pick<CategoryRow, 'name' | 'sortOrder' | 'isActive'>>,
): Promise<void> {
  await db.update(serviceCategories).set(patch).where(eq(serviceCategories.id, id));
}

export async function deleteCategory(db: Executor, id: string): Promise<void> {
  await db.delete(serviceCategories).where(eq(serviceCategories.id, id));
}

export async function insertService(
  db: Executor,
  values: { categoryId: string; name: string; description: string | null; sortOrder: number },
): Promise<ServiceRow> {
  const [row] = await db.insert(services).values(values).returning();
  return row!;
}

export async function updateService(
  db: Executor,
  id: string,
  patch: Partial<Pick<ServiceRow, 'name' | 'description' | 'sortOrder' | 'isActive'>>,
): Promise<void> {
  await db.update(services).set(patch).where(eq(services.id, id));
}

export async function deleteService(db: Executor, id: string): Promise<void> {
  await db.delete(services).where(eq(services.id, id));
}
