import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableName,
  inArray,
  isNotNull,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  sellerDocumentKinds,
  type AdminSellersQuery,
  type SellerKind,
  type SellerDocumentKind,
} from '@care/shared';
import type { Executor } from '../../db/client.ts';
import {
  bookings,
  companies,
  providers,
  uploads,
  verificationDecisions,
} from '../../db/schema/index.ts';

/**
 * Providers and companies are reviewed the same way; this says where each keeps what the
 * operator reads, so one set of queries serves both tables.
 */
interface ReviewTable {
  table: typeof providers | typeof companies;
  id: AnyPgColumn;
  mobile: AnyPgColumn;
  name: AnyPgColumn;
  email: AnyPgColumn;
  address: AnyPgColumn;
  pincode: AnyPgColumn;
  gender: AnyPgColumn | null;
  dob: AnyPgColumn | null;
  gst: AnyPgColumn | null;
  verificationStatus: AnyPgColumn;
  verificationNote: AnyPgColumn;
  submittedAt: AnyPgColumn;
  createdAt: AnyPgColumn;
  updatedAt: AnyPgColumn;
  /** The bookings column that points at this kind of seller. */
  bookingSeller: AnyPgColumn;
}

const reviewTables: Record<SellerKind, ReviewTable> = {
  Provider: {
    table: providers,
    id: providers.id,
    mobile: providers.mobile,
    name: providers.name,
    email: providers.email,
    address: providers.address,
    pincode: providers.pincode,
    gender: providers.gender,
    dob: providers.dob,
    gst: null,
    verificationStatus: providers.verificationStatus,
    verificationNote: providers.verificationNote,
    submittedAt: providers.submittedAt,
    createdAt: providers.createdAt,
    updatedAt: providers.updatedAt,
    bookingSeller: bookings.providerId,
  },
  Company: {
    table: companies,
    id: companies.id,
    mobile: companies.mobile,
    name: companies.companyName,
    email: companies.email,
    address: companies.address,
    pincode: companies.pincode,
    gender: null,
    dob: null,
    gst: companies.gst,
    verificationStatus: companies.verificationStatus,
    verificationNote: companies.verificationNote,
    submittedAt: companies.submittedAt,
    createdAt: companies.createdAt,
    updatedAt: companies.updatedAt,
    bookingSeller: bookings.companyId,
  },
};

export type VerificationStatus = AdminSellersQuery['status'];

export interface SellerReviewRow {
  id: string;
  mobile: string;
  /** The provider's name or the company's name; null until registration is completed. */
  name: string | null;
  email: string | null;
  address: string | null;
  pincode: string | null;
  gender: string | null;
  dob: string | null;
  gst: string | null;
  verificationStatus: VerificationStatus;
  verificationNote: string | null;
  submittedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  cancellationsByCaregiver: number;
}

/** Read as the column reads it (a timestamp becomes a Date), typed as the caller says. */
const decoded = <T>(column: AnyPgColumn) => sql`${column}`.mapWith(column) as SQL<T>;
/** A column only one of the two tables has is null for the other. */
const optional = (column: AnyPgColumn | null) =>
  column ? decoded<string | null>(column) : sql<string | null>`null`;

function reviewFields(s: ReviewTable) {
  return {
    id: sql<string>`${s.id}`,
    mobile: sql<string>`${s.mobile}`,
    name: sql<string | null>`${s.name}`,
    email: sql<string | null>`${s.email}`,
    address: sql<string | null>`${s.address}`,
    pincode: sql<string | null>`${s.pincode}`,
    gender: optional(s.gender),
    dob: optional(s.dob),
    gst: optional(s.gst),
    verificationStatus: sql<VerificationStatus>`${s.verificationStatus}`,
    verificationNote: sql<string | null>`${s.verificationNote}`,
    submittedAt: decoded<Date | null>(s.submittedAt),
    createdAt: decoded<Date>(s.createdAt),
    updatedAt: decoded<Date>(s.updatedAt),
    // Accepted care the caregiver called off: part of their record for the operator.
    // The seller's id is spelt with its table: drizzle leaves columns unqualified in a one-table
    // select, and inside this subquery a bare "id" would be the booking's.
    cancellationsByCaregiver: sql<number>`(
      select count(*)::int from ${bookings}
      where ${s.bookingSeller} = ${sql.identifier(getTableName(s.table))}.${sql.identifier('id')}
        and ${bookings.cancelledBy} in ('Provider', 'Company'))`,
  };
}

