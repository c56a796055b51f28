import { count, sql, type SQL } from 'drizzle-orm';
import type { Category } from '@care/shared';
import { rowsOf, type Executor } from '../../db/client.ts';
import type { CompiledStatements } from '../../db/compiled-statements.ts';
import { serviceCategories } from '../../db/schema/index.ts';
import type { SellerTable } from './seller-tables.repository.ts';

/** One seller on a list page, with what its card shows. */
export interface SellerRow {
  id: string;
  name: string;
  image: string | null;
  pincode: string | null;
  avgRating: number;
  reviewCount: number;
  /** The lowest price per day of the active offerings, kept on the seller row by a trigger. */
  minPricePaise: number | null;
  /** The care types of the active offerings, in the catalogue's order. */
  categories: Category[];
  /** Checked by the operator (VERIFIED): the 'Certified' mark on the card and the profile. */
  verified: boolean;
  /** Great-circle km from the family's PIN code, when the list is ordered by distance. */
  distanceKm?: number;
}

/** A Postgres array literal of PIN codes or distances: one bound parameter, however long. */
export const arrayLiteral = (values: readonly (string | number)[]) => `{${values.join(',')}}`;

/**
 * The seller's care types from the category ids its offerings trigger keeps on the row: the
 * same set and order the card showed when it was summarised from the offerings, without
 * joining them.
 */
const categoriesOf = (s: SellerTable) => sql`(
  select coalesce(json_agg(json_build_object('id', c.id, 'name', c.name) order by c.sort_order, c.name), '[]'::json)
    from ${serviceCategories} c where c.id = any(${s.categoryIds}))`;

/** What a card shows, read from the seller row (and the names of its care types). */
export const cardColumns = (s: SellerTable) => sql`
  ${s.id} as id, ${s.name} as name, ${s.image} as image, ${s.pincode} as pincode,
  ${s.avgRating} as "avgRating", ${s.reviewCount} as "reviewCount",
  ${s.minPricePaise} as "minPricePaise", ${categoriesOf(s)} as categories,
  ${s.verificationStatus} = 'VERIFIED' as verified`;

/**
 * A card's row from the driver's array of `cardColumns`, in their order (the two are kept side
 * by side). `avgRating` is numeric, which a driver may give as text.
 */
export function sellerRowFromColumns(columns: unknown[]): SellerRow {
  return {
    id: columns[0] as string,
    name: columns[1] as string,
    image: columns[2] as string | null,
    pincode: columns[3] as string | null,
    avgRating: Number(columns[4]),
    reviewCount: columns[5] as number,
    minPricePaise: columns[6] as number | null,
    categories: columns[7] as Category[],
    verified: columns[8] as boolean,
  };
}

/** Both drivers give numbers for these columns; made sure of, as a card's figures must be. */
export function toSellerRow<R extends SellerRow>(row: R): R {
  row.avgRating = Number(row.avgRating);
  if (row.distanceKm !== undefined) row.distanceKm = Number(row.distanceKm);
  return row;
}

/**
 * The cards of a page, in one statement: `page` picks the page's ids (and distances) from a
 * listing index alone, however deep the page, and the seller rows are read for those few ids
 * only. Reading the card's columns in the page query itself would fetch every row the offset
 * skips; summarising offerings in a second query cost a round trip per page.
 */
function cardsStatement(s: SellerTable, page: SQL, order: SQL, extra: SQL = sql``): SQL {
  return sql`
      select ${cardColumns(s)}${extra}
        from (${page}) page join ${s.table} on ${s.id} = page.id
       order by ${order}`;
}

export async function cardsOf(
  db: Executor,
  s: SellerTable,
  page: SQL,
  order: SQL,
  extra: SQL = sql``,
): Promise<SellerRow[]> {
  const rows = rowsOf<SellerRow>(await db.execute(cardsStatement(s, page, order, extra)));
  return rows.map(toSellerRow);
}

/** The orders a page is read in from one table, each matching a listing index. */
export type PageOrder = 'rating' | 'price';

const orders: Record<PageOrder, (s: SellerTable) => SQL> = {
  // NULLS LAST to match the listing index (the column is never null anyway).
  rating: (s) => sql`${s.avgRating} desc nulls last, ${s.id}`,
  // Cheapest first; a seller with no active price (none listed) last.
  price: (s) => sql`${s.minPricePaise} asc nulls last, ${s.id}`,
};

/** A page's size or offset: a value, or a placeholder filled when a compiled statement runs. */
type Bound = number | ReturnType<typeof sql.placeholder>;

function pageStatement(
  s: SellerTable,
  where: SQL,
  order: PageOrder,
  limit: Bound,
  offset: Bound,
): SQL {
  // The same order inside (the index's) and outside (the joined rows', the same values).
  const by = orders[order](s);
  return cardsStatement(
    s,
    sql`select ${s.id} as id from ${s.table} where ${where} order by ${by} limit ${limit} offset ${offset}`,
    by,
  );
}

export async function pageOf(
  db: Executor,
  s: SellerTable,
  where: SQL,
  limit: number,
  offset: number,
  order: PageOrder = 'rating',
): Promise<SellerRow[]> {
  const rows = rowsOf<SellerRow>(await db.execute(pageStatement(s, where, order, limit, offset)));
  return rows.map(toSellerRow);
}

/**
 * `pageOf` through statements compiled once per `key`, which must name everything `where` is
 * made of (the filters and searched words): the page's size and offset are its placeholders.
 */
export async function compiledPageOf(
  statements: CompiledStatements,
  key: string,
  s: SellerTable,
  where: () => SQL,
  limit: number,
  offset: number,
  order: PageOrder = 'rating',
): Promise<SellerRow[]> {
  return statements.rows(
    `${key}|${order}`,
    () => pageStatement(s, where(), order, sql.placeholder('limit'), sql.placeholder('offset')),
    { limit, offset },
    sellerRowFromColumns,
  );
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
