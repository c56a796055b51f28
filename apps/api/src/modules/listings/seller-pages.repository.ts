import { asc, count, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { SellerTable } from './seller-tables.repository.ts';

/** One seller on a list page, before its offerings are summarised. */
export interface SellerRow {
  id: string;
  name: string;
  image: string | null;
  pincode: string | null;
  avgRating: number;
  reviewCount: number;
  /** Great-circle km from the family's PIN code, when the list is ordered by distance. */
  distanceKm?: number;
}

/** A Postgres array literal of PIN codes or distances: one bound parameter, however long. */
export const arrayLiteral = (values: readonly (string | number)[]) => `{${values.join(',')}}`;

export function sellerColumns(s: SellerTable) {
  return {
    id: sql<string>`${s.id}`,
    name: sql<string>`${s.name}`,
    image: sql<string | null>`${s.image}`,
    pincode: sql<string | null>`${s.pincode}`,
    avgRating: sql<number>`${s.avgRating}`,
    reviewCount: sql<number>`${s.reviewCount}`,
  };
}

/** The orders a page is read in from one table, each matching a listing index. */
export type PageOrder = 'rating' | 'price';

const orders: Record<PageOrder, (s: SellerTable) => SQL[]> = {
  // NULLS LAST to match the listing index (the column is never null anyway).
  rating: (s) => [sql`${s.avgRating} desc nulls last`, asc(s.id)],
  // Cheapest first; a seller with no active price (none listed) last.
  price: (s) => [sql`${s.minPricePaise} asc nulls last`, asc(s.id)],
};

export function pageOf(
  db: Executor,
  s: SellerTable,
  where: SQL,
  limit: number,
  offset: number,
  order: PageOrder = 'rating',
) {
  return db
    .select(sellerColumns(s))
    .from(s.table)
    .where(where)
    .orderBy(...orders[order](s))
    .limit(limit)
    .offset(offset);
}

/** One part of a list read in turn: everyone in it comes before anyone in the next. */
export interface Tier {
  where: SQL;
  page: (limit: number, offset: number) => Promise<SellerRow[]>;
}

/**
 * A page of a list made of tiers (distance bands; sellers matching as typed, then through a
 * likely misspelling). Each tier is read only as far as the page needs, so a page stops after
 * its own rows instead of ordering every match.
 */
export async function pageAcrossTiers(
  db: Executor,
  s: SellerTable,
  tiers: Tier[],
  page: number,
  limit: number,
): Promise<SellerRow[]> {
  const rows: SellerRow[] = [];
  let skip = (page - 1) * limit;
  for (const [index, tier] of tiers.entries()) {
    const found = await tier.page(limit - rows.length, skip);
    rows.push(...found);
    if (rows.length === limit) break;
    // This tier ran out. If it ran out before the page began, the next tier starts later by
    // however much of the skip this tier did not cover (counted only on this rarer path).
    if (found.length > 0 || skip === 0) skip = 0;
    else if (index < tiers.length - 1)
      skip = Math.max(0, skip - (await exactCount(db, s, tier.where)));
  }
  return rows;
}

export async function exactCount(db: Executor, s: SellerTable, where: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(s.table).where(where);
  return row?.n ?? 0;
}
