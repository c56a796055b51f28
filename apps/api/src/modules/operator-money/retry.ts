import { formatPaise, type RetriedPayout } from '@care/shared';
import type { Database } from '../../db/client.ts';
import type { PayoutGateway } from '../../adapters/payouts/index.ts';
import { conflict, notFound, unprocessable } from '../../lib/errors.ts';
import { recordAudit } from '../audit/record.ts';
import { destinationLabel } from '../earnings/destination.ts';
import * as payoutsRepo from '../earnings/repository.ts';
import { createPayoutSender, type PayoutLog } from '../earnings/sender.ts';
import * as account from '../ledger/accounts.ts';
import { postEntry } from '../ledger/journal.ts';
import { sellerBalances } from '../ledger/repository.ts';
import { retryKeyOf } from './retry-key.ts';

/** The admin sending the payout again, as the audit log names them. */
type Operator = Parameters<typeof recordAudit>[1];

/**
 * An admin sends a failed payout again. A failed payout's money already went back to the
 * caregiver's available earnings (settlePayout), and the failed row stays as it is: the gateway
 * keys a payout by our id, so the same id would only be refused again. The retry is a new
 * payout of the same amount, made exactly as a caregiver's own request makes one (the money
 * moves from earnings to in transit in the same transaction) and sent by the same sender.
 *
 * Exactly once: the retry's key is derived from the failed payout and payout keys are unique
 * per seller, so asking again, or twice at once, answers the one retry. It can never pay more
 * than the caregiver has available, so money returned and paid out since is not paid twice.
 */
export function createPayoutRetry(db: Database, gateway: PayoutGateway, log?: PayoutLog) {
  const sender = createPayoutSender(db, gateway, log);

  return async function retryPayout(
    operator: Operator,
    failedPayoutId: string,
    reason: string,
  ): Promise<RetriedPayout & { created: boolean }> {
    const found = await payoutsRepo.findPayout(db, failedPayoutId);
    if (!found) throw notFound('Payout');
    const seller = account.sellerOf(found);

    const made = await db.transaction(async (tx) => {
      // The caregiver's payouts take turns with this one (see requestPayout).
      await payoutsRepo.lockSellerMoney(tx, seller);
      const failed = (await payoutsRepo.findPayout(tx, failedPayoutId, true))!;
      const earlier = await payoutsRepo.findPayoutByKey(tx, seller, retryKeyOf(failed.id));
      if (earlier) return { id: earlier.id, created: false };
      if (failed.status !== 'FAILED') {
        throw conflict(
          `Only a failed payout can be retried; this one is ${failed.status.toLowerCase()}`,
        );
      }
      const destination = await payoutsRepo.findDestination(tx, seller);
      if (!destination) {
        throw unprocessable(
          'This caregiver has no payout details saved; they must add them before a payout can be sent',
        );
      }
      const { available } = await sellerBalances(tx, seller);
      if (failed.amountPaise > available) {
        throw conflict(
          `The caregiver has ${formatPaise(available)} available now, less than this payout of ` +
            `${formatPaise(failed.amountPaise)}: the money it returned has been paid out since`,
        );
      }
      const label = destinationLabel(destination);
      const id = await payoutsRepo.insertPayout(tx, seller, {
        idempotencyKey: retryKeyOf(failed.id),
        amountPaise: failed.amountPaise,
        destinationLabel: label,
        gateway: gateway.kind,
      });
      await postEntry(tx, {
        key: `payout-requested:${id}`,
        kind: 'PAYOUT_REQUESTED',
        description: `Payout to ${label} (sent again by CareConnect)`,
        payoutId: id,
        lines: account.move(
          account.earnings(seller),
          account.payoutInTransit(seller),
          failed.amountPaise,
        ),
      });
      await recordAudit(tx, operator, {
        action: 'payout.retry',
        entityType: 'payout',
        entityId: failed.id,
        before: {
          status: failed.status,
          failureReason: failed.failureReason,
          destinationLabel: failed.destinationLabel,
        },
        after: { retryPayoutId: id, amountPaise: failed.amountPaise, destinationLabel: label },
        reason,
      });
      return { id, created: true };
    });

    // After the commit, as a caregiver's payout is sent; a retry still unsent (the gateway was
    // down) is sent now, and one already on its way is left alone by the sender.
    await sender.send(made.id);
    const payout = (await payoutsRepo.findPayout(db, made.id))!;
    return {
      failedPayoutId,
      payout: { id: payout.id, status: payout.status, amount: payout.amountPaise },
      created: made.created,
    };
  };
}
