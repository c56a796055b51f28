import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { SellerKind } from '@care/shared';
import type { Executor } from '../../db/client.ts';
import {
  bookings,
  companies,
  customers,
  familyMembers,
  providers,
  reviews,
} from '../../db/schema/index.ts';

/*
 * What the operator reads about one person: a seller's row and their record's parts (counts,
 * cancellations, reviews), a family's row and members. Bookings, documents, money and payouts
 * come from the repositories that own them.
 */

const sellerTables = {
  Provider: {
    table: providers,
    name: providers.name,
    seller: bookings.providerId,
    reviewSeller: reviews.providerId,
  },
  Company: {
    table: companies,
    name: companies.companyName,
    seller: bookings.companyId,
    reviewSeller: reviews.companyId,
  },
} as const;

export async function findSeller(db: Executor, kind: SellerKind, id: string) {
  const s = sellerTables[kind];
  const t = s.table;
  const [row] = await db
    .select({
      id: t.id,
      name: s.name,
      mobile: t.mobile,
      email: t.email,
      address: t.address,
      pincode: t.pincode,
      createdAt: t.createdAt,
      verificationStatus: t.verificationStatus,
      isActive: t.isActive,
      isOnline: t.isOnline,
      suspendedAt: t.suspendedAt,
      suspensionReason: t.suspensionReason,
      avgRating: t.avgRating,
      reviewCount: t.reviewCount,
    })
    .from(t)
    .where(eq(t.id, id));
  return row;
}

/** How many of the seller's bookings are in each status. */
export function bookingCountsOf(db: Executor, kind: SellerKind, id: string) {
  return db
    .select({ status: bookings.status, count: count() })
    .from(bookings)
    .where(eq(sellerTables[kind].seller, id))
    .groupBy(bookings.status)
    .orderBy(asc(bookings.status));
}

/** Accepted care the seller called off themselves (cancelled_by names them), newest first. */
export async function cancellationsBy(db: Executor, kind: SellerKind, id: string, limit: number) {
  const theirs = and(eq(sellerTables[kind].seller, id), eq(bookings.cancelledBy, kind));
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        bookingId: bookings.id,
        serviceName: bookings.serviceName,
        startDate: bookings.startDate,
        endDate: bookings.endDate,
        cancelledAt: bookings.cancelledAt,
        reason: bookings.cancelReason,
      })
      .from(bookings)
      .where(theirs)
      .orderBy(desc(bookings.cancelledAt), desc(bookings.id))
      .limit(limit),
    db.select({ n: count() }).from(bookings).where(theirs),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** What families said of the seller, newest first. */
export function reviewsOf(db: Executor, kind: SellerKind, id: string, limit: number) {
  return db
    .select({
      bookingId: reviews.bookingId,
      rating: reviews.rating,
      comment: reviews.comment,
      familyName: customers.name,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .innerJoin(customers, eq(customers.id, reviews.customerId))
    .where(eq(sellerTables[kind].reviewSeller, id))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
}

export async function findFamily(db: Executor, id: string) {
  const [row] = await db
    .select({
      id: customers.id,
      name: customers.name,
      mobile: customers.mobile,
      email: customers.email,
      address: customers.address,
      pincode: customers.pincode,
      createdAt: customers.createdAt,
      suspendedAt: customers.suspendedAt,
      suspensionReason: customers.suspensionReason,
    })
    .from(customers)
    .where(eq(customers.id, id));
  return row;
}

/** Everyone the family has booked for, removed members included (past bookings name them). */
export function membersOf(db: Executor, customerId: string) {
  return db
    .select({
      id: familyMembers.id,
      name: familyMembers.name,
      age: familyMembers.age,
      gender: familyMembers.gender,
      relation: familyMembers.relation,
      deletedAt: familyMembers.deletedAt,
    })
    .from(familyMembers)
    .where(eq(familyMembers.customerId, customerId))
    .orderBy(asc(familyMembers.createdAt), asc(familyMembers.id));
}

export async function bookingCountOf(db: Executor, customerId: string): Promise<number> {
  const [counted] = await db
    .select({ n: count() })
    .from(bookings)
    .where(eq(bookings.customerId, customerId));
  return counted?.n ?? 0;
}
