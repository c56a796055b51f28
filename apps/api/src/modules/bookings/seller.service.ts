import {
  findTransition,
  formatCareDate,
  todayInIndia,
  totalPages,
  transitionRefusal,
  type BookingAction,
  type BookingStatus,
  type SellerBooking,
  type SellerBookingsQuery,
} from '@care/shared';
import type { Database } from '../../db/client.ts';
import { conflict, forbidden, notFound, tooManyRequests, unprocessable } from '../../lib/errors.ts';
import { sellerSuspension } from '../people/suspension.repository.ts';
import { notifyBooking } from '../notifications/service.ts';
import { settleBooking } from '../ledger/booking-money.ts';
import { CODE_FAILURE_LIMIT, CODE_LOCK_MINUTES, codesMatch } from './codes.ts';
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

/** The status `action` leads to, or a 409 saying why the graph refuses it. */
function nextStatus(booking: BookingState, action: BookingAction, seller: Seller): BookingStatus {
  const transition = findTransition(booking.status, action, seller.kind);
  if (!transition) throw conflict(transitionRefusal(booking.status, action));
  return transition.to;
}

function assertNotOver(booking: BookingState, today: string): void {
  if (booking.endDate < today) {
    throw unprocessable(
      `This booking ended on ${formatCareDate(booking.endDate)}; it can no longer be started.`,
    );
  }
}

type CodeOutcome = { kind: 'done' } | { kind: 'wrong'; triesLeft: number } | { kind: 'locked' };

const lockedMessage = `Too many wrong codes. Try again in ${CODE_LOCK_MINUTES} minutes, or ask the family to check the code in My Bookings.`;

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
   */
  async function withCode(
    seller: Seller,
    id: string,
    action: 'start' | 'complete',
    code: string,
  ): Promise<SellerBooking> {
    const outcome = await db.transaction(async (tx): Promise<CodeOutcome> => {
      const booking = await lockOwn(tx, seller, id);
      const to = nextStatus(booking, action, seller);
      const now = new Date();
      if (booking.codeLockedUntil && booking.codeLockedUntil > now) return { kind: 'locked' };
      if (action === 'start') {
        const today = todayInIndia(now);
        if (booking.startDate > today) {
          throw unprocessable(
            `This booking starts on ${formatCareDate(booking.startDate)}; start it on that day, when you arrive.`,
          );
        }
        assertNotOver(booking, today);
      }

      const expected = action === 'start' ? booking.startCode : booking.endCode;
      if (!codesMatch(code, expected)) {
        const failures = booking.codeFailures + 1;
        const locks = failures >= CODE_FAILURE_LIMIT;
        await repo.updateBooking(tx, id, {
          codeFailures: locks ? 0 : failures,
          codeLockedUntil: locks
            ? new Date(now.getTime() + CODE_LOCK_MINUTES * 60_000)
            : booking.codeLockedUntil,
        });
        return locks
          ? { kind: 'locked' }
          : { kind: 'wrong', triesLeft: CODE_FAILURE_LIMIT - failures };
      }

      await repo.updateBooking(tx, id, {
        status: to,
        codeFailures: 0,
        codeLockedUntil: null,
        ...(action === 'start' ? { startedAt: now } : { completedAt: now }),
      });
      // Completed care is earned: the held money goes to the caregiver, less commission and GST.
      if (action === 'complete') {
        await settleBooking(tx, booking, {
          refundPaise: 0,
          refundDescription: `Refund: ${booking.serviceName}`,
          earnedDescription: `Earned: ${booking.serviceName}`,
        });
      }
      await notifyBooking(tx, id, action === 'start' ? 'BOOKING_STARTED' : 'BOOKING_COMPLETED');
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
