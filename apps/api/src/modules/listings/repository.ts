import { and, arrayContains, asc, count, eq, ilike, not, or, sql, type SQL } from 'drizzle-orm';
import type { ListingQuery, ListingSort } from '@care/shared';
import { rowsOf, type Executor } from '../../db/client.ts';
import type { CompiledStatements } from '../../db/compiled-statements.ts';
import { companies, providers, serviceCategories, services } from '../../db/schema/index.ts';
import { pageByDistance, type Ring } from './distance.repository.ts';
import { filtersOf, type EstimateMemory, type ListingFilters } from './estimates.ts';
import { isFreeOn } from './free-dates.repository.ts';
import {
  arrayLiteral,
  pageAcrossTiers,
  cardColumns,
  compiledPageOf,
  pageOf,
  toSellerRow,
  type PageOrder,
  type SellerRow,
} from './seller-pages.repository.ts';
import { containsPattern, isListable, type SellerTable } from './seller-tables.repository.ts';

export type { Ring, SellerRow };

/** A word of the family's search, the words that mean the same, and the PIN codes it names. */
export interface SearchWord {
  word: string;
  alternatives: string[];
  pins: string[];
  /**
   * A place, or a catalogue word (or the one a misspelling most likely means): matched as typed,
   * never by likeness, which is for words nothing else explains (names).
   */
  asTypedOnly?: boolean;
}

/** The forms of a word a seller can contain: the word as typed and its synonyms. */
const formsOf = (term: SearchWord) => [term.word, ...term.alternatives];

/** Likeness is for misspelt words; a number ('1499', a PIN) matches exactly or not at all. */
const likenessForms = (term: SearchWord) =>
  term.asTypedOnly
    ? []
    : formsOf(term).filter((form) => form.length >= 4 && /^\p{L}+$/u.test(form));

/**
 * The word as typed, or a synonym, is in the seller's name or services, or the seller's PIN code
 * is in a place it names ('pune', 'kothrud', '560038'). `negatable` keeps it from being null (a
 * seller without a PIN code) so NOT works on it, at the price of the PIN index.
 */
function wordMatchesAsTyped(s: SellerTable, term: SearchWord, negatable = false): SQL {
  const inPlace = sql`${s.pincode} = any(${arrayLiteral(term.pins)}::text[])`;
  return or(
    ...formsOf(term).map((form) => ilike(s.searchText, containsPattern(form))),
    term.pins.length ? (negatable ? sql`coalesce(${inPlace}, false)` : inPlace) : undefined,
  )!;
}

/**
 * A searched word matches a seller as typed (above) or through a word like it in the seller's
 * name or services (trigram likeness, for typos: 'nursng'). Each arm is answered by an index.
 */
function wordMatches(s: SellerTable, term: SearchWord): SQL {
  return or(
    wordMatchesAsTyped(s, term),
    ...likenessForms(term).map((form) => sql`${form} <% ${s.searchText}`),
  )!;
}

/**
 * Filters read the seller row alone: its active service and category ids and its search text
 * are kept on it by triggers, so a million sellers need no join per request. Every searched
 * word must match (see wordMatches).
 */
function listingWhere(s: SellerTable, q: ListingFilters, words: SearchWord[] = []): SQL {
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
    ...words.map((term) => wordMatches(s, term)),
    q.freeFrom && q.freeTo ? isFreeOn(s, { from: q.freeFrom, to: q.freeTo }, q) : undefined,
  )!;
}

/** Without `sort`: nearest first when the family gave a PIN code, else the best match. */
export const sortOf = (q: ListingQuery): ListingSort =>
  q.sort ?? (q.pincode ? 'distance' : 'relevance');

/**
 * Relevance: sellers matching every word as typed first, then those found only through a likely
 * misspelling, best rated first within each. Read as two tiers, so a page never orders every
 * match of a common word by a computed score.
 */
function pageByRelevance(
  db: Executor,
  s: SellerTable,
  where: () => SQL,
  q: ListingQuery,
  words: SearchWord[],
  plainPage: (order: PageOrder) => Promise<SellerRow[]>,
): Promise<SellerRow[]> {
  if (!words.some((term) => likenessForms(term).length > 0)) return plainPage('rating');
  const asTyped = and(...words.map((term) => wordMatchesAsTyped(s, term, true)))!;
  const tiers = [and(where(), asTyped)!, and(where(), not(asTyped))!].map((tierWhere) => ({
    where: tierWhere,
    page: (limit: number, skip: number) => pageOf(db, s, tierWhere, limit, skip),
  }));
  return pageAcrossTiers(db, s, tiers, q.page, q.limit);
}

