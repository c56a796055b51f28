import { randomUUID } from 'node:crypto';
import type { reviews } from '../schema/index.ts';
import { demoBookingBase, type BookingRow } from './booking-row.ts';
import type { DeterministicRandom } from './deterministic-random.ts';
import type { DemoFamily } from './insert-families.ts';
import type { SellerOffering } from './insert-sellers.ts';
import {
  demoRatingWeights,
  demoReviewComments,
  MIN_SELLER_AVERAGE_RATING,
} from './reviews-data.ts';
import { addDays, indiaTime } from './seed-helpers.ts';

export type ReviewRow = typeof reviews.$inferInsert;

export interface BookingHistory {
  bookings: BookingRow[];
  reviews: ReviewRow[];
}

/** Past care only: January–October 2026, complete before the demo was first released. */
const HISTORY_YEAR = 2026;
const HISTORY_MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
const BOOKINGS_PER_SELLER = { min: 2, max: 4 } as const;
const DAYS_PER_BOOKING = { min: 1, max: 7 } as const;
/** Latest first day of a booking, so that the longest booking still ends inside its month. */
const LAST_START_DAY = 28 - DAYS_PER_BOOKING.max;

/**
 * Plans completed, reviewed bookings so that every seller has a rating earned the way real
 * ratings are (a review per completed booking). Each seller's bookings fall in different months,
 * so no caregiver is ever booked twice for one day.
 */
export function planBookingHistory(
  offerings: readonly SellerOffering[],
  families: readonly DemoFamily[],
  random: DeterministicRandom,
  newId: () => string = randomUUID,
): BookingHistory {
  const history: BookingHistory = { bookings: [], reviews: [] };
  if (families.length === 0) return history;

  for (const sellerOfferings of groupBySeller(offerings)) {
    const count = random.integer(BOOKINGS_PER_SELLER.min, BOOKINGS_PER_SELLER.max);
    const months = distinctMonths(count, random);
    const ratings = ratingsAveragingAtLeast(count, MIN_SELLER_AVERAGE_RATING, random);

    months.forEach((month, index) => {
      const offering = random.pick(sellerOfferings);
      const family = random.pick(families);
      const startDate = isoDate(month, random.integer(1, LAST_START_DAY));
      const endDate = addDays(
        startDate,
        random.integer(DAYS_PER_BOOKING.min, DAYS_PER_BOOKING.max) - 1,
      );
      const bookingId = newId();
      const completedAt = indiaTime(endDate, '18:00');
      const base = demoBookingBase(offering, family, { startDate, endDate }, random);

      history.bookings.push({
        id: bookingId,
        ...base,
        status: 'COMPLETED',
        startedAt: indiaTime(startDate, '09:00'),
        completedAt,
        createdAt: indiaTime(addDays(startDate, -random.integer(3, 14)), '11:30'),
        updatedAt: completedAt,
      });

      const rating = ratings[index] ?? 5;
      history.reviews.push({
        bookingId,
        customerId: family.customerId,
        providerId: 'providerId' in base ? base.providerId : null,
        companyId: 'companyId' in base ? base.companyId : null,
        rating,
        comment: random.pick(demoReviewComments[offering.categoryName][ratingBand(rating)]),
        createdAt: indiaTime(addDays(endDate, 1), '20:15'),
      });
    });
  }
  return history;
}

function groupBySeller(offerings: readonly SellerOffering[]): SellerOffering[][] {
  const bySeller = new Map<string, SellerOffering[]>();
  for (const offering of offerings) {
    const key =
      offering.seller.kind === 'Provider'
        ? `provider:${offering.seller.providerId}`
        : `company:${offering.seller.companyId}`;
    bySeller.set(key, [...(bySeller.get(key) ?? []), offering]);
  }
  return [...bySeller.values()];
}

/** `count` different months, in calendar order (a partial Fisher–Yates shuffle). */
function distinctMonths(count: number, random: DeterministicRandom): number[] {
  const pool: number[] = [...HISTORY_MONTHS];
  for (let i = 0; i < count; i += 1) {
    const j = random.integer(i, pool.length - 1);
    [pool[i], pool[j]] = [pool[j] as number, pool[i] as number];
  }
  return pool.slice(0, count).sort((a, b) => a - b);
}

/** Draws ratings from the demo weights, then lifts the lowest until the average is high enough. */
function ratingsAveragingAtLeast(
  count: number,
  minimumAverage: number,
  random: DeterministicRandom,
): number[] {
  const ratings = Array.from({ length: count }, () => random.pick(demoRatingWeights));
  const sum = () => ratings.reduce((total, rating) => total + rating, 0);
  while (sum() < minimumAverage * count) {
    const lowest = ratings.indexOf(Math.min(...ratings));
    ratings[lowest] = (ratings[lowest] ?? 4) + 1;
  }
  return ratings;
}

function ratingBand(rating: number): 3 | 4 | 5 {
  if (rating >= 5) return 5;
  return rating >= 4 ? 4 : 3;
}

function isoDate(month: number, day: number): string {
  return `${HISTORY_YEAR}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
