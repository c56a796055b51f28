import { findTransition, transitionRefusal, type BookingStatus } from '@care/shared';
import { actAs } from '../../db/actor.ts';
import type { Database } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { recordAudit } from '../audit/record.ts';
import { settleBooking } from '../ledger/booking-money.ts';
import { notifyBooking } from '../notifications/service.ts';
import { findBookingForOperator, updateBooking } from './lifecycle.repository.ts';

/** The operator acting, as the audit log records them. */
type Operator = Parameters<typeof recordAudit>[1];

export interface OperatorCancel {
  bookingId: string;
  status: BookingStatus;
  refunded: number;
}

/**
 * An operator cancels a request or accepted care (the status graph lets Admin cancel PENDING and
 * ACCEPTED), for a reason both sides are told. It is nobody's fault on the record, so the
 * family gets back everything still held, through the same settlement as every other
 * cancellation, in the same transaction as the status, the messages and the audit entry.
 */
export function createOperatorCancels(db: Database) {
  return {
    async cancel(operator: Operator, bookingId: string, reason: string): Promise<OperatorCancel> {
      return db.transaction(async (tx) => {
        // The row lock orders this with the caregiver's accept or start and the family's cancel.
        const booking = await findBookingForOperator(tx, bookingId, true);
        if (!booking) throw notFound('Booking');
        const transition = findTransition(booking.status, 'cancel', 'Admin');
        if (!transition) throw conflict(transitionRefusal(booking.status, 'cancel'));

        // Before the status changes, so the history names the operator and their reason.
        await actAs(tx, { type: 'Admin', id: operator.id, note: reason });
        await updateBooking(tx, booking.id, {
          status: transition.to,
          cancelledAt: new Date(),
          cancelledBy: 'Admin',
          cancelReason: reason,
        });
        // Nothing is earned before care starts: everything held goes back (less any part an
        // operator refunded already, which settleBooking reads from the ledger).
        const { refundPaise } = await settleBooking(tx, booking, {
          refundPaise: booking.totalPaise,
          refundDescription: `Refund: ${booking.serviceName} was cancelled by CareConnect (${reason})`,
          earnedDescription: `Cancelled by CareConnect: ${booking.serviceName}`,
        });
        await notifyBooking(tx, booking.id, 'BOOKING_CANCELLED_BY_OPERATOR', {
          refundPaise,
          reason,
        });
        await notifyBooking(tx, booking.id, 'BOOKING_CANCELLED_BY_OPERATOR_FOR_SELLER', { reason });
        await recordAudit(tx, operator, {
          action: 'booking.cancel',
          entityType: 'booking',
          entityId: booking.id,
          before: { status: booking.status },
          after: { status: transition.to, refundedPaise: refundPaise },
          reason,
        });
        return { bookingId: booking.id, status: transition.to, refunded: refundPaise };
      });
    },
  };
}
