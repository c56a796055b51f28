import { and, arrayContains, asc, count, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { ListingQuery } from '@care/shared';
import { rowsOf, type Executor } from '../../db/client.ts';
import { companies, providers, serviceCategories, services } from '../../db/schema/index.ts';
import { containsPattern, isListable, type SellerTable } from './seller-tables.repository.ts';

export interface SellerRow {
  id: string;
  name: string;
  image: string | null;
  pincode: string | null;
  avgRating: number;
  reviewCount: number;
}

export interface OfferingSummary {
  sellerId: string;
  categoryId: string;
  categoryName: string;
  minPricePaise: number;
}

/**
 * Filters read the seller row alone: its active service and category ids and its search text
 * are kept on it by triggers, so a million sellers need no join per request.
 */
function listingWhere(s: SellerTable, q: ListingQuery): SQL {
  return and(
    isListable(s),
    // A service implies its category, so the category array is only tested on its own.
    q.serviceCategoryId && !q.serviceId
      ? arrayContains(s.categoryIds, [q.serviceCategoryId])
      : undefined,
    q.serviceId ? arrayContains(s.serviceIds, [q.serviceId]) : undefined,
    // A service from another category matches nothing (evaluated once, not per row).
    q.serviceId && q.serviceCategoryId
      ? sql`exists (select 1 from ${services} where ${services.id} = ${q.serviceId} and ${services.categoryId} = ${q.serviceCategoryId})`
      : undefined,
    q.search ? ilike(s.searchText, containsPattern(q.search.toLowerCase())) : undefined,
  )!;
}

/**
 * Totals are exact up to this many matches. Beyond it, counting every row of a large listing
 * costs more than the page itself, and nobody reads "9,50,213" differently from "about
 * 9,50,000": the planner's estimate is used and the total is marked as an estimate.
 */
export const EXACT_COUNT_LIMIT = 1000;
/** An estimate this far above the limit is trusted without counting at all. */
const TRUST_ESTIMATE_ABOVE = EXACT_COUNT_LIMIT * 10;

async function estimateMatches(db: Executor, s: SellerTable, where: SQL): Promise<number> {
  const plan = rowsOf<{ 'QUERY PLAN': unknown }>(
    await db.execute(sql`explain (format json) select 1 from ${s.table} where ${where}`),
  )[0]?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as {
    Plan: { 'Plan Rows': number };
  }[];
  return Math.round(parsed[0]?.Plan['Plan Rows'] ?? 0);
}

async function countMatches(
  db: Executor,
  s: SellerTable,
  where: SQL,
): Promise<{ total: number; totalIsEstimate: boolean }> {
  // Planning alone costs about a millisecond and spares scanning tens of thousands of rows.
  const estimate = await estimateMatches(db, s, where);
  if (estimate > TRUST_ESTIMATE_ABOVE) return { total: estimate, totalIsEstimate: true };

  const capped = db
    .select({ one: sql`1` })
    .from(s.table)
    .where(where)
    .limit(EXACT_COUNT_LIMIT + 1)
    .as('capped');
  const [row] = await db.select({ n: count() }).from(capped);
  const exact = row?.n ?? 0;
  if (exact <= EXACT_COUNT_LIMIT) return { total: exact, totalIsEstimate: false };
  return { total: Math.max(estimate, EXACT_COUNT_LIMIT + 1), totalIsEstimate: true };
}

/** NULLS LAST to match the listing indexes (the column is never null anyway). */
const ratingOrder = (s: SellerTable) => [sql`${s.avgRating} desc nulls last`, asc(s.id)];

function pageOf(db: Executor, s: SellerTable, where: SQL, limit: number, offset: number) {
  return db
    .select(sellerColumns(s))
    .from(s.table)
    .where(where)
    .orderBy(...ratingOrder(s))
    .limit(limit)
    .offset(offset);
}

async function exactCount(db: Executor, s: SellerTable, where: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(s.table).where(where);
  return row?.n ?? 0;
}

/**
 * 'Near me': the same PIN code first, then the rest of its 3-digit district, then everyone
 * else, each tier in rating order. Read tier by tier, so each read is an index walk that stops
 * after one page, instead of sorting every seller by a computed rank.
 */
async function pageByNearness(
  db: Executor,
  s: SellerTable,
  where: SQL,
  q: ListingQuery & { pincode: string },
): Promise<SellerRow[]> {
  const district = q.pincode.slice(0, 3);
  const tiers = [
    eq(s.pincode, q.pincode),
    and(sql`left(${s.pincode}, 3) = ${district}`, sql`${s.pincode} <> ${q.pincode}`)!,
    sql`(${s.pincode} is null or left(${s.pincode}, 3) <> ${district})`,
  ];
  const rows: SellerRow[] = [];
  let skip = (q.page - 1) * q.limit;
  for (const [index, tier] of tiers.entries()) {
    const tierWhere = and(where, tier)!;
    const found = await pageOf(db, s, tierWhere, q.limit - rows.length, skip);
    rows.push(...found);
    if (rows.length === q.limit) break;
    // This tier ran out. If it ran out before the page began, the next tier starts later by
    // however much of the skip this tier did not cover (counted only on this rare path).
    if (found.length > 0 || skip === 0) skip = 0;
    else if (index < tiers.length - 1)
      skip = Math.max(0, skip - (await exactCount(db, s, tierWhere)));
  }
  return rows;
}

export async function listSellers(
  db: Executor,
  s: SellerTable,
  q: ListingQuery,
): Promise<{ rows: SellerRow[]; total: number; totalIsEstimate: boolean }> {
  const where = listingWhere(s, q);
  const offset = (q.page - 1) * q.limit;
  const [rows, counted] = await Promise.all([
    q.pincode
      ? pageByNearness(db, s, where, { ...q, pincode: q.pincode })
      : pageOf(db, s, where, q.limit, offset),
    countMatches(db, s, where),
  ]);
  return { rows, ...counted };
}

function sellerColumns(s: SellerTable) {
  return {
    id: sql<string>`${s.id}`,
    name: sql<string>`${s.name}`,
    image: sql<string | null>`${s.image}`,
    pincode: sql<string | null>`${s.pincode}`,
    avgRating: sql<number>`${s.avgRating}`,
    reviewCount: sql<number>`${s.reviewCount}`,
  };
}

export async function findListableSeller(
  db: Executor,
  s: SellerTable,
  id: string,
): Promise<SellerRow | undefined> {
  const [row] = await db
    .select(sellerColumns(s))
    .from(s.table)
    .where(and(eq(s.id, id), isListable(s)));
  return row;
}

/** Categories and lowest price per seller, for a page of sellers, in one query. */
export function summariseOfferings(
  db: Executor,
  s: SellerTable,
  sellerIds: string[],
): Promise<OfferingSummary[]> {
  if (sellerIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      sellerId: sql<string>`${s.offerSellerId}`,
      categoryId: serviceCategories.id,
      categoryName: serviceCategories.name,
      minPricePaise: sql<number>`min(${s.offers.pricePerDayPaise})::int`,
    })
    .from(s.offers)
    .innerJoin(services, eq(services.id, s.offers.serviceId))
    .innerJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
    .where(and(inArray(s.offerSellerId, sellerIds), eq(s.offers.isActive, true)))
    .groupBy(
      s.offerSellerId,
      serviceCategories.id,
      serviceCategories.name,
      serviceCategories.sortOrder,
    )
    .orderBy(asc(serviceCategories.sortOrder), asc(serviceCategories.name));
}

