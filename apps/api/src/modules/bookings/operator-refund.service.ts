import { randomUUID } from 'node:crypto';
import { formatPaise, type OperatorRefund, type RefundBookingBody } from '@care/shared';
import type { Database, Executor } from '../../db/client.ts';
import { conflict, forbidden, notFound, unprocessable } from '../../lib/errors.ts';
import { recordAudit } from '../audit/record.ts';
import { sellerOf } from '../ledger/accounts.ts';
import {
  operatorRefundKey,
  planOperatorRefund,
  refundableOf,
  refundByOperator,
} from '../ledger/booking-money.ts';
import { entryByKey, refundedForBooking, sellerBalances } from '../ledger/repository.ts';
import { lockSellerMoney } from '../earnings/repository.ts';
import { notifyBooking } from '../notifications/service.ts';
import { findBookingForOperator, type BookingState } from './lifecycle.repository.ts';
import { refundsTotal } from '../../lib/metrics.ts';

/** The operator acting, as the audit log records them. */
type Operator = Parameters<typeof recordAudit>[1];

/**
 * An operator refunds a booking to the family's wallet, in full or in part, with a reason the
 * family is told (decision 013): from money still held for it first, then taken back from what
 * it earned, in the shares it was earned. Never more than is refundable, and never more of the
 * caregiver's share than they still have available: what was paid out to them is theirs. The
 * booking's status does not change; cancelling is a separate decision. A support operator
 * refunds at most `supportRefundLimitPaise` at a time; larger refunds are an admin's call.
 * Each refund is in the audit log, written in its own transaction.
 */
export function createOperatorRefunds(db: Database, settings: { supportRefundLimitPaise: number }) {
  async function summary(
    tx: Executor,
    booking: BookingState,
    refundedPaise: number,
    fromHeldPaise: number,
  ): Promise<OperatorRefund> {
    return {
      bookingId: booking.id,
      refunded: refundedPaise,
      fromHeld: fromHeldPaise,
      fromEarning: refundedPaise - fromHeldPaise,
      refundedTotal: await refundedForBooking(tx, booking),
      refundable: (await refundableOf(tx, booking.id)).refundablePaise,
    };
  }

  return {
    async refund(
      operator: Operator,
      bookingId: string,
      body: RefundBookingBody,
      idempotencyKey: string | undefined,
    ): Promise<OperatorRefund> {
      // Checked before anything is read or locked: the limit is the operator's, not the booking's.
      if (operator.role === 'support' && body.amount > settings.supportRefundLimitPaise) {
        throw forbidden(
          `A support operator can refund at most ${formatPaise(settings.supportRefundLimitPaise)} at a time. Ask an admin to refund more.`,
        );
      }
      const key = operatorRefundKey(bookingId, idempotencyKey ?? randomUUID());
      let moved = false;
      const result = await db.transaction(async (tx) => {
        // The booking's row lock orders this refund with cancellations and completions; the
        // caregiver's money lock orders it with their payouts, which spend the same balance.
        const booking = await findBookingForOperator(tx, bookingId, true);
        if (!booking) throw notFound('Booking');
        const seller = sellerOf(booking);
        await lockSellerMoney(tx, seller);

        // A retried request answers what the first one did, and moves nothing again.
        const earlier = await entryByKey(tx, key);
        if (earlier) {
          const refunded = earlier.WALLET ?? 0;
          if (refunded !== body.amount) {
            throw conflict(
              `This Idempotency-Key already refunded ${formatPaise(refunded)}; use a new key for another refund.`,
            );
          }
          return summary(tx, booking, refunded, -(earlier.HELD ?? 0));
        }

        const now = await refundableOf(tx, booking.id);
        if (body.amount > now.refundablePaise) {
          throw unprocessable(
            now.refundablePaise === 0
              ? 'Nothing of this booking is left to refund.'
              : `At most ${formatPaise(now.refundablePaise)} of this booking can be refunded.`,
          );
        }
        const plan = planOperatorRefund(body.amount, now);
        const { available } = await sellerBalances(tx, seller);
        if (plan.fromEarning.netPaise > available) {
          throw conflict(
            `This refund would take ${formatPaise(plan.fromEarning.netPaise)} back from the caregiver, who has ${formatPaise(Math.max(0, available))} of earnings not yet paid out. Refund less, or settle the rest with them directly.`,
          );
        }

        await refundByOperator(tx, booking, plan, {
          key,
          description: `Refund: ${booking.serviceName} (${body.reason})`,
        });
        await notifyBooking(tx, booking.id, 'BOOKING_REFUNDED_BY_OPERATOR', {
          refundPaise: body.amount,
          reason: body.reason,
        });
        if (plan.fromEarning.netPaise > 0) {
          await notifyBooking(tx, booking.id, 'EARNING_REFUNDED_BY_OPERATOR', {
            takenBackPaise: plan.fromEarning.netPaise,
            reason: body.reason,
          });
        }
        const done = await summary(tx, booking, body.amount, plan.fromHeldPaise);
        // Amounts in paise, as everything inside is; the console shows them in rupees.
        await recordAudit(tx, operator, {
          action: 'booking.refund',
          entityType: 'booking',
          entityId: booking.id,
          before: {
            refundedTotalPaise: done.refundedTotal - done.refunded,
            refundablePaise: now.refundablePaise,
          },
          after: {
            refundedPaise: done.refunded,
            fromHeldPaise: done.fromHeld,
            fromEarningPaise: done.fromEarning,
            refundedTotalPaise: done.refundedTotal,
            refundablePaise: done.refundable,
          },
          reason: body.reason,
        });
        moved = true;
        return done;
      });
      // Counted once committed; a replayed key moved nothing and is not counted again.
      if (moved) refundsTotal.inc({ kind: 'operator_booking', outcome: 'refunded' });
      return result;
    },
  };
}
