import type { AddMoneyBody, Wallet } from '@care/shared';
import type { Database, Executor } from '../../db/client.ts';
import type { PaymentGateway } from '../../adapters/payments/index.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import * as paymentsRepo from '../payments/repository.ts';
import { paymentTooLarge } from '../payments/limits.ts';
import * as repo from './repository.ts';

/**
 * Credits the wallet for a paid order, exactly once. Called by the checkout callback
 * (addMoney) and by the gateway's webhook, whichever comes first; the other finds the order
 * already paid and does nothing. The partial unique index on the ledger backs this up.
 */
export async function creditPaidOrder(
  tx: Executor,
  order: paymentsRepo.PaymentOrderRow,
  gatewayPaymentId: string,
): Promise<{ credited: boolean }> {
  if (order.status === 'PAID') {
    if (order.gatewayPaymentId === gatewayPaymentId) return { credited: false };
    throw conflict('This order was already paid by another payment');
  }
  await paymentsRepo.markOrderPaid(tx, order.id, gatewayPaymentId, new Date());
  await repo.insertEntry(tx, {
    customerId: order.customerId,
    kind: 'TOPUP',
    amountPaise: order.amountPaise,
    description: 'Initial top-up',
    paymentOrderId: order.id,
  });
  return { credited: true };
}

export function createWalletService(
  db: Database,
  gateway: PaymentGateway,
  limits: { maxPaymentPaise: number },
) {
  return {
    async addMoney(
      customerId: string,
      body: AddMoneyBody,
    ): Promise<{ balance: number; credited: boolean }> {
      // The body's rupees arrive as paise: the contract's codec converted them (decision 011).
      const claimedPaise = body.amount;
      if (claimedPaise > limits.maxPaymentPaise) throw paymentTooLarge(limits.maxPaymentPaise);
      if (
        !gateway.verifyPaymentSignature(
          body.razorpay_order_id,
          body.razorpay_payment_id,
          body.razorpay_signature,
        )
      ) {
        throw new AppError('INVALID_SIGNATURE', 400, 'The payment could not be verified');
      }
      return db.transaction(async (tx) => {
        const order = await paymentsRepo.findOrderByGatewayId(tx, body.razorpay_order_id, true);
        // Another customer's order is not theirs to claim: to them it does not exist.
        if (!order || order.customerId !== customerId) throw notFound('Payment order');
        if (claimedPaise !== order.amountPaise) {
          throw badRequest('The amount does not match the paid order');
        }
        const { credited } = await creditPaidOrder(tx, order, body.razorpay_payment_id);
        return { balance: await repo.balancePaise(tx, customerId), credited };
      });
    },

    async getWallet(customerId: string): Promise<Wallet> {
      const [balance, entries] = await Promise.all([
        repo.balancePaise(db, customerId),
        repo.listEntries(db, customerId),
      ]);
      return {
        balance,
        entries: entries.map((e) => ({
          id: e.id,
          kind: e.kind,
          amount: e.amountPaise,
          description: e.description,
          bookingId: e.bookingId,
          createdAt: e.createdAt.toISOString(),
        })),
      };
    },
  };
}