/** A seller's active offerings with their service and category. */
export function listOfferings(db: Executor, s: SellerTable, sellerId: string) {
  return db
    .select({
      id: sql<string>`${s.offers.id}`,
      serviceId: sql<string>`${s.offers.serviceId}`,
      pricePerDayPaise: sql<number>`${s.offers.pricePerDayPaise}`,
      description: sql<string | null>`${s.offers.description}`,
      serviceName: services.name,
      serviceDescription: services.description,
      categoryId: serviceCategories.id,
      categoryName: serviceCategories.name,
    })
    .from(s.offers)
    .innerJoin(services, eq(services.id, s.offers.serviceId))
    .leftJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
    .where(and(eq(s.offerSellerId, sellerId), eq(s.offers.isActive, true)))
    .orderBy(asc(serviceCategories.sortOrder), asc(services.sortOrder), asc(services.name));
}

export async function findProviderDetails(db: Executor, id: string) {
  const [row] = await db
    .select({ about: providers.about, certification: providers.certification })
    .from(providers)
    .where(eq(providers.id, id));
  return row;
}

export async function findCompanyDetails(db: Executor, id: string) {
  const [row] = await db
    .select({ about: companies.about, email: companies.email, address: companies.address })
    .from(companies)
    .where(eq(companies.id, id));
  return row;
}
