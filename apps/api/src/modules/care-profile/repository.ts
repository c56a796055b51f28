import { and, desc, eq, gte } from 'drizzle-orm';
import type { CareProfile } from '@care/shared';
import type { Executor } from '../../db/client.ts';
import {
  bookings,
  careProfiles,
  careProfileViews,
  companies,
  familyMembers,
  providers,
} from '../../db/schema/index.ts';

/** SQL for care profiles and who read them; the rules of who may are in the service. */

export async function findProfile(db: Executor, familyMemberId: string) {
  const [row] = await db
    .select({ profile: careProfiles.profile, updatedAt: careProfiles.updatedAt })
    .from(careProfiles)
    .where(eq(careProfiles.familyMemberId, familyMemberId));
  return row;
}

export async function saveProfile(db: Executor, familyMemberId: string, profile: CareProfile) {
  const [row] = await db
    .insert(careProfiles)
    .values({ familyMemberId, profile })
    .onConflictDoUpdate({
      target: careProfiles.familyMemberId,
      set: { profile, updatedAt: new Date() },
    })
    .returning({ profile: careProfiles.profile, updatedAt: careProfiles.updatedAt });
  return row!;
}

export function listViews(db: Executor, familyMemberId: string) {
  return db
    .select({
      viewedAt: careProfileViews.viewedAt,
      viewerKind: careProfileViews.viewerType,
      viewerName: careProfileViews.viewerName,
      bookingId: careProfileViews.bookingId,
      reason: careProfileViews.reason,
    })
    .from(careProfileViews)
    .where(eq(careProfileViews.familyMemberId, familyMemberId))
    .orderBy(desc(careProfileViews.viewedAt), desc(careProfileViews.id))
    .limit(200);
}

export async function recordView(
  db: Executor,
  view: {
    familyMemberId: string;
    bookingId: string | null;
    viewerType: 'Provider' | 'Company' | 'Admin';
    viewerId: string;
    viewerName: string;
    reason: string | null;
    /** When; the database's own time unless the caller's clock decides (the care journal's). */
    viewedAt?: Date;
  },
) {
  await db.insert(careProfileViews).values(view);
}

/** A booking as a seller would read its care profile: whose, in what state, and the person. */
export async function findBookingForSeller(db: Executor, bookingId: string) {
  const [row] = await db
    .select({
      id: bookings.id,
      status: bookings.status,
      providerId: bookings.providerId,
      companyId: bookings.companyId,
      familyMemberId: bookings.familyMemberId,
      memberName: familyMembers.name,
      memberAge: familyMembers.age,
      memberGender: familyMembers.gender,
      providerName: providers.name,
      companyName: companies.companyName,
    })
    .from(bookings)
    .innerJoin(familyMembers, eq(familyMembers.id, bookings.familyMemberId))
    .leftJoin(providers, eq(providers.id, bookings.providerId))
    .leftJoin(companies, eq(companies.id, bookings.companyId))
    .where(eq(bookings.id, bookingId));
  return row;
}

/** Whether this viewer read the member's profile for this booking since `since`. */
export async function viewedSince(
  db: Executor,
  view: { familyMemberId: string; bookingId: string; viewerId: string },
  since: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: careProfileViews.id })
    .from(careProfileViews)
    .where(
      and(
        eq(careProfileViews.familyMemberId, view.familyMemberId),
        eq(careProfileViews.bookingId, view.bookingId),
        eq(careProfileViews.viewerId, view.viewerId),
        gte(careProfileViews.viewedAt, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}
