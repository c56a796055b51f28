import { idSchema } from '@care/shared';
import type { Executor } from '../../db/client.ts';
import type { GatewayPayout, PayoutGatewayKind } from '../../adapters/payouts/types.ts';
import * as account from '../ledger/accounts.ts';
import { postEntry } from '../ledger/journal.ts';
import { notifyMoney } from '../notifications/service.ts';
import * as repo from './repository.ts';

export interface PayoutNoticeResult {
  handled: boolean;
  reason: string;
}

const FAILED_REASON = 'The bank could not complete the payout';

/**
 * Moves a payout (its row locked by the caller) to the gateway's final word, with the ledger
 * entry that goes with it, once: each entry is keyed by the payout, and a settled payout only
 * ever moves on to REVERSED. A processed payout never goes back to processing, and nothing
 * brings back a payout whose money already returned to the caregiver's earnings.
 */
export async function settlePayout(
  tx: Executor,
  row: repo.PayoutRow,
  outcome: Exclude<GatewayPayout['status'], 'processing'>,
  details: { gatewayPayoutId: string | null; utr: string | null; reason: string | null },
): Promise<PayoutNoticeResult> {
  const seller = account.sellerOf(row);
  const open = row.status === 'QUEUED' || row.status === 'PROCESSING';

  if (outcome === 'processed') {
    if (!open) {
      // A late UTR for a payout already paid is still worth keeping.
      if (row.status === 'PROCESSED' && details.utr)
        await repo.setReference(tx, row.id, details.utr);
      return { handled: false, reason: `already ${row.status.toLowerCase()}` };
    }
    await repo.setOutcome(tx, row.id, {
      status: 'PROCESSED',
      gatewayPayoutId: details.gatewayPayoutId,
      reference: details.utr,
      processedAt: new Date(),
    });
    await postEntry(tx, {
      key: `payout-processed:${row.id}`,
      kind: 'PAYOUT_PROCESSED',
      description: `Paid to ${row.destinationLabel}`,
      payoutId: row.id,
      lines: account.move(
        account.payoutInTransit(seller),
        account.payoutBank(seller),
        row.amountPaise,
      ),
    });
    await notifyMoney(tx, seller, 'PAYOUT_PROCESSED', {
      amountPaise: row.amountPaise,
      destination: row.destinationLabel,
    });
    return { handled: true, reason: 'paid' };
  }

  const reason = details.reason ?? FAILED_REASON;
  if (open) {
    // Never paid: the money in transit goes back to the caregiver's earnings.
    await repo.setOutcome(tx, row.id, {
      status: outcome === 'reversed' ? 'REVERSED' : 'FAILED',
      gatewayPayoutId: details.gatewayPayoutId,
      failureReason: reason,
    });
    await postEntry(tx, {
      key: `payout-returned:${row.id}`,
      kind: 'PAYOUT_RETURNED',
      description: `Payout to ${row.destinationLabel} did not go through`,
      payoutId: row.id,
      lines: account.move(
        account.payoutInTransit(seller),
        account.earnings(seller),
        row.amountPaise,
      ),
    });
  } else if (row.status === 'PROCESSED' && outcome === 'reversed') {
    // The bank sent back money it had been paid: it is the caregiver's to pay out again.
    await repo.setOutcome(tx, row.id, { status: 'REVERSED', failureReason: reason });
    await postEntry(tx, {
      key: `payout-reversed:${row.id}`,
      kind: 'PAYOUT_REVERSED',
      description: `Payout to ${row.destinationLabel} was returned by the bank`,
      payoutId: row.id,
      lines: account.move(account.payoutBank(seller), account.earnings(seller), row.amountPaise),
    });
  } else {
    // Failed after being paid is not a thing the gateway says; reversed twice changes nothing.
    return { handled: false, reason: `already ${row.status.toLowerCase()}` };
  }
  await notifyMoney(tx, seller, 'PAYOUT_FAILED', { amountPaise: row.amountPaise, reason });
  return { handled: true, reason: 'returned to earnings' };
}

/**
 * Applies the gateway's word on a payout (a webhook, or the sandbox standing in for one). A
 * payout we did not make, or whose amount differs from ours, is left alone.
 */
export async function applyPayoutNotice(
  tx: Executor,
  gateway: PayoutGatewayKind,
  notice: GatewayPayout,
): Promise<PayoutNoticeResult> {
  let row = await repo.lockPayoutByGatewayId(tx, gateway, notice.id);
  // The webhook can overtake the gateway's answer to our payout call (or that answer was
  // lost): the reference we sent is our payout's id.
  if (!row && notice.referenceId && idSchema.safeParse(notice.referenceId).success) {
    const ours = await repo.findPayout(tx, notice.referenceId, true);
    if (ours?.gateway === gateway && ours.gatewayPayoutId === null) row = ours;
  }
  if (!row) return { handled: false, reason: 'unknown payout' };
  if (row.amountPaise !== notice.amountPaise) return { handled: false, reason: 'amount mismatch' };
  if (notice.status === 'processing') return { handled: false, reason: 'still on its way' };
  return settlePayout(tx, row, notice.status, {
    gatewayPayoutId: notice.id,
    utr: notice.utr,
    reason: notice.failureReason,
  });
}
