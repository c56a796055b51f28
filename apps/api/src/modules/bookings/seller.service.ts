import {
  formatCareDate,
  todayInIndia,
  totalPages,
  type SellerBooking,
  type SellerBookingsQuery,
} from '@care/shared';
import type { Database } from '../../db/client.ts';
import { now } from '../../lib/clock.ts';
import { forbidden, notFound, tooManyRequests, unprocessable } from '../../lib/errors.ts';
import { sellerSuspension } from '../people/suspension.repository.ts';
import { notifyBooking } from '../notifications/service.ts';
import { settleBooking } from '../ledger/booking-money.ts';
import {
  beginCare,
  codesLocked,
  finishCare,
  lockedMessage,
  nextStatus,
  recordWrongCode,
  type CodeOutcome,
} from './care-transitions.ts';
import { codesMatch } from './codes.ts';
import * as repo from './lifecycle.repository.ts';
import type { BookingState, Seller, SellerBookingRow } from './lifecycle.repository.ts';
import { detailsVisible, staffOf } from './staff.ts';

export function toSellerBooking(row: SellerBookingRow): SellerBooking {
  // The family's name, address and phone are theirs to share once a caregiver has committed.
  const showContact = detailsVisible.includes(row.status);
  return {
    id: row.id,
    serviceName: row.serviceName,
    startDate: row.startDate,
    endDate: row.endDate,
    days: row.days,
    pricePerDay: row.pricePerDayPaise,
    totalAmount: row.totalPaise,
    status: row.status,
    patient: {
      name: row.patientName,
      gender: row.patientGender,
      age: row.patientAge,
      relation: row.patientRelation,
      note: row.patientNote,
    },
    customer: {
      name: showContact ? row.customerName : null,
      pincode: row.customerPincode,
      mobile: showContact ? row.customerMobile : null,
      address: showContact ? row.customerAddress : null,
    },
    staff: staffOf(row),
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

function assertNotOver(booking: BookingState, today: string): void {
  if (booking.endDate < today) {
    throw unprocessable(
      `This booking ended on ${formatCareDate(booking.endDate)}; it can no longer be started.`,
    );
  }
}

/**
 * A caregiver's side of a booking: the requests that came in, and accept, decline, start and
 * complete. Every query is scoped to the caller, so another seller's booking is simply not found.
 */
export function createSellerBookingService(db: Database) {
  async function view(seller: Seller, id: string): Promise<SellerBooking> {
    const row = await repo.getSellerBooking(db, seller, id);
    if (!row) throw notFound('Booking');
    return toSellerBooking(row);
  }

  async function lockOwn(tx: Database, seller: Seller, id: string): Promise<BookingState> {
    const booking = await repo.findSellerBooking(tx, seller, id, true);
    if (!booking) throw notFound('Booking');
    return booking;
  }

  /**
   * Start and complete need the family's code. A wrong code is counted and committed even
   * though the request fails, so the limit holds; the error is thrown after the transaction.
   * Time comes from the care journal's clock, so these and the daily check-ins agree on the day.
   */
  async function withCode(
    seller: Seller,
    id: string,
    action: 'start' | 'complete',
    code: string,
  ): Promise<SellerBooking> {
    const outcome = await db.transaction(async (tx): Promise<CodeOutcome> => {
      const booking = await lockOwn(tx, seller, id);
      nextStatus(booking, action, seller);
      const at = now();
      if (codesLocked(booking, at)) return { kind: 'locked' };
      if (action === 'start') {
        const today = todayInIndia(at);
        if (booking.startDate > today) {
          throw unprocessable(
            `This booking starts on ${formatCareDate(booking.startDate)}; start it on that day, when you arrive.`,
          );
        }
        assertNotOver(booking, today);
      }

      const expected = action === 'start' ? booking.startCode : booking.endCode;
      if (!codesMatch(code, expected)) return recordWrongCode(tx, booking, at);
      if (action === 'start') await beginCare(tx, booking, seller, at);
      else await finishCare(tx, booking, seller, at);
      return { kind: 'done' };
    });

    if (outcome.kind === 'locked') throw tooManyRequests(lockedMessage);
    if (outcome.kind === 'wrong') {
      const which = action === 'start' ? 'start' : 'end';
      throw unprocessable(
        `That ${which} code is not right. Ask the family for the ${which} code shown in their bookings (${outcome.triesLeft} ${outcome.triesLeft === 1 ? 'try' : 'tries'} left).`,
      );
    }
    return view(seller, id);
  }

  return {
    async list(seller: Seller, query: SellerBookingsQuery) {
      const { rows, total } = await repo.listSellerBookings(db, seller, query);
      return {
        bookings: rows.map(toSellerBooking),
        pagination: {
          page: query.page,
          limit: query.limit,
          total,
          totalPages: totalPages(total, query.limit),
        },
      };
    },

    async accept(seller: Seller, id: string): Promise<SellerBooking> {
      await db.transaction(async (tx) => {
        const booking = await lockOwn(tx, seller, id);
        const to = nextStatus(booking, 'accept', seller);
        // A suspended seller takes no new care; the operator resolves their waiting requests.
        if (await sellerSuspension(tx, seller.kind, seller.id)) {
          throw forbidden(
            'Your account is suspended, so you cannot accept bookings. Please contact support.',
          );
        }
        if (booking.startDate < todayInIndia()) {
          // The sweeper expires it (and refunds the family) at its next run.
          throw unprocessable(
            `This request expired: its first day, ${formatCareDate(booking.startDate)}, has passed.`,
          );
        }
        await repo.updateBooking(tx, id, { status: to, acceptedAt: new Date() });
        await notifyBooking(tx, id, 'BOOKING_ACCEPTED');
      });
      return view(seller, id);
    },

    /** Declining hands the family's money back to their wallet in the same transaction. */
    async decline(seller: Seller, id: string): Promise<SellerBooking> {
      await db.transaction(async (tx) => {
        const booking = await lockOwn(tx, seller, id);
        const to = nextStatus(booking, 'decline', seller);
        await repo.updateBooking(tx, id, { status: to, declinedAt: new Date() });
        // Everything still held goes back: all of it, unless an operator refunded part already.
        const { refundPaise } = await settleBooking(tx, booking, {
          refundPaise: booking.totalPaise,
          refundDescription: `Refund: ${booking.serviceName} was declined by the caregiver`,
          earnedDescription: `Declined: ${booking.serviceName}`,
        });
        await notifyBooking(tx, id, 'BOOKING_DECLINED', { refundPaise });
      });
      return view(seller, id);
    },

    /**
     * A caregiver who cannot come after all cancels accepted care before it starts: the family
     * gets everything back in the same transaction, is told why, and the cancellation stays on
     * the caregiver's record (cancelled_by) for the operator.
     */
    async cancel(seller: Seller, id: string, reason: string): Promise<SellerBooking> {
      await db.transaction(async (tx) => {
        const booking = await lockOwn(tx, seller, id);
        const to = nextStatus(booking, 'cancel', seller);
        await repo.updateBooking(tx, id, {
          status: to,
          cancelledAt: new Date(),
          cancelledBy: seller.kind,
          cancelReason: reason,
        });
        const { refundPaise } = await settleBooking(tx, booking, {
          refundPaise: booking.totalPaise,
          refundDescription: `Refund: ${booking.serviceName} was cancelled by the caregiver`,
          earnedDescription: `Cancelled: ${booking.serviceName}`,
        });
        await notifyBooking(tx, id, 'BOOKING_CANCELLED_BY_SELLER', {
          refundPaise,
          reason,
        });
      });
      return view(seller, id);
    },

    start: (seller: Seller, id: string, code: string) => withCode(seller, id, 'start', code),
    complete: (seller: Seller, id: string, code: string) => withCode(seller, id, 'complete', code),
  };
}
