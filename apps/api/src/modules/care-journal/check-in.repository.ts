import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookingDays } from '../../db/schema/index.ts';

const dayOf = (bookingId: string, date: string) =>
  and(eq(bookingDays.bookingId, bookingId), eq(bookingDays.date, date));

/** One day of a booking with its codes and times (the booking row is already locked). */
export async function findBookingDay(db: Executor, bookingId: string, date: string) {
  const [row] = await db.select().from(bookingDays).where(dayOf(bookingId, date));
  return row;
}
export type BookingDay = NonNullable<Awaited<ReturnType<typeof findBookingDay>>>;

/** Stamps the day's check-in, unless it has one already. */
export async function markCheckedIn(
  db: Executor,
  bookingId: string,
  date: string,
  at: Date,
): Promise<void> {
  await db
    .update(bookingDays)
    .set({ checkInAt: at })
    .where(and(dayOf(bookingId, date), isNull(bookingDays.checkInAt)));
}

/** Stamps the day's check-out, only when that day was checked in and not yet out. */
export async function markCheckedOut(
  db: Executor,
  bookingId: string,
  date: string,
  at: Date,
): Promise<void> {
  await db
    .update(bookingDays)
    .set({ checkOutAt: at })
    .where(
      and(dayOf(bookingId, date), isNotNull(bookingDays.checkInAt), isNull(bookingDays.checkOutAt)),
    );
}

/** A booking's days with their codes and times, first day first. */
export function listBookingDays(db: Executor, bookingId: string) {
  return db
    .select()
    .from(bookingDays)
    .where(eq(bookingDays.bookingId, bookingId))
    .orderBy(asc(bookingDays.date));
}
