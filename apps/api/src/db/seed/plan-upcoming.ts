import { randomUUID } from 'node:crypto';
import { addCalendarDays, todayInIndia } from '@care/shared';
import type { DeterministicRandom } from './deterministic-random.ts';
import type { DemoFamily } from './insert-families.ts';
import type { SellerOffering } from './insert-sellers.ts';
import { demoBookingBase, type BookingRow } from './booking-row.ts';

/**
 * Upcoming work for the first demo caregiver (8000000001) and company (7000000001), so their
 * dashboards open on something to do: a request waiting for an answer and an accepted booking.
 * Dates count from the day the demo is seeded.
 */
export function planUpcomingBookings(
  sellers: readonly SellerOffering[],
  families: readonly DemoFamily[],
  random: DeterministicRandom,
  now: Date = new Date(),
  newId: () => string = randomUUID,
): BookingRow[] {
  if (families.length === 0) return [];
  const today = todayInIndia(now);
  const plans = [
    { status: 'PENDING', startIn: 4, days: 3 },
    { status: 'ACCEPTED', startIn: 10, days: 2 },
  ] as const;
  return sellers.flatMap((offering) =>
    plans.map((plan, index) => {
      const family = families[index % families.length]!;
      const startDate = addCalendarDays(today, plan.startIn);
      const endDate = addCalendarDays(startDate, plan.days - 1);
      return {
        id: newId(),
        ...demoBookingBase(offering, family, { startDate, endDate }, random),
        status: plan.status,
        acceptedAt: plan.status === 'ACCEPTED' ? now : null,
        createdAt: now,
      } satisfies BookingRow;
    }),
  );
}
