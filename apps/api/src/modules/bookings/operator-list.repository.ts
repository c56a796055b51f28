import { and, asc, count, desc, eq, gte, ilike, inArray, lt, lte, or, type SQL } from 'drizzle-orm';
import {
  addCalendarDays,
  idSchema,
  startOfIndiaDay,
  type AdminBookingsFilter,
  type BookingStatus,
} from '@care/shared';
import type { Executor } from '../../db/client.ts';
import { bookings, companies, customers, familyMembers, providers } from '../../db/schema/index.ts';
import { containsPattern } from '../listings/seller-tables.repository.ts';

/*
 * The operator's table of bookings: every family's and caregiver's, filtered and sorted in
 * the database, a page at a time (the CSV export reads the same query without paging).
 */

const rowColumns = {
  id: bookings.id,
  status: bookings.status,
  serviceName: bookings.serviceName,
  startDate: bookings.startDate,
  endDate: bookings.endDate,
  days: bookings.days,
  totalPaise: bookings.totalPaise,
  createdAt: bookings.createdAt,
  customerId: bookings.customerId,
  familyName: customers.name,
  familyMobile: customers.mobile,
  patientName: familyMembers.name,
  providerId: bookings.providerId,
  providerName: providers.name,
  providerMobile: providers.mobile,
  companyId: bookings.companyId,
  companyName: companies.companyName,
  companyMobile: companies.mobile,
};

/** How many bookings match, through the same joins the rows are filtered over. */
async function countWhere(db: Executor, where: SQL | undefined): Promise<number> {
  const [counted] = await db
    .select({ n: count() })
    .from(bookings)
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .leftJoin(providers, eq(providers.id, bookings.providerId))
    .leftJoin(companies, eq(companies.id, bookings.companyId))
    .where(where);
  return counted?.n ?? 0;
}

/** The booking and the people around it, as the table and the records show a row. */
export function selectBookingRows(db: Executor) {
  return db
    .select(rowColumns)
    .from(bookings)
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .innerJoin(familyMembers, eq(familyMembers.id, bookings.familyMemberId))
    .leftJoin(providers, eq(providers.id, bookings.providerId))
    .leftJoin(companies, eq(companies.id, bookings.companyId));
}
export type BookingRow = Awaited<ReturnType<typeof selectBookingRows>>[number];

/** The filters as one condition; every part narrows, none widens. */
export function whereOf(filter: AdminBookingsFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filter.status) parts.push(eq(bookings.status, filter.status));
  if (filter.dateOf === 'care') {
    // Any day of care inside the range.
    if (filter.from) parts.push(gte(bookings.endDate, filter.from));
    if (filter.to) parts.push(lte(bookings.startDate, filter.to));
  } else {
    // Made on an India calendar day inside the range.
    if (filter.from) parts.push(gte(bookings.createdAt, startOfIndiaDay(filter.from)));
    if (filter.to) {
      parts.push(lt(bookings.createdAt, startOfIndiaDay(addCalendarDays(filter.to, 1))));
    }
  }
  if (filter.mobile) {
    const pattern = containsPattern(filter.mobile);
    parts.push(
      or(
        ilike(customers.mobile, pattern),
        ilike(providers.mobile, pattern),
        ilike(companies.mobile, pattern),
      ),
    );
  }
  if (filter.caregiver) {
    const asId = idSchema.safeParse(filter.caregiver);
    if (asId.success) {
      parts.push(or(eq(bookings.providerId, asId.data), eq(bookings.companyId, asId.data)));
    } else {
      const pattern = containsPattern(filter.caregiver);
      parts.push(or(ilike(providers.name, pattern), ilike(companies.companyName, pattern)));
    }
  }
  if (filter.family) parts.push(ilike(customers.name, containsPattern(filter.family)));
  return and(...parts);
}

const sortColumns = {
  createdAt: bookings.createdAt,
  startDate: bookings.startDate,
  total: bookings.totalPaise,
} as const;

function orderOf(filter: AdminBookingsFilter): SQL[] {
  const by = filter.order === 'asc' ? asc : desc;
  // The id breaks ties, so a page boundary never shows a row twice or skips one.
  return [by(sortColumns[filter.sort]), by(bookings.id)];
}

export async function listBookings(
  db: Executor,
  filter: AdminBookingsFilter,
  page: { page: number; limit: number },
): Promise<{ rows: BookingRow[]; total: number }> {
  const where = whereOf(filter);
  const [rows, total] = await Promise.all([
    selectBookingRows(db)
      .where(where)
      .orderBy(...orderOf(filter))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    countWhere(db, where),
  ]);
  return { rows, total };
}

/** How many bookings the filters find, for the export's cap. */
export function countBookings(db: Executor, filter: AdminBookingsFilter): Promise<number> {
  return countWhere(db, whereOf(filter));
}

/** Every booking the filters find, in their order, up to `limit`. */
export function exportBookings(db: Executor, filter: AdminBookingsFilter, limit: number) {
  return selectBookingRows(db)
    .where(whereOf(filter))
    .orderBy(...orderOf(filter))
    .limit(limit);
}

/** A seller's or a family's bookings, newest first, optionally only in some statuses. */
export function bookingsOf(
  db: Executor,
  owner: { kind: 'Customer' | 'Provider' | 'Company'; id: string },
  options: { statuses?: readonly BookingStatus[]; limit: number },
) {
  const ownerColumn =
    owner.kind === 'Customer'
      ? bookings.customerId
      : owner.kind === 'Provider'
        ? bookings.providerId
        : bookings.companyId;
  return selectBookingRows(db)
    .where(
      and(
        eq(ownerColumn, owner.id),
        options.statuses ? inArray(bookings.status, [...options.statuses]) : undefined,
      ),
    )
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(options.limit);
}