/**
 * Sellers in one status who have submitted a profile: an account that only signed in has
 * nothing to review. The queue (PENDING) is first come, first served by the time the profile
 * was last submitted; decided sellers show the most recent first.
 */
export async function listSellers(
  db: Executor,
  type: SellerKind,
  q: AdminSellersQuery,
): Promise<{ rows: SellerReviewRow[]; total: number }> {
  const s = reviewTables[type];
  const where = and(eq(s.verificationStatus, q.status), isNotNull(s.name))!;
  const order =
    q.status === 'PENDING' ? [asc(s.updatedAt), asc(s.id)] : [desc(s.updatedAt), desc(s.id)];
  const [rows, [counted]] = await Promise.all([
    db
      .select(reviewFields(s))
      .from(s.table)
      .where(where)
      .orderBy(...order)
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(s.table).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** Locks the seller's row: a decision and a resubmission of the profile take turns. */
export async function lockSeller(
  db: Executor,
  type: SellerKind,
  id: string,
): Promise<SellerReviewRow | undefined> {
  const s = reviewTables[type];
  const [row] = await db.select(reviewFields(s)).from(s.table).where(eq(s.id, id)).for('update');
  return row;
}

export async function setVerification(
  db: Executor,
  type: SellerKind,
  id: string,
  values: { verificationStatus: 'VERIFIED' | 'REJECTED'; verificationNote: string | null },
): Promise<SellerReviewRow | undefined> {
  const s = reviewTables[type];
  const [row] = await db
    .update(s.table)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(s.id, id))
    .returning(reviewFields(s));
  return row;
}

export async function insertDecision(
  db: Executor,
  decision: {
    sellerType: SellerKind;
    sellerId: string;
    adminId: string;
    decision: 'VERIFIED' | 'REJECTED';
    reason: string | null;
  },
): Promise<void> {
  await db.insert(verificationDecisions).values(decision);
}

const documentColumns = {
  id: uploads.id,
  ownerId: uploads.ownerId,
  kind: sql<SellerDocumentKind>`${uploads.kind}`,
  mimeType: uploads.mimeType,
  sizeBytes: uploads.sizeBytes,
  createdAt: uploads.createdAt,
};

/** The registration documents of a page of sellers, oldest first, in one query. */
export function listDocuments(db: Executor, type: SellerKind, sellerIds: string[]) {
  if (sellerIds.length === 0) return Promise.resolve([]);
  return db
    .select(documentColumns)
    .from(uploads)
    .where(
      and(
        eq(uploads.ownerType, type),
        inArray(uploads.ownerId, sellerIds),
        inArray(uploads.kind, [...sellerDocumentKinds]),
      ),
    )
    .orderBy(asc(uploads.createdAt), asc(uploads.id));
}

const storedFileColumns = {
  id: uploads.id,
  kind: uploads.kind,
  storageKey: uploads.storageKey,
  mimeType: uploads.mimeType,
  sizeBytes: uploads.sizeBytes,
};

/**
 * A stored file by id: any owner's for the operator, or only the given owner's. Another
 * owner's id finds nothing, the same as an id that does not exist.
 */
export async function findUpload(
  db: Executor,
  uploadId: string,
  owner?: { type: SellerKind; id: string },
) {
  const conditions: SQL[] = [eq(uploads.id, uploadId)];
  if (owner) conditions.push(eq(uploads.ownerType, owner.type), eq(uploads.ownerId, owner.id));
  const [row] = await db
    .select(storedFileColumns)
    .from(uploads)
    .where(and(...conditions));
  return row;
}
