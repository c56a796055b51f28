import { asc, eq, max } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { banners } from '../../db/schema/index.ts';

export type BannerRow = typeof banners.$inferSelect;
export type BannerWrite = Partial<
  Pick<
    typeof banners.$inferInsert,
    'title' | 'subtitle' | 'link' | 'image' | 'isActive' | 'sortOrder'
  >
>;

/** The home page's order: as the public list reads it. */
const homeOrder = [asc(banners.sortOrder), asc(banners.createdAt), asc(banners.id)];

export function listBanners(db: Executor): Promise<BannerRow[]> {
  return db
    .select()
    .from(banners)
    .orderBy(...homeOrder);
}

/** Every banner, locked until the transaction ends: a new order is made against all of them. */
export function lockAllBanners(tx: Executor): Promise<BannerRow[]> {
  return tx
    .select()
    .from(banners)
    .orderBy(...homeOrder)
    .for('update');
}

export async function findBanner(db: Executor, id: string): Promise<BannerRow | undefined> {
  const [row] = await db.select().from(banners).where(eq(banners.id, id));
  return row;
}

export async function lockBanner(tx: Executor, id: string): Promise<BannerRow | undefined> {
  const [row] = await tx.select().from(banners).where(eq(banners.id, id)).for('update');
  return row;
}

/** The place after the last banner. */
export async function nextSortOrder(tx: Executor): Promise<number> {
  const [row] = await tx.select({ last: max(banners.sortOrder) }).from(banners);
  return (row?.last ?? -1) + 1;
}

export async function insertBanner(
  tx: Executor,
  values: BannerWrite & { title: string },
): Promise<BannerRow> {
  const [row] = await tx.insert(banners).values(values).returning();
  return row!;
}

export async function updateBanner(
  tx: Executor,
  id: string,
  values: BannerWrite,
): Promise<BannerRow> {
  const [row] = await tx.update(banners).set(values).where(eq(banners.id, id)).returning();
  return row!;
}

export async function deleteBanner(tx: Executor, id: string): Promise<void> {
  await tx.delete(banners).where(eq(banners.id, id));
}
