import { and, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SellerKind } from '@care/shared';
import { companies, companyServices, providerServices, providers } from '../../db/schema/index.ts';

/**
 * Individual providers and partner companies are listed, searched and profiled the same way;
 * this describes where each keeps its columns so one repository serves both.
 */
export interface SellerTable {
  kind: SellerKind;
  table: typeof providers | typeof companies;
  id: AnyPgColumn;
  name: AnyPgColumn;
  image: AnyPgColumn;
  pincode: AnyPgColumn;
  avgRating: AnyPgColumn;
  reviewCount: AnyPgColumn;
  minPricePaise: AnyPgColumn;
  isOnline: AnyPgColumn;
  isActive: AnyPgColumn;
  verificationStatus: AnyPgColumn;
  serviceIds: AnyPgColumn;
  categoryIds: AnyPgColumn;
  searchText: AnyPgColumn;
  offers: typeof providerServices | typeof companyServices;
  offerSellerId: AnyPgColumn;
}

export const providerSeller: SellerTable = {
  kind: 'Provider',
  table: providers,
  id: providers.id,
  name: providers.name,
  image: providers.profileImage,
  pincode: providers.pincode,
  avgRating: providers.avgRating,
  reviewCount: providers.reviewCount,
  minPricePaise: providers.minPricePaise,
  isOnline: providers.isOnline,
  isActive: providers.isActive,
  verificationStatus: providers.verificationStatus,
  serviceIds: providers.serviceIds,
  categoryIds: providers.categoryIds,
  searchText: providers.searchText,
  offers: providerServices,
  offerSellerId: providerServices.providerId,
};

export const companySeller: SellerTable = {
  kind: 'Company',
  table: companies,
  id: companies.id,
  name: companies.companyName,
  image: companies.companyLogo,
  pincode: companies.pincode,
  avgRating: companies.avgRating,
  reviewCount: companies.reviewCount,
  minPricePaise: companies.minPricePaise,
  isOnline: companies.isOnline,
  isActive: companies.isActive,
  verificationStatus: companies.verificationStatus,
  serviceIds: companies.serviceIds,
  categoryIds: companies.categoryIds,
  searchText: companies.searchText,
  offers: companyServices,
  offerSellerId: companyServices.companyId,
};

/** Shown to families only when online, active, verified and with a name to show. */
export function isListable(s: SellerTable): SQL {
  return and(
    eq(s.isOnline, true),
    eq(s.isActive, true),
    eq(s.verificationStatus, 'VERIFIED'),
    isNotNull(s.name),
  )!;
}

/** `%term%` for ILIKE with the user's own % and _ taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
