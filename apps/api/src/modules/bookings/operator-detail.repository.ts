import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  admins,
  bookingEvents,
  bookings,
  companies,
  customers,
  familyMembers,
  journalEntries,
  journalLines,
  notifications,
  providers,
} from '../../db/schema/index.ts';

/*
 * One booking as the operator's page shows it: the booking and its people, every status it
 * took, every message it sent and every ledger line naming it.
 */

export async function findBookingDetail(db: Executor, id: string) {
  const [row] = await db
    .select({
      id: bookings.id,
      status: bookings.status,
      serviceName: bookings.serviceName,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      days: bookings.days,
      pricePerDayPaise: bookings.pricePerDayPaise,
      totalPaise: bookings.totalPaise,
      commissionBps: bookings.commissionBps,
      createdAt: bookings.createdAt,
      acceptedAt: bookings.acceptedAt,
      startedAt: bookings.startedAt,
      completedAt: bookings.completedAt,
      cancelledAt: bookings.cancelledAt,
      cancelledBy: bookings.cancelledBy,
      cancelReason: bookings.cancelReason,
      staffName: bookings.staffName,
      staffPhone: bookings.staffPhone,
      customerId: bookings.customerId,
      familyName: customers.name,
      familyMobile: customers.mobile,
      familySuspendedAt: customers.suspendedAt,
      patientName: familyMembers.name,
      patientAge: familyMembers.age,
      patientGender: familyMembers.gender,
      patientRelation: familyMembers.relation,
      providerId: bookings.providerId,
      providerName: providers.name,
      providerMobile: providers.mobile,
      providerSuspendedAt: providers.suspendedAt,
      companyId: bookings.companyId,
      companyName: companies.companyName,
      companyMobile: companies.mobile,
      companySuspendedAt: companies.suspendedAt,
    })
    .from(bookings)
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .innerJoin(familyMembers, eq(familyMembers.id, bookings.familyMemberId))
    .leftJoin(providers, eq(providers.id, bookings.providerId))
    .leftJoin(companies, eq(companies.id, bookings.companyId))
    .where(eq(bookings.id, id));
  return row;
}
export type BookingDetailRow = NonNullable<Awaited<ReturnType<typeof findBookingDetail>>>;

/**
 * The booking's statuses in the order they were taken, each with who took it by name: the
 * family, the caregiver or company, or the operator by their mobile.
 */
export function historyOf(db: Executor, bookingId: string) {
  return db
    .select({
      id: bookingEvents.id,
      fromStatus: bookingEvents.fromStatus,
      toStatus: bookingEvents.toStatus,
      actorType: bookingEvents.actorType,
      actorId: bookingEvents.actorId,
      actorLabel: sql<string | null>`case ${bookingEvents.actorType}
        when 'Customer' then coalesce(${customers.name}, ${customers.mobile})
        when 'Provider' then coalesce(${providers.name}, ${providers.mobile})
        when 'Company' then coalesce(${companies.companyName}, ${companies.mobile})
        when 'Admin' then ${admins.mobile}
        end`,
      note: bookingEvents.note,
      createdAt: bookingEvents.createdAt,
    })
    .from(bookingEvents)
    .leftJoin(
      customers,
      sql`${bookingEvents.actorType} = 'Customer' and ${customers.id} = ${bookingEvents.actorId}`,
    )
    .leftJoin(
      providers,
      sql`${bookingEvents.actorType} = 'Provider' and ${providers.id} = ${bookingEvents.actorId}`,
    )
    .leftJoin(
      companies,
      sql`${bookingEvents.actorType} = 'Company' and ${companies.id} = ${bookingEvents.actorId}`,
    )
    .leftJoin(
      admins,
      sql`${bookingEvents.actorType} = 'Admin' and ${admins.id} = ${bookingEvents.actorId}`,
    )
    .where(eq(bookingEvents.bookingId, bookingId))
    .orderBy(asc(bookingEvents.createdAt), asc(bookingEvents.id));
}

/** Every message the booking sent, oldest first: what the family and the caregiver were told. */
export function notificationsOf(db: Executor, bookingId: string) {
  return db
    .select({
      id: notifications.id,
      recipientKind: notifications.recipientKind,
      mobile: notifications.mobile,
      type: notifications.type,
      text: notifications.text,
      smsStatus: notifications.smsStatus,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(eq(notifications.bookingId, bookingId))
    .orderBy(asc(notifications.createdAt), asc(notifications.id));
}

/** Every ledger line naming the booking, in the order they were written. */
export function ledgerLinesOf(db: Executor, bookingId: string) {
  return db
    .select({
      id: journalLines.id,
      entryKind: journalEntries.kind,
      description: journalEntries.description,
      account: journalLines.account,
      amountPaise: journalLines.amountPaise,
      createdAt: journalLines.createdAt,
    })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .where(eq(journalLines.bookingId, bookingId))
    .orderBy(asc(journalLines.seq));
}
