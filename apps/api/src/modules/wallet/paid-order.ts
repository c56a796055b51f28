import {
  bookingDays,
  checkDateRange,
  dateRangeMessages,
  formatCareDate,
  idSchema,
  isoDateSchema,
} from '@care/shared';
import { z } from 'zod';
import type { Transaction } from '../../db/client.ts';
import { AppError, conflict } from '../../lib/errors.ts';
import { bookFromWallet, type BookingSettings } from '../bookings/service.ts';
import { capturePayment } from '../ledger/booking-money.ts';
import { notifyMoney } from '../notifications/service.ts';
import * as paymentsRepo from '../payments/repository.ts';

/** The draft an order was priced for, as createOrder stored it (older orders lack the price). */
const storedDraftSchema = z.object({
  familyMemberId: idSchema,
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  providerSvcId: idSchema.optional(),
  companySvcId: idSchema.optional(),
  pricePerDayPaise: z.number().int().positive().optional(),
});

/** How a payment that books reads in the wallet: what it paid for, not a bare top-up. */
export function paymentForBookingDescription(draft: { startDate: string; endDate: string }) {
  const days = bookingDays(draft.startDate, draft.endDate);
  return `Payment for booking: ${days} day${days === 1 ? '' : 's'} from ${formatCareDate(draft.startDate)}`;
}

export interface PaidOrderOutcome {
  /** False when this payment had been applied before (a retried callback or a late webhook). */
  credited: boolean;
  bookingId: string | null;
  bookingProblem: string | null;
}

/** Why a paid draft cannot be booked, in the words the family reads; null when it can try. */
function draftProblem(draft: unknown): string | null {
  const parsed = storedDraftSchema.safeParse(draft);
  if (!parsed.success) return 'the booking details were incomplete';
  const range = checkDateRange(parsed.data.startDate, parsed.data.endDate);
  return range ? dateRangeMessages[range] : null;
}

/**
 * Applies a verified payment, exactly once, whoever arrives first (the checkout callback or the
 * gateway's webhook; the order row is locked by the caller): the money lands in the wallet and
 * the draft the order was priced for is booked from it, in the caller's transaction. When the
 * draft can no longer be booked (the dates went while the family paid), the money stays in the
 * wallet, the family is told why, and the order remembers it.
 */
export async function applyPaidOrder(
  tx: Transaction,
  order: paymentsRepo.PaymentOrderRow,
  gatewayPaymentId: string,
  settings: BookingSettings,
): Promise<PaidOrderOutcome> {
  if (order.status === 'PAID') {
    if (order.gatewayPaymentId !== gatewayPaymentId) {
      throw conflict('This order was already paid by another payment');
    }
    return { credited: false, bookingId: order.bookingId, bookingProblem: order.bookingProblem };
  }
  await paymentsRepo.markOrderPaid(tx, order.id, gatewayPaymentId, new Date());
  const payment = {
    orderId: order.id,
    customerId: order.customerId,
    amountPaise: order.amountPaise,
  };

  let problem = draftProblem(order.draft);
  let bookingId: string | null = null;
  if (!problem) {
    const draft = storedDraftSchema.parse(order.draft);
    const { pricePerDayPaise, ...bookingDraft } = draft;
    try {
      // One savepoint for the credit and the booking: if booking fails, neither is kept, and
      // the payment is credited again below with words that say why it waits in the wallet.
      bookingId = await tx.transaction(async (sp) => {
        await capturePayment(sp, {
          ...payment,
          description: paymentForBookingDescription(bookingDraft),
        });
        return bookFromWallet(sp, order.customerId, bookingDraft, settings, pricePerDayPaise);
      });
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      problem = error.message;
    }
  }
  if (problem) {
    await capturePayment(tx, {
      ...payment,
      description: `Payment kept in your wallet: ${problem}`,
    });
    await notifyMoney(tx, { kind: 'Customer', id: order.customerId }, 'PAYMENT_KEPT_IN_WALLET', {
      amountPaise: order.amountPaise,
      reason: problem,
    });
  }
  await paymentsRepo.recordOrderBooking(tx, order.id, { bookingId, bookingProblem: problem });
  return { credited: true, bookingId, bookingProblem: problem };
}
