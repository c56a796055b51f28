import { idSchema } from '@care/shared';
import type { Database, Executor } from '../../db/client.ts';
import { sandboxRefundId } from '../../adapters/payments/sandbox.ts';
import * as account from '../ledger/accounts.ts';
import { postEntry } from '../ledger/journal.ts';
import { notifyMoney } from '../notifications/service.ts';
import { refundsTotal } from '../../lib/metrics.ts';
import * as repo from './withdraw.repository.ts';

/** What the gateway says became of one refund (a webhook, or the sandbox standing in for one). */
export interface RefundNotice {
  outcome: 'processed' | 'failed';
  gatewayRefundId: string;
  /** Our refund's id, as we sent it as the receipt: finds a refund whose answer we lost. */
  receipt: string | null;
  paymentId: string;
  amountPaise: number;
  reason?: string;
}

export interface RefundNoticeResult {
  handled: boolean;
  reason: string;
}

/** How long a sandbox refund may wait for its webhook before the job finishes it. */
const SANDBOX_GRACE_MS = 10_000;

/**
 * Settles one refund of a withdrawal, once, in the caller's transaction (its row is locked):
 * processed, the money leaves for the family's card (WITHDRAWAL_IN_TRANSIT -> GATEWAY); failed,
 * it comes back to their wallet (WITHDRAWAL_IN_TRANSIT -> WALLET). Each refund's entry is keyed
 * by the refund, so it can never be written twice.
 */
async function settleRefund(
  tx: Executor,
  row: repo.LockedRefund,
  outcome: 'processed' | 'failed',
  gatewayRefundId: string | null,
  failureReason: string | null,
): Promise<void> {
  const at = new Date();
  const customerId = row.customerId;
  // Counted inside the caller's transaction: a rollback after this (rare) overcounts by one,
  // which a rate on a dashboard tolerates.
  refundsTotal.inc({ kind: 'withdrawal', outcome });
  await repo.settleRefundRow(tx, row.id, {
    status: outcome === 'processed' ? 'PROCESSED' : 'FAILED',
    gatewayRefundId,
    failureReason: outcome === 'failed' ? (failureReason ?? 'The refund failed at the bank') : null,
    at,
  });
  const inTransit = account.withdrawalInTransit(customerId);
  await postEntry(
    tx,
    outcome === 'processed'
      ? {
          key: `withdrawal-refunded:${row.id}`,
          kind: 'WITHDRAWAL_REFUNDED',
          description: 'Refunded to your original payment',
          withdrawalId: row.withdrawalId,
          paymentOrderId: row.paymentOrderId,
          lines: account.move(inTransit, account.gateway(customerId), row.amountPaise),
        }
      : {
          key: `withdrawal-returned:${row.id}`,
          kind: 'WITHDRAWAL_RETURNED',
          description: 'Withdrawal could not be refunded; returned to your wallet',
          withdrawalId: row.withdrawalId,
          paymentOrderId: row.paymentOrderId,
          lines: account.move(inTransit, account.wallet(customerId), row.amountPaise),
        },
  );
  await completeIfSettled(tx, row.withdrawalId, customerId, at);
}

/**
 * Closes a withdrawal once none of its refunds is pending. A partial failure is not a failed
 * withdrawal: it is REFUNDED (for the part that reached the card), and the failed part is
 * already back in the wallet as its own WITHDRAWAL_RETURNED line, so the history shows both.
 * FAILED means nothing was refunded and all of it is back in the wallet. The family gets one
 * message for each part, not one per payment refunded.
 */
async function completeIfSettled(tx: Executor, withdrawalId: string, customerId: string, at: Date) {
  const withdrawal = await repo.findWithdrawal(tx, withdrawalId, true);
  if (!withdrawal || withdrawal.status !== 'PROCESSING') return;
  const refunds = await repo.refundsOf(tx, withdrawalId);
  if (refunds.some((r) => r.status === 'PENDING')) return;
  const sum = (status: repo.WithdrawalRefundStatus) =>
    refunds.filter((r) => r.status === status).reduce((total, r) => total + r.amountPaise, 0);
  const refundedPaise = sum('PROCESSED');
  const returnedPaise = sum('FAILED');
  await repo.completeWithdrawal(tx, withdrawalId, refundedPaise > 0 ? 'REFUNDED' : 'FAILED', at);
  const family = { kind: 'Customer' as const, id: customerId };
  if (refundedPaise > 0) {
    await notifyMoney(tx, family, 'WITHDRAWAL_REFUNDED', { amountPaise: refundedPaise });
  }
  if (returnedPaise > 0) {
    await notifyMoney(tx, family, 'WITHDRAWAL_FAILED', { amountPaise: returnedPaise });
  }
}

/**
 * Applies the gateway's word on a refund (the `refund.processed` / `refund.failed` webhook).
 * Redeliveries, late or contradicting notices change nothing: a refund is settled once, by the
 * first final word. A refund we did not make (one made in the gateway's dashboard) is left
 * alone, as is a notice whose payment or amount differs from ours.
 */
export async function applyRefundNotice(
  tx: Executor,
  notice: RefundNotice,
): Promise<RefundNoticeResult> {
  let row = await repo.lockRefundByGatewayId(tx, notice.gatewayRefundId);
  // The notice can overtake the gateway's answer to our refund call (or that answer was lost):
  // the receipt we sent names our refund.
  if (!row && notice.receipt && idSchema.safeParse(notice.receipt).success) {
    row = await repo.lockRefund(tx, notice.receipt);
  }
  if (!row) return { handled: false, reason: 'unknown refund' };
  if (
    row.gatewayPaymentId !== notice.paymentId ||
    row.amountPaise !== notice.amountPaise ||
    (row.gatewayRefundId !== null && row.gatewayRefundId !== notice.gatewayRefundId)
  ) {
    return { handled: false, reason: 'refund mismatch' };
  }
  if (row.status !== 'PENDING') {
    return {
      handled: false,
      reason: row.status === 'PROCESSED' ? 'already refunded' : 'already returned',
    };
  }
  await settleRefund(tx, row, notice.outcome, notice.gatewayRefundId, notice.reason ?? null);
  return {
    handled: true,
    reason: notice.outcome === 'processed' ? 'refunded' : 'returned to wallet',
  };
}

/** The gateway refused a refund outright: its money goes back to the wallet now. */
export async function returnRejectedRefund(
  db: Database,
  refundId: string,
  reason: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await repo.lockRefund(tx, refundId);
    if (row?.status === 'PENDING') await settleRefund(tx, row, 'failed', null, reason);
  });
}

/**
 * The sandbox's bank processes every refund within seconds and says so by webhook; if the
 * process stopped before it did, this job finishes what is left, through the same settlement
 * the webhook takes. Answers how many it finished.
 */
export async function finishSandboxRefunds(db: Database, now = new Date()): Promise<number> {
  const ids = await repo.staleSandboxRefunds(db, new Date(now.getTime() - SANDBOX_GRACE_MS));
  let finished = 0;
  for (const id of ids) {
    const done = await db.transaction(async (tx) => {
      const row = await repo.lockRefund(tx, id);
      if (row?.status !== 'PENDING') return false;
      await settleRefund(
        tx,
        row,
        'processed',
        row.gatewayRefundId ?? sandboxRefundId(row.id),
        null,
      );
      return true;
    });
    if (done) finished += 1;
  }
  return finished;
}
