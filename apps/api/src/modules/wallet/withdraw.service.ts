import { formatPaise } from '@care/shared';
import type { Database } from '../../db/client.ts';
import type { PaymentGateway } from '../../adapters/payments/index.ts';
import { RefundRejectedError } from '../../adapters/payments/types.ts';
import { conflict, unprocessable } from '../../lib/errors.ts';
import { lockCustomer } from '../customers/repository.ts';
import * as account from '../ledger/accounts.ts';
import { postEntry } from '../ledger/journal.ts';
import * as ledger from '../ledger/repository.ts';
import { applyRefundNotice, finishSandboxRefunds, returnRejectedRefund } from './refund-outcome.ts';
import * as repo from './withdraw.repository.ts';

/** Where a refund that could not be sent now is reported; it is sent again on a retry. */
export interface WithdrawLog {
  warn(details: object, message: string): void;
}

export interface RefundShare {
  orderId: string;
  amountPaise: number;
}

/**
 * Spreads a withdrawal over the payments it goes back to: the newest payment first, each never
 * more than it can still take back. Null when the payments cannot cover it all.
 */
export function spreadOverPayments(
  amountPaise: number,
  payments: readonly { orderId: string; refundablePaise: number }[],
): RefundShare[] | null {
  const shares: RefundShare[] = [];
  let left = amountPaise;
  for (const payment of payments) {
    if (left === 0) break;
    const share = Math.min(left, payment.refundablePaise);
    if (share <= 0) continue;
    shares.push({ orderId: payment.orderId, amountPaise: share });
    left -= share;
  }
  return left === 0 ? shares : null;
}

export function createWithdrawService(db: Database, gateway: PaymentGateway, log?: WithdrawLog) {
  /**
   * Sends each of a withdrawal's refunds the gateway has not acknowledged yet, after the commit
   * that recorded them (a gateway call never holds a transaction open). A refund with a
   * gateway id is never sent again; one whose answer was lost is sent again under the same
   * receipt, which the gateway recognises as the same refund.
   */
  async function sendRefunds(withdrawalId: string): Promise<void> {
    for (const refund of await repo.unsentRefunds(db, withdrawalId)) {
      if (!refund.gatewayPaymentId) continue;
      try {
        const sent = await gateway.refundPayment({
          paymentId: refund.gatewayPaymentId,
          amountPaise: refund.amountPaise,
          receipt: refund.id,
          notes: { withdrawal_id: withdrawalId, withdrawal_refund_id: refund.id },
        });
        await repo.recordGatewayRefundId(db, refund.id, sent.id);
        if (sent.status !== 'pending') {
          await db.transaction((tx) =>
            applyRefundNotice(tx, {
              outcome: sent.status === 'processed' ? 'processed' : 'failed',
              gatewayRefundId: sent.id,
              receipt: refund.id,
              paymentId: refund.gatewayPaymentId!,
              amountPaise: sent.amount,
            }),
          );
        }
      } catch (error) {
        if (error instanceof RefundRejectedError) {
          await returnRejectedRefund(db, refund.id, error.message);
        } else {
          log?.warn({ err: error, refundId: refund.id }, 'refund not sent; it is sent on a retry');
        }
      }
    }
  }

  return {
    /** Sends again the refunds whose sending was cut short (a restart, a gateway outage). */
    async resendUnsent(now = new Date()): Promise<number> {
      // A minute's grace, so the request that recorded a refund sends it first.
      const ids = await repo.withdrawalsWithUnsentRefunds(
        db,
        gateway.kind,
        new Date(now.getTime() - 60_000),
      );
      for (const id of ids) await sendRefunds(id);
      return ids.length;
    },

    /**
     * Takes `amountPaise` out of the wallet and back to the payments it came from. The same
     * Idempotency-Key answers the first withdrawal (sending any of its refunds still unsent)
     * and makes nothing new.
     */
    async withdraw(
      customerId: string,
      idempotencyKey: string,
      amountPaise: number,
    ): Promise<{ id: string; status: string }> {
      const id = await db.transaction(async (tx) => {
        // One family's withdrawals and bookings take the balance one after the other.
        await lockCustomer(tx, customerId);
        const earlier = await repo.findWithdrawalByKey(tx, customerId, idempotencyKey);
        if (earlier) {
          if (earlier.amountPaise !== amountPaise) {
            throw conflict(
              `This Idempotency-Key was already used to withdraw ${formatPaise(earlier.amountPaise)}`,
            );
          }
          return earlier.id;
        }
        const balance = await ledger.walletBalance(tx, customerId);
        if (amountPaise > balance) {
          throw unprocessable(
            `Your wallet has ${formatPaise(balance)}; you can withdraw at most that.`,
          );
        }
        const shares = spreadOverPayments(
          amountPaise,
          await repo.refundablePayments(tx, customerId, gateway.kind),
        );
        // Wallet money always came from payments, but a payment made through another gateway
        // (or refunded in its dashboard) cannot take it back from here.
        if (!shares) {
          throw unprocessable(
            `We could not find payments to refund ${formatPaise(amountPaise)} to. Please contact support.`,
          );
        }
        const withdrawalId = await repo.insertWithdrawal(tx, {
          customerId,
          idempotencyKey,
          amountPaise,
        });
        await repo.insertRefunds(
          tx,
          shares.map((s) => ({
            withdrawalId,
            paymentOrderId: s.orderId,
            amountPaise: s.amountPaise,
          })),
        );
        await postEntry(tx, {
          key: `withdrawal-requested:${withdrawalId}`,
          kind: 'WITHDRAWAL_REQUESTED',
          description: `Withdrawal to your original payment${shares.length === 1 ? '' : 's'}`,
          withdrawalId,
          lines: account.move(
            account.wallet(customerId),
            account.withdrawalInTransit(customerId),
            amountPaise,
          ),
        });
        return withdrawalId;
      });
      await sendRefunds(id);
      const withdrawal = await repo.findWithdrawal(db, id);
      return { id, status: withdrawal!.status };
    },
  };
}

/**
 * The job behind withdrawals: refunds never sent are sent again, and sandbox refunds whose
 * webhook never came (the process stopped) are finished.
 */
export async function settleWithdrawalRefunds(
  db: Database,
  gateway: PaymentGateway,
  log: WithdrawLog,
): Promise<{ resent: number; finished: number }> {
  const resent = await createWithdrawService(db, gateway, log).resendUnsent();
  return { resent, finished: await finishSandboxRefunds(db) };
}
