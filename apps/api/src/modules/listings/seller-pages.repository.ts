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

/** NULLS LAST to match the listing indexes (the column is never null anyway). */
const ratingOrder = (s: SellerTable) => [sql`${s.avgRating} desc nulls last`, asc(s.id)];

export function pageOf(db: Executor, s: SellerTable, where: SQL, limit: number, offset: number) {
  return db
    .select(sellerColumns(s))
    .from(s.table)
    .where(where)
    .orderBy(...ratingOrder(s))
    .limit(limit)
    .offset(offset);
}

export async function exactCount(db: Executor, s: SellerTable, where: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(s.table).where(where);
  return row?.n ?? 0;
}
