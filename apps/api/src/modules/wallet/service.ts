import type { AddMoneyBody, AddMoneyResult, Wallet, WalletEntryKind } from '@care/shared';
import type { Database } from '../../db/client.ts';
import type { JournalKind } from '../../db/schema/index.ts';
import type { PaymentGateway } from '../../adapters/payments/index.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { paymentsTotal } from '../../lib/metrics.ts';
import { createBookingService, type BookingSettings } from '../bookings/service.ts';
import * as ledger from '../ledger/repository.ts';
import * as paymentsRepo from '../payments/repository.ts';
import { paymentTooLarge } from '../payments/limits.ts';
import { applyPaidOrder } from './paid-order.ts';
import * as repo from './repository.ts';

/** How each movement reads in the family's wallet history. */
const walletKindOf: Partial<Record<JournalKind, WalletEntryKind>> = {
  PAYMENT_CAPTURED: 'TOPUP',
  BOOKING_PAID: 'BOOKING_DEBIT',
  BOOKING_REFUNDED: 'REFUND',
  WITHDRAWAL_REQUESTED: 'WITHDRAWAL',
  WITHDRAWAL_RETURNED: 'WITHDRAWAL_RETURNED',
};

export function createWalletService(
  db: Database,
  gateway: PaymentGateway,
  settings: BookingSettings & { maxPaymentPaise: number },
) {
  const bookings = createBookingService(db, settings);

  return {
    /**
     * The checkout callback: verifies the gateway's signature, then applies the payment (credit
     * and booking, once) under the order's row lock, which the webhook takes too.
     */
    async addMoney(customerId: string, body: AddMoneyBody): Promise<AddMoneyResult> {
      // The body's rupees arrive as paise: the contract's codec converted them (decision 011).
      const claimedPaise = body.amount;
      if (claimedPaise > settings.maxPaymentPaise) throw paymentTooLarge(settings.maxPaymentPaise);
      if (
        !gateway.verifyPaymentSignature(
          body.razorpay_order_id,
          body.razorpay_payment_id,
          body.razorpay_signature,
        )
      ) {
        paymentsTotal.inc({ outcome: 'invalid_signature' });
        throw new AppError('INVALID_SIGNATURE', 400, 'The payment could not be verified');
      }
      const outcome = await db.transaction(async (tx) => {
        const order = await paymentsRepo.findOrderByGatewayId(tx, body.razorpay_order_id, true);
        // Another customer's order is not theirs to claim: to them it does not exist.
        if (!order || order.customerId !== customerId) throw notFound('Payment order');
        if (claimedPaise !== order.amountPaise) {
          throw badRequest('The amount does not match the paid order');
        }
        return applyPaidOrder(tx, order, body.razorpay_payment_id, settings);
      });
      paymentsTotal.inc({ outcome: outcome.credited ? 'credited' : 'already_credited' });
      return {
        balance: await ledger.walletBalance(db, customerId),
        credited: outcome.credited,
        booking: outcome.bookingId ? await bookings.view(customerId, outcome.bookingId) : null,
        bookingProblem: outcome.bookingProblem,
      };
    },

    async getWallet(customerId: string): Promise<Wallet> {
      const [balance, lines, withdrawals] = await Promise.all([
        ledger.walletBalance(db, customerId),
        ledger.walletLines(db, customerId),
        repo.listWithdrawals(db, customerId),
      ]);
      return {
        balance,
        entries: lines.map((line) => ({
          id: line.id,
          kind: walletKindOf[line.kind] ?? (line.amountPaise < 0 ? 'BOOKING_DEBIT' : 'REFUND'),
          amount: line.amountPaise,
          description: line.description,
          bookingId: line.bookingId,
          createdAt: line.createdAt.toISOString(),
        })),
        withdrawals: withdrawals.map((w) => ({
          id: w.id,
          amount: w.amountPaise,
          status: w.status,
          refunds: w.refunds,
          createdAt: w.createdAt.toISOString(),
          completedAt: w.completedAt?.toISOString() ?? null,
        })),
      };
    },
  };
}
