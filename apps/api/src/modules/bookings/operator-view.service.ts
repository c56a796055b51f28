import {
  ADMIN_BOOKINGS_EXPORT_CAP,
  allowedActions,
  totalPages,
  type AdminBookingDetail,
  type AdminBookingRow,
  type AdminBookingsFilter,
  type AdminBookingsQuery,
  type Pagination,
} from '@care/shared';
import type { Database } from '../../db/client.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import { refundableOf } from '../ledger/booking-money.ts';
import { refundedForBooking } from '../ledger/repository.ts';
import { bookingsCsv } from './bookings-csv.ts';
import * as detailRepo from './operator-detail.repository.ts';
import * as listRepo from './operator-list.repository.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A row of the table (also of a seller's and a family's record). */
export function toAdminBookingRow(row: listRepo.BookingRow): AdminBookingRow {
  return {
    id: row.id,
    status: row.status,
    serviceName: row.serviceName,
    startDate: row.startDate,
    endDate: row.endDate,
    days: row.days,
    total: row.totalPaise,
    createdAt: row.createdAt.toISOString(),
    family: { id: row.customerId, name: row.familyName, mobile: row.familyMobile },
    patientName: row.patientName,
    caregiver: row.providerId
      ? {
          kind: 'Provider',
          id: row.providerId,
          name: row.providerName,
          mobile: row.providerMobile ?? '',
        }
      : {
          kind: 'Company',
          id: row.companyId ?? '',
          name: row.companyName,
          mobile: row.companyMobile ?? '',
        },
  };
}

/** The operator's reading of bookings: the table, the CSV export and one booking's page. */
export function createOperatorBookingViews(db: Database) {
  return {
    async list(
      query: AdminBookingsQuery,
    ): Promise<{ bookings: AdminBookingRow[]; pagination: Pagination }> {
      const { page, limit, ...filter } = query;
      const { rows, total } = await listRepo.listBookings(db, filter, { page, limit });
      return {
        bookings: rows.map(toAdminBookingRow),
        pagination: { page, limit, total, totalPages: totalPages(total, limit) },
      };
    },

    /**
     * The CSV of what the filters find. Past the cap it is refused rather than cut short: a
     * file that silently lacks rows would be read as the whole answer.
     */
    async exportCsv(filter: AdminBookingsFilter): Promise<string> {
      const total = await listRepo.countBookings(db, filter);
      if (total > ADMIN_BOOKINGS_EXPORT_CAP) {
        throw unprocessable(
          `${total} bookings match; an export holds at most ${ADMIN_BOOKINGS_EXPORT_CAP}. Narrow the filters (dates or status) and export again.`,
        );
      }
      const rows = await listRepo.exportBookings(db, filter, ADMIN_BOOKINGS_EXPORT_CAP);
      return bookingsCsv(
        rows.map((row) => ({ ...toAdminBookingRow(row), totalPaise: row.totalPaise })),
      );
    },

    async detail(id: string): Promise<AdminBookingDetail> {
      const row = await detailRepo.findBookingDetail(db, id);
      if (!row) throw notFound('Booking');
      const [history, messages, ledger, refundable, refunded] = await Promise.all([
        detailRepo.historyOf(db, id),
        detailRepo.notificationsOf(db, id),
        detailRepo.ledgerLinesOf(db, id),
        refundableOf(db, id),
        refundedForBooking(db, { id, totalPaise: row.totalPaise }),
      ]);
      const isProvider = row.providerId !== null;
      return {
        id: row.id,
        status: row.status,
        serviceName: row.serviceName,
        startDate: row.startDate,
        endDate: row.endDate,
        days: row.days,
        pricePerDay: row.pricePerDayPaise,
        total: row.totalPaise,
        commissionBps: row.commissionBps,
        createdAt: row.createdAt.toISOString(),
        family: {
          id: row.customerId,
          name: row.familyName,
          mobile: row.familyMobile,
          suspendedAt: iso(row.familySuspendedAt),
        },
        patientName: row.patientName,
        patient: {
          name: row.patientName,
          age: row.patientAge,
          gender: row.patientGender,
          relation: row.patientRelation,
        },
        caregiver: {
          kind: isProvider ? 'Provider' : 'Company',
          id: (isProvider ? row.providerId : row.companyId) ?? '',
          name: isProvider ? row.providerName : row.companyName,
          mobile: (isProvider ? row.providerMobile : row.companyMobile) ?? '',
          suspendedAt: iso(isProvider ? row.providerSuspendedAt : row.companySuspendedAt),
        },
        staff: row.staffName ? { name: row.staffName, phone: row.staffPhone } : null,
        acceptedAt: iso(row.acceptedAt),
        startedAt: iso(row.startedAt),
        completedAt: iso(row.completedAt),
        cancelledAt: iso(row.cancelledAt),
        cancelledBy: row.cancelledBy,
        cancelReason: row.cancelReason,
        money: {
          paid: row.totalPaise,
          refunded,
          held: refundable.heldPaise,
          refundable: refundable.refundablePaise,
        },
        canCancel: allowedActions(row.status, 'Admin').includes('cancel'),
        history: history.map((event) => ({ ...event, createdAt: event.createdAt.toISOString() })),
        notifications: messages.map((message) => ({
          ...message,
          readAt: iso(message.readAt),
          createdAt: message.createdAt.toISOString(),
        })),
        ledger: ledger.map((line) => ({
          id: line.id,
          entryKind: line.entryKind,
          description: line.description,
          account: line.account,
          amount: line.amountPaise,
          createdAt: line.createdAt.toISOString(),
        })),
      };
    },
  };
}
