import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { activeBookingStatuses, type SellerKind } from '@care/shared';
import { rowsOf, type Executor } from '../../db/client.ts';
import {
  bookings,
  companies,
  companyServices,
  familyMembers,
  providerServices,
  providers,
  reviews,
  services,
} from '../../db/schema/index.ts';

/** The bookable offering behind a draft, with its seller's listability. */
export interface OfferingForBooking {
  kind: SellerKind;
  offeringId: string;
  sellerId: string;
  sellerListable: boolean;
  offeringActive: boolean;
  serviceName: string;
  pricePerDayPaise: number;
  dailyCapacity: number | null;
}

const listable = (t: typeof providers | typeof companies) =>
  sql<boolean>`(${t.isOnline} and ${t.isActive} and ${t.verificationStatus} = 'VERIFIED')`;

export async function findProviderOffering(
  db: Executor,
  id: string,
): Promise<OfferingForBooking | undefined> {
  const [row] = await db
    .select({
      offeringId: providerServices.id,
      sellerId: providerServices.providerId,
      sellerListable: listable(providers),
      offeringActive: providerServices.isActive,
      serviceName: services.name,
      pricePerDayPaise: providerServices.pricePerDayPaise,
    })
    .from(providerServices)
    .innerJoin(providers, eq(providers.id, providerServices.providerId))
    .innerJoin(services, eq(services.id, providerServices.serviceId))
    .where(eq(providerServices.id, id));
  return row ? { ...row, kind: 'Provider', dailyCapacity: null } : undefined;
}

/**
 * With `lock`, holds the offering row until the transaction ends: bookings of one company
 * service are counted against its capacity one at a time.
 */
export async function findCompanyOffering(
  db: Executor,
  id: string,
  lock = false,
): Promise<OfferingForBooking | undefined> {
  const query = db
    .select({
      offeringId: companyServices.id,
      sellerId: companyServices.companyId,
      sellerListable: listable(companies),
      offeringActive: companyServices.isActive,
      serviceName: services.name,
      pricePerDayPaise: companyServices.pricePerDayPaise,
      dailyCapacity: companyServices.dailyCapacity,
    })
    .from(companyServices)
    .innerJoin(companies, eq(companies.id, companyServices.companyId))
    .innerJoin(services, eq(services.id, companyServices.serviceId))
    .where(eq(companyServices.id, id));
  const [row] = lock ? await query.for('update', { of: companyServices }) : await query;
  return row ? { ...row, kind: 'Company' } : undefined;
}

/** The first day in the range on which the company service is already full, if any. */
export async function firstFullDay(
  db: Executor,
  companyServiceId: string,
  startDate: string,
  endDate: string,
  capacity: number,
): Promise<string | undefined> {
  const result = await db.execute(sql`
    select to_char(d, 'YYYY-MM-DD') as day
    from ${bookings} b
    cross join lateral generate_series(
      greatest(b.start_date, ${startDate}::date),
      least(b.end_date, ${endDate}::date),
      interval '1 day') as d
    where b.company_service_id = ${companyServiceId}
      and b.status in (${sql.join(
        activeBookingStatuses.map((s) => sql`${s}`),
        sql`, `,
      )})
      and b.start_date <= ${endDate}::date and b.end_date >= ${startDate}::date
    group by d
    having count(*) >= ${capacity}
    order by d
    limit 1`);
  return rowsOf<{ day: string }>(result)[0]?.day;
}

export async function insertBooking(db: Executor, row: typeof bookings.$inferInsert) {
  const [inserted] = await db.insert(bookings).values(row).returning({ id: bookings.id });
  return inserted!.id;
}

/** The caller's bookings, newest first, with what My Bookings shows. */
export function listCustomerBookings(db: Executor, customerId: string, ids?: string[]) {
  return db
    .select({
      id: bookings.id,
      providerServiceId: bookings.providerServiceId,
      providerId: bookings.providerId,
      providerName: providers.name,
      providerMobile: providers.mobile,
      companyServiceId: bookings.companyServiceId,
      companyId: bookings.companyId,
      companyName: companies.companyName,
      companyMobile: companies.mobile,
      serviceName: bookings.serviceName,
      familyMemberId: bookings.familyMemberId,
      familyMemberName: familyMembers.name,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      days: bookings.days,
      pricePerDayPaise: bookings.pricePerDayPaise,
      totalPaise: bookings.totalPaise,
      startCode: bookings.startCode,
      endCode: bookings.endCode,
      status: bookings.status,
      reviewRating: reviews.rating,
      reviewComment: reviews.comment,
      staffName: bookings.staffName,
      staffPhone: bookings.staffPhone,
      staffPhoto: bookings.staffPhoto,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .innerJoin(familyMembers, eq(familyMembers.id, bookings.familyMemberId))
    .leftJoin(reviews, eq(reviews.bookingId, bookings.id))
    .leftJoin(providers, eq(providers.id, bookings.providerId))
    .leftJoin(companies, eq(companies.id, bookings.companyId))
    .where(and(eq(bookings.customerId, customerId), ids ? inArray(bookings.id, ids) : undefined))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(200);
}

/** Whether the provider already has an active booking on any day of the range. */
export async function providerIsBusy(
  db: Executor,
  providerId: string,
  startDate: string,
  endDate: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.providerId, providerId),
        inArray(bookings.status, [...activeBookingStatuses]),
        sql`${bookings.startDate} <= ${endDate}::date and ${bookings.endDate} >= ${startDate}::date`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}
