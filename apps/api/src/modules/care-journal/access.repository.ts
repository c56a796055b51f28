import { and, eq, isNull, sql } from 'drizzle-orm';
import type { BookingStatus } from '@care/shared';
import type { Executor } from '../../db/client.ts';
import {
  bookings,
  careCircleMembers,
  companies,
  customers,
  familyMembers,
  providers,
} from '../../db/schema/index.ts';

/** SQL for who may read a booking's care data; the rules are in access.ts. */

/** The facts about a booking every care-journal rule needs. */
export interface CareBooking {
  id: string;
  customerId: string;
  familyMemberId: string;
  memberName: string;
  providerId: string | null;
  companyId: string | null;
  caregiverName: string;
  serviceName: string;
  status: BookingStatus;
  startDate: string;
  endDate: string;
  completedAt: Date | null;
}

export async function findCareBooking(
  db: Executor,
  bookingId: string,
  forUpdate = false,
): Promise<CareBooking | undefined> {
  const query = db
    .select({
      id: bookings.id,
      customerId: bookings.customerId,
      familyMemberId: bookings.familyMemberId,
      memberName: familyMembers.name,
      providerId: bookings.providerId,
      companyId: bookings.companyId,
      caregiverName: sql<string>`coalesce(${providers.name}, ${companies.companyName}, 'Caregiver')`,
      serviceName: bookings.serviceName,
      status: bookings.status,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      completedAt: bookings.completedAt,
    })
    .from(bookings)
    .innerJoin(familyMembers, eq(familyMembers.id, bookings.familyMemberId))
    .leftJoin(providers, eq(providers.id, bookings.providerId))
    .leftJoin(companies, eq(companies.id, bookings.companyId))
    .where(eq(bookings.id, bookingId));
  const [row] = forUpdate ? await query.for('update', { of: bookings }) : await query;
  return row;
}

/** Whether the customer's mobile is in the care recipient's live circle. */
export async function followsMember(
  db: Executor,
  customerId: string,
  familyMemberId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: careCircleMembers.id })
    .from(careCircleMembers)
    .innerJoin(customers, eq(customers.mobile, careCircleMembers.mobile))
    .where(
      and(
        eq(customers.id, customerId),
        eq(careCircleMembers.familyMemberId, familyMemberId),
        isNull(careCircleMembers.removedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}
