import { asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { NonRefundableDate } from '@care/shared';
import { rowsOf, type Executor } from '../../db/client.ts';
import { blackoutDates } from '../../db/schema/index.ts';

export type BlackoutRow = typeof blackoutDates.$inferSelect;

/** Adds take turns, so the check for days already listed and the insert cannot interleave. */
export async function lockBlackoutDates(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('blackout_dates'))`);
}

export function listAll(db: Executor): Promise<BlackoutRow[]> {
  return db.select().from(blackoutDates).orderBy(asc(blackoutDates.date));
}

/** The coming days, from `today`, at most a little over two years of them. */
export function listFrom(db: Executor, today: string) {
  return db
    .select({ date: blackoutDates.date, kind: blackoutDates.kind, label: blackoutDates.label })
    .from(blackoutDates)
    .where(gte(blackoutDates.date, today))
    .orderBy(asc(blackoutDates.date))
    .limit(800);
}

export function findDates(db: Executor, dates: string[]) {
  return db
    .select({ date: blackoutDates.date })
    .from(blackoutDates)
    .where(inArray(blackoutDates.date, dates))
    .orderBy(asc(blackoutDates.date));
}

export function insertDates(
  db: Executor,
  rows: { date: string; kind: BlackoutRow['kind']; label: string }[],
): Promise<BlackoutRow[]> {
  return db.insert(blackoutDates).values(rows).returning();
}

export async function deleteDate(db: Executor, id: string): Promise<BlackoutRow | undefined> {
  const [row] = await db.delete(blackoutDates).where(eq(blackoutDates.id, id)).returning();
  return row;
}

/**
 * The listed days within a booking's dates that apply to it: those listed by the time it was
 * made. A family books knowing the policy page's list; a day listed later does not take away
 * the refund they booked with.
 */
export async function nonRefundableDatesOf(
  db: Executor,
  bookingId: string,
): Promise<NonRefundableDate[]> {
  return rowsOf<NonRefundableDate>(
    await db.execute(sql`
      select to_char(d.date, 'YYYY-MM-DD') as date, d.kind, d.label
        from blackout_dates d
        join bookings b on b.id = ${bookingId}
       where d.date between b.start_date and b.end_date
         and d.created_at <= b.created_at
       order by d.date`),
  );
}
