import type { Executor } from '../../db/client.ts';
import { conflict } from '../../lib/errors.ts';
import { assertNotOnDaysOff } from '../availability/service.ts';
import * as repo from './repository.ts';
import type { PricedDraft } from './pricing.ts';

export const providerBusyMessage = 'This caregiver is already booked on some of these dates';
export const fullDayMessage = (day: string) => `This service is fully booked on ${day}`;

/**
 * Refuses dates the seller cannot take: their days off, then their bookings. For a company service the caller holds the offering's
 * row lock, so the count is exact; for a provider the database's exclusion constraint is the
 * final word and this check only gives a clear answer early (before any money moves).
 */
export async function assertAvailable(db: Executor, priced: PricedDraft): Promise<void> {
  const { offering, startDate, endDate } = priced;
  await assertNotOnDaysOff(db, { kind: offering.kind, id: offering.sellerId }, startDate, endDate);
  if (offering.kind === 'Provider') {
    if (await repo.providerIsBusy(db, offering.sellerId, startDate, endDate)) {
      throw conflict(providerBusyMessage);
    }
    return;
  }
  const full = await repo.firstFullDay(
    db,
    offering.offeringId,
    startDate,
    endDate,
    offering.dailyCapacity ?? 1,
  );
  if (full) throw conflict(fullDayMessage(full));
}
