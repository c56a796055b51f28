import { and, asc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SellerKind } from '@care/shared';
import type { Executor } from '../../db/client.ts';
import {
  bookings,
  companies,
  companyServices,
  providerServices,
  providers,
  serviceCategories,
  services,
} from '../../db/schema/index.ts';

/** One seller type for every module: the one the booking lifecycle already declares. */
export type { Seller } from '../bookings/lifecycle.repository.ts';
import type { Seller } from '../bookings/lifecycle.repository.ts';

/** Where each seller kind keeps its offerings, so one repository serves both. */
function tableOf(kind: SellerKind) {
  return kind === 'Provider'
    ? {
        offers: providerServices,
        sellerId: providerServices.providerId as AnyPgColumn,
        capacity: null,
        bookingOffer: bookings.providerServiceId,
      }
    : {
        offers: companyServices,
        sellerId: companyServices.companyId as AnyPgColumn,
        capacity: companyServices.dailyCapacity,
        bookingOffer: bookings.companyServiceId,
      };
}

export interface OfferingRow {
  id: string;
  serviceId: string;
  pricePerDayPaise: number;
  description: string | null;
  isActive: boolean;
  dailyCapacity: number | null;
  serviceName: string;
  categoryId: string;
  categoryName: string;
}

/** The seller's offerings with their catalog names: active first, then by catalog order. */
export async function listOfferings(
  db: Executor,
  seller: Seller,
  id?: string,
): Promise<OfferingRow[]> {
  const t = tableOf(seller.kind);
  return db
    .select({
      id: t.offers.id,
      serviceId: t.offers.serviceId,
      pricePerDayPaise: t.offers.pricePerDayPaise,
      description: t.offers.description,
      isActive: t.offers.isActive,
      dailyCapacity: t.capacity ?? sql<null>`null`,
      serviceName: services.name,
      categoryId: serviceCategories.id,
      categoryName: serviceCategories.name,
    })
    .from(t.offers)
    .innerJoin(services, eq(services.id, t.offers.serviceId))
    .innerJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
    .where(and(eq(t.sellerId, seller.id), id ? eq(t.offers.id, id) : undefined))
    .orderBy(
      sql`${t.offers.isActive} desc`,
      asc(serviceCategories.sortOrder),
      asc(services.sortOrder),
      asc(services.name),
    );
}

/**
 * A catalog service, active only while both it and its category are: a retired category's
 * services cannot be offered anew, though offerings made before go on.
 */
export async function findCatalogService(db: Executor, serviceId: string) {
  const [row] = await db
    .select({
      id: services.id,
      name: services.name,
      isActive: sql<boolean>`(${services.isActive} and ${serviceCategories.isActive})`,
    })
    .from(services)
    .innerJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
    .where(eq(services.id, serviceId));
  return row;
}

/** The seller's offering of one catalog service, locked so two adds of it cannot race. */
export async function findOfferingOfService(db: Executor, seller: Seller, serviceId: string) {
  const t = tableOf(seller.kind);
  const [row] = await db
    .select({ id: t.offers.id, isActive: t.offers.isActive })
    .from(t.offers)
    .where(and(eq(t.sellerId, seller.id), eq(t.offers.serviceId, serviceId)))
    .for('update');
  return row;
}

/** One of the seller's own offerings, locked for a change; another seller's is not found. */
export async function lockOffering(db: Executor, seller: Seller, id: string) {
  const t = tableOf(seller.kind);
  const [row] = await db
    .select({ id: t.offers.id, serviceId: t.offers.serviceId, isActive: t.offers.isActive })
    .from(t.offers)
    .where(and(eq(t.offers.id, id), eq(t.sellerId, seller.id)))
    .for('update');
  return row;
}

export interface OfferingValues {
  pricePerDayPaise: number;
  description: string | null;
  dailyCapacity?: number;
  isActive?: boolean;
}

export async function insertOffering(
  db: Executor,
  seller: Seller,
  serviceId: string,
  values: OfferingValues,
): Promise<string> {
  if (seller.kind === 'Provider') {
    const [row] = await db
      .insert(providerServices)
      .values({ providerId: seller.id, serviceId, ...values })
      .returning({ id: providerServices.id });
    return row!.id;
  }
  const [row] = await db
    .insert(companyServices)
    .values({ companyId: seller.id, serviceId, ...values })
    .returning({ id: companyServices.id });
  return row!.id;
}

export async function updateOffering(
  db: Executor,
  seller: Seller,
  id: string,
  values: OfferingValues,
): Promise<void> {
  if (seller.kind === 'Provider') {
    const { dailyCapacity: _ignored, ...own } = values;
    await db.update(providerServices).set(own).where(eq(providerServices.id, id));
    return;
  }
  await db.update(companyServices).set(values).where(eq(companyServices.id, id));
}

/** Stops offering it without deleting it: bookings point to it and keep its name and price. */
export async function retireOffering(db: Executor, seller: Seller, id: string): Promise<void> {
  const t = tableOf(seller.kind);
  await db.update(t.offers).set({ isActive: false }).where(eq(t.offers.id, id));
}

/** Whether any booking, of any status, points to the offering (then it is retired, not deleted). */
export async function offeringHasBookings(db: Executor, seller: Seller, id: string) {
  const t = tableOf(seller.kind);
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(bookings)
    .where(eq(t.bookingOffer, id))
    .limit(1);
  return Boolean(row);
}

export async function deleteOffering(db: Executor, seller: Seller, id: string): Promise<void> {
  const t = tableOf(seller.kind);
  await db.delete(t.offers).where(eq(t.offers.id, id));
}

export async function countActiveOfferings(db: Executor, seller: Seller): Promise<number> {
  const t = tableOf(seller.kind);
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(t.offers)
    .where(and(eq(t.sellerId, seller.id), eq(t.offers.isActive, true)));
  return row?.count ?? 0;
}

/** The seller's switch and what else decides whether families can find them. */
export async function getListingState(db: Executor, seller: Seller) {
  const table = seller.kind === 'Provider' ? providers : companies;
  const name = seller.kind === 'Provider' ? providers.name : companies.companyName;
  const [row] = await db
    .select({
      isOnline: table.isOnline,
      isActive: table.isActive,
      verificationStatus: table.verificationStatus,
      hasName: sql<boolean>`${name} is not null`,
      offerings: sql<number>`cardinality(${table.serviceIds})`,
    })
    .from(table)
    .where(eq(table.id, seller.id));
  return row;
}

export async function setOnline(db: Executor, seller: Seller, isOnline: boolean): Promise<void> {
  const table = seller.kind === 'Provider' ? providers : companies;
  await db.update(table).set({ isOnline }).where(eq(table.id, seller.id));
}
