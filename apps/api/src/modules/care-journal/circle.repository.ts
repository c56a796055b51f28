import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import {
  bookings,
  careCircleMembers,
  companies,
  customers,
  familyMembers,
  providers,
} from '../../db/schema/index.ts';

/** SQL for the family circle; who may do what is in circle.service.ts. */

const live = isNull(careCircleMembers.removedAt);

/**
 * The owner's care recipient, locked: invitations to the same person wait for each other, so
 * two at once cannot both pass the circle's size limit.
 */
export async function lockOwnedMember(db: Executor, customerId: string, familyMemberId: string) {
  const [row] = await db
    .select({ id: familyMembers.id, name: familyMembers.name, ownerName: customers.name })
    .from(familyMembers)
    .innerJoin(customers, eq(customers.id, familyMembers.customerId))
    .where(
      and(
        eq(familyMembers.id, familyMemberId),
        eq(familyMembers.customerId, customerId),
        isNull(familyMembers.deletedAt),
      ),
    )
    .for('update', { of: familyMembers });
  return row;
}

export async function customerMobile(db: Executor, customerId: string) {
  const [row] = await db
    .select({ mobile: customers.mobile })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row?.mobile;
}

export async function countLive(db: Executor, familyMemberId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(careCircleMembers)
    .where(and(eq(careCircleMembers.familyMemberId, familyMemberId), live));
  return row?.n ?? 0;
}

export async function findLiveByMobile(db: Executor, familyMemberId: string, mobile: string) {
  const [row] = await db
    .select({ id: careCircleMembers.id })
    .from(careCircleMembers)
    .where(
      and(
        eq(careCircleMembers.familyMemberId, familyMemberId),
        eq(careCircleMembers.mobile, mobile),
        live,
      ),
    );
  return row;
}

export async function insertCircleMember(
  db: Executor,
  row: { familyMemberId: string; ownerCustomerId: string; mobile: string; invitedAt: Date },
) {
  const [inserted] = await db
    .insert(careCircleMembers)
    .values(row)
    .returning({ id: careCircleMembers.id });
  return inserted!;
}

/** The live circle with each relative's account, if that mobile has one; newest first. */
export function listLive(db: Executor, familyMemberId: string) {
  return db
    .select({
      id: careCircleMembers.id,
      mobile: careCircleMembers.mobile,
      name: customers.name,
      accountId: customers.id,
      invitedAt: careCircleMembers.invitedAt,
    })
    .from(careCircleMembers)
    .leftJoin(customers, eq(customers.mobile, careCircleMembers.mobile))
    .where(and(eq(careCircleMembers.familyMemberId, familyMemberId), live))
    .orderBy(desc(careCircleMembers.invitedAt), desc(careCircleMembers.id));
}

/** Ends a live invitation of the owner's; undefined when there is none (already removed, or not theirs). */
export async function removeLive(db: Executor, ownerCustomerId: string, id: string, at: Date) {
  const [row] = await db
    .update(careCircleMembers)
    .set({ removedAt: at })
    .where(
      and(
        eq(careCircleMembers.id, id),
        eq(careCircleMembers.ownerCustomerId, ownerCustomerId),
        live,
      ),
    )
    .returning({ id: careCircleMembers.id });
  return row;
}

/**
 * Every booking of every care recipient whose live circle holds the customer's mobile, newest
 * first. The same join as access.repository.ts's followsMember, so the list and the access
 * check cannot disagree.
 */
export function listFollowedBookings(db: Executor, customerId: string) {
  const owner = alias(customers, 'owner');
  return db
    .select({
      id: bookings.id,
      serviceName: bookings.serviceName,
      status: bookings.status,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      caregiverName: sql<string>`coalesce(${providers.name}, ${companies.companyName}, 'Caregiver')`,
      memberId: familyMembers.id,
      memberName: familyMembers.name,
      ownerName: owner.name,
    })
    .from(customers)
    .innerJoin(careCircleMembers, and(eq(careCircleMembers.mobile, customers.mobile), live))
    .innerJoin(bookings, eq(bookings.familyMemberId, careCircleMembers.familyMemberId))
    .innerJoin(familyMembers, eq(familyMembers.id, bookings.familyMemberId))
    .innerJoin(owner, eq(owner.id, bookings.customerId))
    .leftJoin(providers, eq(providers.id, bookings.providerId))
    .leftJoin(companies, eq(companies.id, bookings.companyId))
    .where(eq(customers.id, customerId))
    .orderBy(desc(bookings.startDate), desc(bookings.createdAt), desc(bookings.id))
    .limit(200);
}
