import type { OnlineState, SellerOffering } from '@care/shared';
import type { Database } from '../../db/client.ts';
import { pgErrorCode } from '../../db/errors.ts';
import { conflict, notFound, unprocessable } from '../../lib/errors.ts';
import { cacheTags, type CacheInvalidator } from '../../lib/public-cache.ts';
import * as repo from './repository.ts';
import type { OfferingRow, Seller } from './repository.ts';

/** What the create and update calls carry, decoded (price in paise). */
export interface OfferingInput {
  serviceId: string;
  pricePerDay: number;
  description?: string | undefined;
  dailyCapacity?: number | undefined;
}

function toOffering(row: OfferingRow): SellerOffering {
  return {
    id: row.id,
    serviceId: row.serviceId,
    pricePerDay: row.pricePerDayPaise,
    description: row.description,
    status: row.isActive ? 'ACTIVE' : 'RETIRED',
    ...(row.dailyCapacity === null ? {} : { dailyCapacity: row.dailyCapacity }),
    service: {
      id: row.serviceId,
      name: row.serviceName,
      categoryId: row.categoryId,
      categoryName: row.categoryName,
    },
  };
}

function valuesOf(input: OfferingInput): repo.OfferingValues {
  return {
    pricePerDayPaise: input.pricePerDay,
    description: input.description || null,
    ...(input.dailyCapacity === undefined ? {} : { dailyCapacity: input.dailyCapacity }),
  };
}

export const offeringMessages = {
  unknownService: 'Choose a service from the catalog',
  retiredService: (name: string) =>
    `${name} is no longer offered on CareConnect; choose another service`,
  alreadyOffered: (name: string) => `You already offer ${name}; change its price instead`,
  removedOffering: 'This service was removed; add it again to offer it',
  otherService: 'To offer a different service, add it as a new service',
  noServicesToGoOnline: 'Add a service with your price before going online',
} as const;

/**
 * Why families cannot find a seller right now, in the order the seller should fix it; null when
 * they are listed. Mirrors the listings' rule (online, active, verified, named) plus having
 * something to book.
 */
function listingRefusal(state: NonNullable<Awaited<ReturnType<typeof repo.getListingState>>>) {
  if (!state.isActive) return 'Your account is paused. Please contact support.';
  if (state.verificationStatus === 'REJECTED') {
    return 'Your verification was not approved. Fix what the operator asked and upload your documents again.';
  }
  if (state.verificationStatus === 'PENDING') {
    return 'Your documents are being checked. Families will see you once you are verified.';
  }
  if (!state.hasName) return 'Complete your profile so families know who you are.';
  if (state.offerings === 0) return 'Add a service with your price so families can book you.';
  if (!state.isOnline) return 'You are offline. Go online to be listed.';
  return null;
}

/**
 * A caregiver's own offerings: add from the catalog at their price, change, remove (retired when
 * bookings point to it), and the online switch. Every query is scoped to the caller, so another
 * seller's offering is simply not found.
 */
export function createOfferingService(db: Database, cache: CacheInvalidator) {
  /** The public profile and offerings show these; called once the change is committed. */
  const changed = (seller: Seller) => cache.invalidate(cacheTags.seller(seller.kind, seller.id));

  async function view(seller: Seller, id: string): Promise<SellerOffering> {
    const [row] = await repo.listOfferings(db, seller, id);
    if (!row) throw notFound('Service');
    return toOffering(row);
  }

  async function onlineState(seller: Seller): Promise<OnlineState> {
    const state = await repo.getListingState(db, seller);
    if (!state) throw notFound(seller.kind);
    const reason = listingRefusal(state);
    return { isOnline: state.isOnline, listed: reason === null, reason };
  }

  return {
    async list(seller: Seller): Promise<SellerOffering[]> {
      return (await repo.listOfferings(db, seller)).map(toOffering);
    },

    /** Offers a catalog service; a retired offering of the same service comes back to life. */
    async create(seller: Seller, input: OfferingInput): Promise<SellerOffering> {
      let id: string;
      try {
        id = await db.transaction(async (tx) => {
          const service = await repo.findCatalogService(tx, input.serviceId);
          if (!service) throw unprocessable(offeringMessages.unknownService);
          if (!service.isActive) throw unprocessable(offeringMessages.retiredService(service.name));
          const existing = await repo.findOfferingOfService(tx, seller, input.serviceId);
          if (existing?.isActive) throw conflict(offeringMessages.alreadyOffered(service.name));
          if (existing) {
            await repo.updateOffering(tx, seller, existing.id, {
              ...valuesOf(input),
              isActive: true,
            });
            return existing.id;
          }
          return repo.insertOffering(tx, seller, input.serviceId, valuesOf(input));
        });
      } catch (error) {
        // Two adds of the same service raced: the unique constraint let one through.
        if (pgErrorCode(error) === '23505') {
          const service = await repo.findCatalogService(db, input.serviceId);
          throw conflict(offeringMessages.alreadyOffered(service?.name ?? 'this service'));
        }
        throw error;
      }
      changed(seller);
      return view(seller, id);
    },

    /** New price and description; bookings already made copied theirs and keep them. */
    async update(seller: Seller, id: string, input: OfferingInput): Promise<SellerOffering> {
      await db.transaction(async (tx) => {
        const offering = await repo.lockOffering(tx, seller, id);
        if (!offering) throw notFound('Service');
        if (!offering.isActive) throw conflict(offeringMessages.removedOffering);
        if (offering.serviceId !== input.serviceId) {
          throw unprocessable(offeringMessages.otherService);
        }
        await repo.updateOffering(tx, seller, id, valuesOf(input));
      });
      changed(seller);
      return view(seller, id);
    },

    /**
     * Deletes an offering nobody booked; retires one that bookings point to, so they keep its
     * name and price. A seller left with nothing to offer goes offline.
     */
    async remove(
      seller: Seller,
      id: string,
    ): Promise<{ id: string; outcome: 'DELETED' | 'RETIRED' }> {
      const removed = await db.transaction(async (tx) => {
        const offering = await repo.lockOffering(tx, seller, id);
        if (!offering) throw notFound('Service');
        let outcome: 'DELETED' | 'RETIRED' = 'RETIRED';
        if (offering.isActive) {
          if (await repo.offeringHasBookings(tx, seller, id)) {
            await repo.retireOffering(tx, seller, id);
          } else {
            await repo.deleteOffering(tx, seller, id);
            outcome = 'DELETED';
          }
        }
        if ((await repo.countActiveOfferings(tx, seller)) === 0) {
          await repo.setOnline(tx, seller, false);
        }
        return { id, outcome };
      });
      changed(seller);
      return removed;
    },

    onlineState,

    async setOnline(seller: Seller, isOnline: boolean): Promise<OnlineState> {
      if (isOnline && (await repo.countActiveOfferings(db, seller)) === 0) {
        throw unprocessable(offeringMessages.noServicesToGoOnline);
      }
      await repo.setOnline(db, seller, isOnline);
      changed(seller);
      return onlineState(seller);
    },
  };
}
