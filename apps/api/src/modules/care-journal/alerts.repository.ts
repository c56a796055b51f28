import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  bookingDays,
  bookings,
  careCircleMembers,
  companies,
  customers,
  familyMembers,
  providers,
} from '../../db/schema/index.ts';

/** Whose care a booking is and who gives it: the names and mobiles the care texts need. */
export async function careParties(db: Executor, bookingId: string) {
  const [row] = await db
    .select({
      customerId: bookings.customerId,
      customerMobile: customers.mobile,
      familyMemberId: bookings.familyMemberId,
      patientName: familyMembers.name,
      // A company's booking names the staff member who comes, once the company assigned one.
      caregiverName: sql<string>`coalesce(${bookings.staffName}, ${providers.name}, ${companies.companyName}, 'The caregiver')`,
    })
    .from(bookings)
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .innerJoin(familyMembers, eq(familyMembers.id, bookings.familyMemberId))
    .leftJoin(providers, eq(providers.id, bookings.providerId))
    .leftJoin(companies, eq(companies.id, bookings.companyId))
    .where(eq(bookings.id, bookingId));
  return row;
}
export type CareParties = NonNullable<Awaited<ReturnType<typeof careParties>>>;

/** The mobiles of the relatives still following a care recipient (removed ones are not told). */
export async function liveCircleMobiles(db: Executor, familyMemberId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ mobile: careCircleMembers.mobile })
    .from(careCircleMembers)
    .where(
      and(
        eq(careCircleMembers.familyMemberId, familyMemberId),
        isNull(careCircleMembers.removedAt),
      ),
    );
  return rows.map((r) => r.mobile);
}

const activeCare = inArray(bookings.status, ['ACCEPTED', 'IN_PROGRESS']);

/** Today's days of accepted or running care that nobody checked in to, not yet alerted. */
export async function listMissedCheckIns(db: Executor, date: string): Promise<string[]> {
  const rows = await db
    .select({ bookingId: bookingDays.bookingId })
    .from(bookingDays)
    .innerJoin(bookings, eq(bookings.id, bookingDays.bookingId))
    .where(
      and(
        eq(bookingDays.date, date),
        isNull(bookingDays.checkInAt),
        isNull(bookingDays.missedAlertAt),
        activeCare,
      ),
    );
  return rows.map((r) => r.bookingId);
}

/**
 * Claims one day's alert: only the process whose update finds it still unalerted and still
 * without a check-in gets the row back, so two runs (or two processes) alert once.
 */
export async function claimMissedAlert(
  db: Executor,
  bookingId: string,
  date: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(bookingDays)
    .set({ missedAlertAt: at })
    .where(
      and(
        eq(bookingDays.bookingId, bookingId),
        eq(bookingDays.date, date),
        isNull(bookingDays.checkInAt),
        isNull(bookingDays.missedAlertAt),
        sql`exists (select 1 from ${bookings} where ${bookings.id} = ${bookingDays.bookingId} and ${bookings.status} in ('ACCEPTED', 'IN_PROGRESS'))`,
      ),
    )
    .returning({ bookingId: bookingDays.bookingId });
  return rows.length > 0;
}
