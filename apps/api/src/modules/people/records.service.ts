import {
  totalPages,
  type FamilyRecord,
  type Pagination,
  type PeopleSearchQuery,
  type PersonRow,
  type SellerKind,
  type SellerRecord,
} from '@care/shared';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { listDocuments } from '../admin/repository.ts';
import { bookingsOf } from '../bookings/operator-list.repository.ts';
import { toAdminBookingRow } from '../bookings/operator-view.service.ts';
import { listPayouts } from '../earnings/repository.ts';
import { sellerBalances, walletBalance } from '../ledger/repository.ts';
import * as repo from './records.repository.ts';
import { searchPeople } from './search.repository.ts';

const RECENT = 20;
const OPEN_LIMIT = 100;
/** Requests and accepted care: what a suspension leaves for the operator to resolve. */
export const openStatuses = ['PENDING', 'ACCEPTED'] as const;

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A person's bookings still open, newest first, as the table shows them. */
export async function openBookingsOf(
  db: Database,
  owner: { kind: 'Customer' | SellerKind; id: string },
) {
  const rows = await bookingsOf(db, owner, { statuses: openStatuses, limit: OPEN_LIMIT });
  return rows.map(toAdminBookingRow);
}

/** The operator's reading of people: search, a seller's record, a family's page. */
export function createPeopleRecords(db: Database) {
  return {
    async search(
      query: PeopleSearchQuery,
    ): Promise<{ people: PersonRow[]; pagination: Pagination }> {
      const { rows, total } = await searchPeople(db, query);
      return {
        people: rows.map((row) => ({
          ...row,
          createdAt: row.createdAt.toISOString(),
          suspendedAt: iso(row.suspendedAt),
        })),
        pagination: {
          page: query.page,
          limit: query.limit,
          total,
          totalPages: totalPages(total, query.limit),
        },
      };
    },

    async seller(kind: SellerKind, id: string): Promise<SellerRecord> {
      const row = await repo.findSeller(db, kind, id);
      if (!row) throw notFound(kind);
      const seller = { kind, id };
      const [counts, recent, open, cancellations, reviews, documents, money, payouts] =
        await Promise.all([
          repo.bookingCountsOf(db, kind, id),
          bookingsOf(db, seller, { limit: RECENT }),
          openBookingsOf(db, seller),
          repo.cancellationsBy(db, kind, id, RECENT),
          repo.reviewsOf(db, kind, id, RECENT),
          listDocuments(db, kind, [id]),
          sellerBalances(db, seller),
          listPayouts(db, seller, RECENT),
        ]);
      return {
        kind,
        id: row.id,
        name: row.name,
        mobile: row.mobile,
        email: row.email,
        address: row.address,
        pincode: row.pincode,
        createdAt: row.createdAt.toISOString(),
        verificationStatus: row.verificationStatus,
        isActive: row.isActive,
        isOnline: row.isOnline,
        suspendedAt: iso(row.suspendedAt),
        suspensionReason: row.suspensionReason,
        rating: { average: row.avgRating, count: row.reviewCount },
        bookingCounts: counts,
        recentBookings: recent.map(toAdminBookingRow),
        openBookings: open,
        cancellations: cancellations.rows.map((c) => ({ ...c, cancelledAt: iso(c.cancelledAt) })),
        cancellationCount: cancellations.total,
        reviews: reviews.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
        documents: documents.map((d) => ({
          id: d.id,
          kind: d.kind,
          mimeType: d.mimeType,
          sizeBytes: d.sizeBytes,
          uploadedAt: d.createdAt.toISOString(),
        })),
        money: { held: money.held, available: money.available, inTransit: money.inTransit },
        payouts: payouts.map((p) => ({
          id: p.id,
          amount: p.amountPaise,
          status: p.status,
          destinationLabel: p.destinationLabel,
          reference: p.reference,
          failureReason: p.failureReason,
          createdAt: p.createdAt.toISOString(),
          processedAt: iso(p.processedAt),
        })),
      };
    },

    async family(id: string): Promise<FamilyRecord> {
      const row = await repo.findFamily(db, id);
      if (!row) throw notFound('Family');
      const owner = { kind: 'Customer' as const, id };
      const [wallet, members, bookingCount, recent, open] = await Promise.all([
        walletBalance(db, id),
        repo.membersOf(db, id),
        repo.bookingCountOf(db, id),
        bookingsOf(db, owner, { limit: RECENT }),
        openBookingsOf(db, owner),
      ]);
      return {
        ...row,
        createdAt: row.createdAt.toISOString(),
        suspendedAt: iso(row.suspendedAt),
        walletBalance: wallet,
        members: members.map(({ deletedAt, ...member }) => ({
          ...member,
          removed: deletedAt !== null,
        })),
        bookingCount,
        recentBookings: recent.map(toAdminBookingRow),
        openBookings: open,
      };
    },
  };
}
