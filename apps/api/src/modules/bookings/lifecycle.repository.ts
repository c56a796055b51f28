import { and, count, desc, eq, lt, or, type SQL } from 'drizzle-orm';
import type { BookingStatus, SellerKind } from '@care/shared';
import type { Executor } from '../../db/client.ts';
import { bookings, customers, familyMembers, reviews } from '../../db/schema/index.ts';

/** Who owns a booking on the caregiving side: an individual provider or a company. */
export interface Seller {
  kind: SellerKind;
  id: string;
}

const ownedBySeller = (seller: Seller): SQL =>
  seller.kind === 'Provider'
    ? eq(bookings.providerId, seller.id)
    : eq(bookings.companyId, seller.id);

/** The columns a status change needs, read under a row lock when `lock` is set. */
const stateColumns = {
  id: bookings.id,
  customerId: bookings.customerId,
  status: bookings.status,
  startDate: bookings.startDate,
  endDate: bookings.endDate,
  totalPaise: bookings.totalPaise,
  commissionBps: bookings.commissionBps,
  serviceName: bookings.serviceName,
  startCode: bookings.startCode,
  endCode: bookings.endCode,
  codeFailures: bookings.codeFailures,
  codeLockedUntil: bookings.codeLockedUntil,
  providerId: bookings.providerId,
  companyId: bookings.companyId,
  staffName: bookings.staffName,
  staffPhoto: bookings.staffPhoto,
};

async function findState(db: Executor, where: SQL, lock: boolean) {
  const query = db.select(stateColumns).from(bookings).where(where);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}
export type BookingState = NonNullable<Awaited<ReturnType<typeof findState>>>;

export const findSellerBooking = (db: Executor, seller: Seller, id: string, lock = false) =>
  findState(db, and(eq(bookings.id, id), ownedBySeller(seller))!, lock);

export const findCustomerBooking = (db: Executor, customerId: string, id: string, lock = false) =>
  findState(db, and(eq(bookings.id, id), eq(bookings.customerId, customerId))!, lock);

/** Any booking, for an operator: they act on every family's and caregiver's bookings. */
export const findBookingForOperator = (db: Executor, id: string, lock = false) =>
  findState(db, eq(bookings.id, id), lock);

export async function updateBooking(
  db: Executor,
  id: string,
  patch: Partial<typeof bookings.$inferInsert>,
): Promise<void> {
  await db.update(bookings).set(patch).where(eq(bookings.id, id));
}

const sellerColumns = {
  id: bookings.id,
  serviceName: bookings.serviceName,
  startDate: bookings.startDate,
  endDate: bookings.endDate,
  days: bookings.days,
  pricePerDayPaise: bookings.pricePerDayPaise,
  totalPaise: bookings.totalPaise,
  status: bookings.status,
  createdAt: bookings.createdAt,
  startedAt: bookings.startedAt,
  completedAt: bookings.completedAt,
  staffName: bookings.staffName,
  staffPhone: bookings.staffPhone,
  staffPhoto: bookings.staffPhoto,
  patientName: familyMembers.name,
  patientGender: familyMembers.gender,
  patientAge: familyMembers.age,
  patientRelation: familyMembers.relation,
  patientNote: familyMembers.note,
  customerName: customers.name,
  customerMobile: customers.mobile,
  customerAddress: customers.address,
  customerPincode: customers.pincode,
};

const selectSellerBookings = (db: Executor) =>
  db
    .select(sellerColumns)
    .from(bookings)
    .innerJoin(familyMembers, eq(familyMembers.id, bookings.familyMemberId))
    .innerJoin(customers, eq(customers.id, bookings.customerId));

/** A seller's bookings, newest first, one page at a time, with the patient and the family. */
export async function listSellerBookings(
  db: Executor,
  seller: Seller,
  filter: { status?: BookingStatus; page: number; limit: number },
) {
  const where = and(
    ownedBySeller(seller),
    filter.status ? eq(bookings.status, filter.status) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    selectSellerBookings(db)
      .where(where)
      .orderBy(desc(bookings.createdAt), desc(bookings.id))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    db.select({ total: count() }).from(bookings).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function getSellerBooking(db: Executor, seller: Seller, id: string) {
  const [row] = await selectSellerBookings(db).where(
    and(eq(bookings.id, id), ownedBySeller(seller)),
  );
  return row;
}
export type SellerBookingRow = NonNullable<Awaited<ReturnType<typeof getSellerBooking>>>;

export async function insertReview(
  db: Executor,
  row: typeof reviews.$inferInsert,
): Promise<typeof reviews.$inferSelect> {
  const [inserted] = await db.insert(reviews).values(row).returning();
  return inserted!;
}

/**
 * Bookings nobody acted on in time: requests still unanswered after their first day, and
 * accepted care never started by its last day. Locked with SKIP LOCKED so several API processes
 * can sweep at once without touching the same row.
 */
export function lockStaleBookings(db: Executor, today: string, limit: number) {
  return db
    .select({
      id: bookings.id,
      customerId: bookings.customerId,
      status: bookings.status,
      totalPaise: bookings.totalPaise,
      commissionBps: bookings.commissionBps,
      serviceName: bookings.serviceName,
      providerId: bookings.providerId,
      companyId: bookings.companyId,
    })
    .from(bookings)
    .where(
      or(
        and(eq(bookings.status, 'PENDING'), lt(bookings.startDate, today)),
        and(eq(bookings.status, 'ACCEPTED'), lt(bookings.endDate, today)),
      ),
    )
    .orderBy(bookings.startDate)
    .limit(limit)
    .for('update', { skipLocked: true });
}
