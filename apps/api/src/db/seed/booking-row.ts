import type { bookings } from '../schema/index.ts';
import { ELDER_CARE } from './catalog-data.ts';
import type { DeterministicRandom } from './deterministic-random.ts';
import type { DemoFamily } from './insert-families.ts';
import type { SellerOffering } from './insert-sellers.ts';
import { inclusiveDays } from './seed-helpers.ts';

export type BookingRow = typeof bookings.$inferInsert;

/**
 * The parts every seeded booking shares: who is cared for (the elder or the child, by the
 * service's category), by whom, over which dates, at the offering's price, with fresh codes.
 */
export function demoBookingBase(
  offering: SellerOffering,
  family: DemoFamily,
  dates: { startDate: string; endDate: string },
  random: DeterministicRandom,
) {
  const days = inclusiveDays(dates.startDate, dates.endDate);
  return {
    customerId: family.customerId,
    familyMemberId:
      offering.categoryName === ELDER_CARE ? family.elderMemberId : family.childMemberId,
    ...(offering.seller.kind === 'Provider'
      ? { providerServiceId: offering.offeringId, providerId: offering.seller.providerId }
      : { companyServiceId: offering.offeringId, companyId: offering.seller.companyId }),
    serviceName: offering.serviceName,
    ...dates,
    days,
    pricePerDayPaise: offering.pricePerDayPaise,
    totalPaise: days * offering.pricePerDayPaise,
    startCode: random.digits(6),
    endCode: random.digits(6),
  } satisfies Partial<BookingRow>;
}
