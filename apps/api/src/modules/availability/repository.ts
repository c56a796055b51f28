import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { activeBookingStatuses, type SellerKind } from '@care/shared';
import { rowsOf, type Executor } from '../../db/client.ts';
import { bookings, daysOff, familyMembers } from '../../db/schema/index.ts';

/** One seller type for every module: the one the booking lifecycle already declares. */
export type { Seller } from '../bookings/lifecycle.repository.ts';
import type { Seller } from '../bookings/lifecycle.repository.ts';

const ownerColumn = (kind: SellerKind) =>
  kind === 'Provider' ? daysOff.providerId : daysOff.companyId;
const bookingSellerColumn = (kind: SellerKind) =>
  kind === 'Provider' ? bookings.providerId : bookings.companyId;

const overlaps = (startDate: string, endDate: string) =>
  sql`${daysOff.startDate} <= ${endDate}::date and ${daysOff.endDate} >= ${startDate}::date`;

/** The seller's days off that have not ended before `today`, soonest first. */
export async function listDaysOff(db: Executor, seller: Seller, today: string, id?: string) {
  return db
    .select({
      id: daysOff.id,
      startDate: daysOff.startDate,
      endDate: daysOff.endDate,
      note: daysOff.note,
    })
    .from(daysOff)
    .where(
      and(
        eq(ownerColumn(seller.kind), seller.id),
        id ? eq(daysOff.id, id) : gte(daysOff.endDate, today),
      ),
    )
    .orderBy(asc(daysOff.startDate));
}

/** The first of the seller's day-off ranges that touches the dates, if any. */
export async function firstDayOffWithin(
  db: Executor,
  seller: Seller,
  startDate: string,
  endDate: string,
) {
  const [row] = await db
    .select({ startDate: daysOff.startDate, endDate: daysOff.endDate })
    .from(daysOff)
    .where(and(eq(ownerColumn(seller.kind), seller.id), overlaps(startDate, endDate)))
    .orderBy(asc(daysOff.startDate))
    .limit(1);
  return row;
}

export async function insertDayOff(
  db: Executor,
  seller: Seller,
  values: { startDate: string; endDate: string; note: string | null },
): Promise<string> {
  const [row] = await db
    .insert(daysOff)
    .values({
      ...values,
      ...(seller.kind === 'Provider' ? { providerId: seller.id } : { companyId: seller.id }),
    })
    .returning({ id: daysOff.id });
  return row!.id;
}

/** Deletes one of the seller's own days off; false when it is not theirs or not there. */
export async function deleteDayOff(db: Executor, seller: Seller, id: string): Promise<boolean> {
  const rows = await db
    .delete(daysOff)
    .where(and(eq(daysOff.id, id), eq(ownerColumn(seller.kind), seller.id)))
    .returning({ id: daysOff.id });
  return rows.length > 0;
}

/** Requests and accepted or running bookings of the seller that touch the dates. */
export async function bookingsWithin(
  db: Executor,
  seller: Seller,
  startDate: string,
  endDate: string,
) {
  return db
    .select({
      bookingId: bookings.id,
      serviceName: bookings.serviceName,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      status: bookings.status,
      patientName: familyMembers.name,
    })
    .from(bookings)
    .innerJoin(familyMembers, eq(familyMembers.id, bookings.familyMemberId))
    .where(
      and(
        eq(bookingSellerColumn(seller.kind), seller.id),
        inArray(bookings.status, [...activeBookingStatuses]),
        lte(bookings.startDate, endDate),
        gte(bookings.endDate, startDate),
      ),
    )
    .orderBy(asc(bookings.startDate));
}

/** Every day in the window the seller is off. */
export async function daysOffIn(db: Executor, seller: Seller, from: string, to: string) {
  const column = ownerColumn(seller.kind);
  const result = await db.execute(sql`
    select distinct to_char(d, 'YYYY-MM-DD') as day
    from ${daysOff} o
    cross join lateral generate_series(
      greatest(o.start_date, ${from}::date), least(o.end_date, ${to}::date), interval '1 day') as d
    where ${sql.identifier(column.name)} = ${seller.id}
      and o.start_date <= ${to}::date and o.end_date >= ${from}::date
    order by day`);
  return rowsOf<{ day: string }>(result).map((r) => r.day);
}

const activeStatuses = sql.join(
  activeBookingStatuses.map((s) => sql`${s}`),
  sql`, `,
);

/** Every day in the window an individual provider is already booked (any of their services). */
export async function providerBookedDays(
  db: Executor,
  providerId: string,
  from: string,
  to: string,
) {
  const result = await db.execute(sql`
    select distinct to_char(d, 'YYYY-MM-DD') as day
    from ${bookings} b
    cross join lateral generate_series(
      greatest(b.start_date, ${from}::date), least(b.end_date, ${to}::date), interval '1 day') as d
    where b.provider_id = ${providerId} and b.status in (${activeStatuses})
      and b.start_date <= ${to}::date and b.end_date >= ${from}::date
    order by day`);
  return rowsOf<{ day: string }>(result).map((r) => r.day);
}

/** Every day in the window a company service has no place left. */
export async function companyFullDays(
  db: Executor,
  companyServiceId: string,
  capacity: number,
  from: string,
  to: string,
) {
  const result = await db.execute(sql`
    select to_char(d, 'YYYY-MM-DD') as day
    from ${bookings} b
    cross join lateral generate_series(
      greatest(b.start_date, ${from}::date), least(b.end_date, ${to}::date), interval '1 day') as d
    where b.company_service_id = ${companyServiceId} and b.status in (${activeStatuses})
      and b.start_date <= ${to}::date and b.end_date >= ${from}::date
    group by d
    having count(*) >= ${capacity}
    order by day`);
  return rowsOf<{ day: string }>(result).map((r) => r.day);
}