/**
 * Totals are exact up to this many matches. Beyond it, counting every row of a large listing
 * costs more than the page itself, and nobody reads "9,50,213" differently from "about
 * 9,50,000": the planner's estimate is used and the total is marked as an estimate.
 */
export const EXACT_COUNT_LIMIT = 1000;
/** An estimate this far above the limit is trusted without counting at all. */
export const TRUST_ESTIMATE_ABOVE = EXACT_COUNT_LIMIT * 10;

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
  where: () => SQL,
  filters: ListingFilters,
  estimates?: EstimateMemory,
): Promise<{ total: number; totalIsEstimate: boolean }> {
  // Planning alone costs about a millisecond and spares scanning tens of thousands of rows.
  let estimate = estimates?.get(s.kind, filters);
  if (estimate === undefined) {
    estimate = await estimateMatches(db, s, where());
    estimates?.set(s.kind, filters, estimate);
  }
  if (estimate > TRUST_ESTIMATE_ABOVE) return { total: estimate, totalIsEstimate: true };

  const capped = db
    .select({ one: sql`1` })
    .from(s.table)
    .where(where())
    .limit(EXACT_COUNT_LIMIT + 1)
    .as('capped');
  const [row] = await db.select({ n: count() }).from(capped);
  const exact = row?.n ?? 0;
  if (exact <= EXACT_COUNT_LIMIT) return { total: exact, totalIsEstimate: false };
  return { total: Math.max(estimate, EXACT_COUNT_LIMIT + 1), totalIsEstimate: true };
}

export interface ListContext {
  /** The bands of PIN codes around the family's, for nearest first. */
  rings?: Ring[] | undefined;
  /** The searched words, read with their synonyms and places. */
  words?: SearchWord[] | undefined;
  /** The process's memory of the planner's estimates, so a warm list skips planning twice. */
  estimates?: EstimateMemory | undefined;
  /** The process's compiled page statements, so a list's SQL is built once per filter. */
  statements?: CompiledStatements | undefined;
}

/** A page of listable sellers in the asked order, and how many there are in all. */
export async function listSellers(
  db: Executor,
  s: SellerTable,
  q: ListingQuery,
  { rings, words, estimates, statements }: ListContext = {},
): Promise<{ rows: SellerRow[]; total: number; totalIsEstimate: boolean }> {
  const filters = filtersOf(q);
  // Built only when a statement needs it: a warm list's page is compiled and its estimate kept.
  let built: SQL | undefined;
  const where = () => (built ??= listingWhere(s, filters, words));
  const offset = (q.page - 1) * q.limit;
  const plainPage = (order: PageOrder) =>
    statements
      ? compiledPageOf(
          statements,
          // Everything the filter is made of: the compiled text depends on nothing else.
          JSON.stringify([s.kind, filters, words ?? null]),
          s,
          where,
          q.limit,
          offset,
          order,
        )
      : pageOf(db, s, where(), q.limit, offset, order);
  const sort = sortOf(q);
  const [rows, counted] = await Promise.all([
    sort === 'distance' && rings
      ? pageByDistance(db, s, where(), q, rings)
      : sort === 'relevance'
        ? pageByRelevance(db, s, where, q, words ?? [], plainPage)
        : plainPage(sort === 'price' ? 'price' : 'rating'),
    countMatches(db, s, where, filters, estimates),
  ]);
  return { rows, ...counted };
}

/** A listable seller's card, with `extra` columns of its row read in the same statement. */
export async function findListableSeller<Extra extends object = object>(
  db: Executor,
  s: SellerTable,
  id: string,
  extra: SQL = sql``,
): Promise<(SellerRow & Extra) | undefined> {
  const [row] = rowsOf<SellerRow & Extra>(
    await db.execute(
      sql`select ${cardColumns(s)}${extra} from ${s.table} where ${and(eq(s.id, id), isListable(s))}`,
    ),
  );
  return row && toSellerRow(row);
}

/** Whether families may see this seller's pages at all. */
export async function isListableSeller(db: Executor, s: SellerTable, id: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(s.table)
    .where(and(eq(s.id, id), isListable(s)));
  return row !== undefined;
}

/** What a caregiver's profile shows beyond their card. */
export const providerDetails = sql`, ${providers.about} as about, ${providers.certification} as certification`;
/** What a company's profile shows beyond its card. */
export const companyDetails = sql`, ${companies.about} as about, ${companies.email} as email, ${companies.address} as address`;

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

/** The names of the catalogue's services and care types: what a misspelt word is compared with. */
export async function catalogueNames(db: Executor): Promise<string[]> {
  const [serviceRows, categoryRows] = await Promise.all([
    db.select({ name: services.name }).from(services),
    db.select({ name: serviceCategories.name }).from(serviceCategories),
  ]);
  return [...serviceRows, ...categoryRows].map((row) => row.name);
}
