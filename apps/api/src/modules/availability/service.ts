import {
  bookingDays,
  formatCareDate,
  todayInIndia,
  type DayOff,
  type UnavailableDate,
  type UnavailableDatesQuery,
} from '@care/shared';
import type { Database, Executor } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import * as bookingRepo from '../bookings/repository.ts';
import * as repo from './repository.ts';
import type { Seller } from './repository.ts';

const range = (startDate: string, endDate: string) =>
  startDate === endDate
    ? formatCareDate(startDate)
    : `${formatCareDate(startDate)} to ${formatCareDate(endDate)}`;

export const daysOffRefusal = (startDate: string, endDate: string) =>
  `The caregiver is not working on ${range(startDate, endDate)}. Please choose other dates.`;

/**
 * Refuses dates that touch the seller's days off (409, before any money moves). Both booking
 * paths, the card order and the wallet booking, call it through the bookings' availability check.
 */
export async function assertNotOnDaysOff(
  db: Executor,
  seller: Seller,
  startDate: string,
  endDate: string,
): Promise<void> {
  const off = await repo.firstDayOffWithin(db, seller, startDate, endDate);
  if (off) throw conflict(daysOffRefusal(off.startDate, off.endDate));
}

/** A caregiver's days off, and the days families cannot book an offering. */
export function createAvailabilityService(db: Database) {
  async function withClashes(
    seller: Seller,
    row: { id: string; startDate: string; endDate: string; note: string | null },
  ): Promise<DayOff> {
    const clashes = await repo.bookingsWithin(db, seller, row.startDate, row.endDate);
    return { ...row, days: bookingDays(row.startDate, row.endDate), clashes };
  }

  return {
    async list(seller: Seller): Promise<DayOff[]> {
      const rows = await repo.listDaysOff(db, seller, todayInIndia());
      return Promise.all(rows.map((row) => withClashes(seller, row)));
    },

    /**
     * Marks days off. Overlapping an existing range is refused so the calendar stays readable;
     * bookings already on those days are answered with it, for the caregiver to deal with.
     */
    async add(
      seller: Seller,
      body: { startDate: string; endDate: string; note?: string | undefined },
    ): Promise<DayOff> {
      const id = await db.transaction(async (tx) => {
        const existing = await repo.firstDayOffWithin(tx, seller, body.startDate, body.endDate);
        if (existing) {
          throw conflict(
            `You are already off on ${range(existing.startDate, existing.endDate)}. Remove that first to change it.`,
          );
        }
        return repo.insertDayOff(tx, seller, {
          startDate: body.startDate,
          endDate: body.endDate,
          note: body.note ?? null,
        });
      });
      const [row] = await repo.listDaysOff(db, seller, todayInIndia(), id);
      return withClashes(seller, row!);
    },

    async remove(seller: Seller, id: string): Promise<{ id: string }> {
      if (!(await repo.deleteDayOff(db, seller, id))) throw notFound('Day off');
      return { id };
    },

    /**
     * The days one offering cannot be booked in a window, each with its reason (a day off wins
     * over booked or full). The booking wizard greys them out; the server still checks on booking.
     */
    async unavailableDates(query: UnavailableDatesQuery): Promise<UnavailableDate[]> {
      const offering = query.providerSvcId
        ? await bookingRepo.findProviderOffering(db, query.providerSvcId)
        : await bookingRepo.findCompanyOffering(db, query.companySvcId!);
      if (!offering) throw notFound('Service');
      const seller: Seller = { kind: offering.kind, id: offering.sellerId };
      const reasons = new Map<string, UnavailableDate['reason']>();
      const taken =
        offering.kind === 'Provider'
          ? await repo.providerBookedDays(db, offering.sellerId, query.from, query.to)
          : await repo.companyFullDays(
              db,
              offering.offeringId,
              offering.dailyCapacity ?? 1,
              query.from,
              query.to,
            );
      for (const day of taken) reasons.set(day, offering.kind === 'Provider' ? 'BOOKED' : 'FULL');
      for (const day of await repo.daysOffIn(db, seller, query.from, query.to)) {
        reasons.set(day, 'DAY_OFF');
      }
      return [...reasons]
        .map(([date, reason]) => ({ date, reason }))
        .sort((a, b) => a.date.localeCompare(b.date));
    },
  };
}
