import {
  canReview,
  findTransition,
  quoteCancellationRefund,
  refundReasonTexts,
  todayInIndia,
  transitionRefusal,
  type CustomerBooking,
  type RefundPreview,
} from '@care/shared';
import type { Database } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { cacheTags, type CacheInvalidator } from '../../lib/public-cache.ts';
import { pgErrorCode } from '../../db/errors.ts';
import { settleBooking } from '../ledger/booking-money.ts';
import { heldForBooking, walletBalance } from '../ledger/repository.ts';
import * as repo from './lifecycle.repository.ts';
import { listCustomerBookings } from './repository.ts';
import { toCustomerBooking } from './service.ts';
import { notifyBooking } from '../notifications/service.ts';
import { nonRefundableDatesOf } from '../blackout/repository.ts';

/**
 * What a family does with a booking after paying: see what cancelling would return, cancel
 * (refunded to the wallet by the shared policy, in the same transaction), and review it once
 * the care is complete.
 */
export function createCustomerBookingActions(db: Database, cache: CacheInvalidator) {
  async function own(customerId: string, id: string) {
    const booking = await repo.findCustomerBooking(db, customerId, id);
    if (!booking) throw notFound('Booking');
    return booking;
  }

  async function view(customerId: string, id: string): Promise<CustomerBooking> {
    const [row] = await listCustomerBookings(db, customerId, [id]);
    if (!row) throw notFound('Booking');
    return toCustomerBooking(row);
  }

  return {
    async refundPreview(customerId: string, id: string): Promise<RefundPreview> {
      const booking = await own(customerId, id);
      const canCancel = Boolean(findTransition(booking.status, 'cancel', 'Customer'));
      const quote = quoteCancellationRefund(
        booking,
        todayInIndia(),
        await nonRefundableDatesOf(db, booking.id),
      );
      // What cancelling returns is the policy's share, of what is still held for the booking.
      const refundPaise = Math.min(quote.refundPaise, await heldForBooking(db, booking.id));
      return {
        bookingId: booking.id,
        status: booking.status,
        canCancel,
        totalAmount: booking.totalPaise,
        refundAmount: canCancel ? refundPaise : 0,
        refundPercent: canCancel ? quote.percent : 0,
        daysBeforeStart: quote.daysBeforeStart,
        reason: canCancel
          ? refundReasonTexts[quote.reason]
          : transitionRefusal(booking.status, 'cancel'),
        // The listed days that make it non-refundable, for the dialog to name.
        ...(canCancel && quote.nonRefundableDates
          ? { nonRefundableDates: quote.nonRefundableDates }
          : {}),
      };
    },

    async cancel(customerId: string, id: string) {
      const refundPaise = await db.transaction(async (tx) => {
        // Only the booking row is locked, as decline and expiry do. The refund row's foreign key
        // takes a share lock on the customer; locking the customer first here could deadlock
        // with a caregiver declining this booking at the same moment.
        const booking = await repo.findCustomerBooking(tx, customerId, id, true);
        if (!booking) throw notFound('Booking');
        const transition = findTransition(booking.status, 'cancel', 'Customer');
        if (!transition) throw conflict(transitionRefusal(booking.status, 'cancel'));

        // The listed days as this transaction sees them: what the preview showed, unless an
        // operator changed the list in between, in which case the list as it now is.
        const quote = quoteCancellationRefund(
          booking,
          todayInIndia(),
          await nonRefundableDatesOf(tx, booking.id),
        );
        await repo.updateBooking(tx, id, {
          status: transition.to,
          cancelledAt: new Date(),
          cancelledBy: 'Customer',
        });
        // The refund goes back to the wallet; what the policy keeps is the caregiver's
        // cancellation fee, shared like any earning (decision 013).
        // The policy's refund of what is still held: less, if an operator refunded part already.
        const { refundPaise } = await settleBooking(tx, booking, {
          refundPaise: quote.refundPaise,
          refundDescription: `Refund (${quote.percent}%): ${booking.serviceName} cancelled`,
          earnedDescription: `Cancellation fee (${100 - quote.percent}% kept): ${booking.serviceName}`,
        });
        await notifyBooking(tx, id, 'BOOKING_CANCELLED_BY_FAMILY');
        await notifyBooking(tx, id, 'BOOKING_CANCEL_CONFIRMED', { refundPaise });
        return refundPaise;
      });
      return {
        booking: await view(customerId, id),
        refundAmount: refundPaise,
        balance: await walletBalance(db, customerId),
      };
    },

    async review(
      customerId: string,
      id: string,
      body: { rating: number; comment?: string | undefined },
    ) {
      const booking = await own(customerId, id);
      // Reviewed twice is refused by the unique index below, with its own message.
      if (!canReview({ status: booking.status, hasReview: false })) {
        throw conflict('You can rate a booking once the care is completed.');
      }
      try {
        const review = await repo.insertReview(db, {
          bookingId: id,
          customerId,
          providerId: booking.providerId,
          companyId: booking.companyId,
          rating: body.rating,
          comment: body.comment ?? null,
        });
        // The seller's rating, count and reviews on their public pages.
        cache.invalidate(
          booking.providerId
            ? cacheTags.seller('Provider', booking.providerId)
            : cacheTags.seller('Company', booking.companyId ?? ''),
        );
        return {
          id: review.id,
          bookingId: id,
          rating: review.rating,
          comment: review.comment,
        };
      } catch (error) {
        if (pgErrorCode(error) === '23505') {
          throw conflict('You have already reviewed this booking.');
        }
        throw error;
      }
    },
  };
}
