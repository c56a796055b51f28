import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

export const verificationStatuses = ['PENDING', 'VERIFIED', 'REJECTED'] as const;

/**
 * What makes a provider or a company listable and findable, the same on both tables. The
 * listing columns are kept by triggers (see the migrations), so a listing filters and searches
 * one table: active service ids, their category ids and their names, and the rating.
 */
export function sellerListingColumns(
  table: 'providers' | 'companies',
  nameColumn: 'name' | 'company_name',
) {
  return {
    serviceIds: uuid('service_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    categoryIds: uuid('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    serviceNames: text('service_names').notNull().default(''),
    /** The lowest price per day of the active offerings (paise): the list's price order. */
    minPricePaise: integer('min_price_paise'),
    searchText: text('search_text').generatedAlwaysAs(
      sql.raw(
        `lower(coalesce("${table}"."${nameColumn}", '') || ' ' || "${table}"."service_names")`,
      ),
    ),
    avgRating: doublePrecision('avg_rating').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    isOnline: boolean('is_online').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    verificationStatus: text('verification_status', { enum: verificationStatuses })
      .notNull()
      .default('PENDING'),
    /** Why the operator last rejected the seller, kept so the seller can be told and fix it. */
    verificationNote: text('verification_note'),
    /**
     * When the seller last sent their profile or documents for checking. The operator's
     * decision names the submission it was made on, so one that arrived meanwhile is not
     * approved unseen.
     */
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }),
    /**
     * An operator's suspension. A suspended seller is also inactive (unlisted, refused new
     * requests); these say when and why, so the seller can be told and the operator can
     * reinstate them.
     */
    suspendedAt: timestamp('suspended_at', { withTimezone: true, mode: 'date' }),
    suspensionReason: text('suspension_reason'),
  };
}

interface ListingColumns {
  isOnline: AnyPgColumn;
  isActive: AnyPgColumn;
  searchText: AnyPgColumn;
  serviceIds: AnyPgColumn;
  categoryIds: AnyPgColumn;
}

/**
 * Indexes for the listing filters. The listing-order and nearness indexes are created by hand
 * in the migrations: they need INCLUDE columns and expressions drizzle cannot declare.
 */
export function sellerListingIndexes(table: 'providers' | 'companies', t: ListingColumns) {
  return [
    index(`${table}_listable_idx`).on(t.isOnline, t.isActive),
    index(`${table}_search_trgm_idx`).using('gin', sql`${t.searchText} gin_trgm_ops`),
    index(`${table}_service_ids_idx`).using('gin', t.serviceIds),
    index(`${table}_category_ids_idx`).using('gin', t.categoryIds),
  ];
}
