import { and, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  bookings,
  companies,
  customers,
  familyMembers,
  notifications,
  providers,
} from '../../db/schema/index.ts';

export type RecipientKind = (typeof notifications.$inferSelect)['recipientKind'];

export interface Recipient {
  kind: RecipientKind;
  id: string;
}

/** The registered mobile of a family, provider or company. */
export async function mobileOf(db: Executor, r: Recipient): Promise<string | undefined> {
  const table = r.kind === 'Customer' ? customers : r.kind === 'Provider' ? providers : companies;
  const [row] = await db.select({ mobile: table.mobile }).from(table).where(eq(table.id, r.id));
  return row?.mobile;
}

/** Who a booking concerns, with the names its messages use and the mobiles they go to. */
export async function bookingParties(db: Executor, bookingId: string) {
  const [row] = await db
    .select({
      serviceName: bookings.serviceName,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      patientName: familyMembers.name,
      customerId: customers.id,
      customerMobile: customers.mobile,
      familyName: customers.name,
      providerId: providers.id,
      providerMobile: providers.mobile,
      providerName: providers.name,
      companyId: companies.id,
      companyMobile: companies.mobile,
      companyName: companies.companyName,
    })
    .from(bookings)
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .innerJoin(familyMembers, eq(familyMembers.id, bookings.familyMemberId))
    .leftJoin(providers, eq(providers.id, bookings.providerId))
    .leftJoin(companies, eq(companies.id, bookings.companyId))
    .where(eq(bookings.id, bookingId));
  return row;
}

export async function insertNotification(db: Executor, row: typeof notifications.$inferInsert) {
  await db.insert(notifications).values(row);
}

const ofRecipient = (r: Recipient) =>
  and(eq(notifications.recipientKind, r.kind), eq(notifications.recipientId, r.id));

export async function listForRecipient(db: Executor, r: Recipient, limit: number) {
  return db
    .select({
      id: notifications.id,
      type: notifications.type,
      text: notifications.text,
      bookingId: notifications.bookingId,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
    })
    .from(notifications)
    .where(ofRecipient(r))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

export async function countUnread(db: Executor, r: Recipient): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(ofRecipient(r), isNull(notifications.readAt)));
  return row?.count ?? 0;
}

/** Marks the recipient's own notifications read (all of them, or those ids); returns how many. */
export async function markRead(db: Executor, r: Recipient, ids: string[] | 'all', now: Date) {
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        ofRecipient(r),
        isNull(notifications.readAt),
        ids === 'all' ? undefined : inArray(notifications.id, ids),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

/**
 * Claims SMS that are due, oldest first. SKIP LOCKED lets several API processes send side by
 * side without sending any message twice.
 */
export async function lockDueSms(db: Executor, now: Date, limit: number) {
  return db
    .select({
      id: notifications.id,
      mobile: notifications.mobile,
      type: notifications.type,
      text: notifications.text,
      attempts: notifications.smsAttempts,
    })
    .from(notifications)
    .where(and(eq(notifications.smsStatus, 'PENDING'), lte(notifications.smsNextAttemptAt, now)))
    .orderBy(notifications.smsNextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function updateSms(
  db: Executor,
  id: string,
  values: Partial<
    Pick<
      typeof notifications.$inferInsert,
      'smsStatus' | 'smsAttempts' | 'smsNextAttemptAt' | 'smsLastError' | 'smsSentAt'
    >
  >,
) {
  await db.update(notifications).set(values).where(eq(notifications.id, id));
}
