import type { Database } from '../../db/client.ts';
import type { PayoutGateway } from '../../adapters/payouts/index.ts';
import { PayoutRejectedError } from '../../adapters/payouts/types.ts';
import { sellerOf } from '../ledger/accounts.ts';
import { payeeAccount } from './destination.ts';
import { settlePayout } from './payout-outcome.ts';
import * as repo from './repository.ts';

/** Where a payout that could not be sent now is reported; the job sends it again. */
export interface PayoutLog {
  warn(details: object, message: string): void;
}

/** How long a sandbox payout may wait for its webhook before the job finishes it. */
const SANDBOX_GRACE_MS = 10_000;
/** How long the request that recorded a payout has to send it before the job does. */
const SEND_GRACE_MS = 30_000;
/** How long a payout may sit with the gateway, unheard of, before the job asks about it. */
const QUIET_MS = 15 * 60_000;

export function createPayoutSender(db: Database, gateway: PayoutGateway, log?: PayoutLog) {
  /** The failure is final: the money goes back to the caregiver's earnings now. */
  async function fail(payoutId: string, reason: string): Promise<void> {
    await db.transaction(async (tx) => {
      const row = await repo.findPayout(tx, payoutId, true);
      if (row?.status === 'QUEUED') {
        await settlePayout(tx, row, 'failed', { gatewayPayoutId: null, utr: null, reason });
      }
    });
  }

  /**
   * Sends one queued payout, after the commit that recorded it (a gateway call never holds a
   * transaction open). Registers the caregiver's account with the gateway the first time.
   * Sending again is harmless: our payout id is the gateway's idempotency key.
   */
  async function send(payoutId: string): Promise<void> {
    const payout = await repo.findPayout(db, payoutId);
    if (payout?.status !== 'QUEUED' || payout.gateway !== gateway.kind) return;
    const seller = sellerOf(payout);
    // Details cannot change while a payout waits (saving refuses), so this is where it goes.
    const destination = await repo.findDestination(db, seller);
    if (!destination) return;
    try {
      let fundAccountId = destination.gatewayFundAccountId;
      if (!fundAccountId) {
        const payee = await gateway.registerPayee({
          referenceId: seller.id,
          name: destination.accountHolder ?? (await repo.sellerName(db, seller)) ?? '',
          contactId: destination.gatewayContactId,
          account: payeeAccount(destination),
        });
        await repo.storeGatewayIds(db, destination, payee);
        fundAccountId = payee.fundAccountId;
      }
      const sent = await gateway.createPayout({
        payoutId,
        fundAccountId,
        amountPaise: payout.amountPaise,
        mode: destination.type === 'upi' ? 'UPI' : 'IMPS',
      });
      await db.transaction(async (tx) => {
        const row = await repo.findPayout(tx, payoutId, true);
        if (!row) return;
        // A webhook may have overtaken this answer and settled the payout already.
        const current = row.status === 'QUEUED' ? { ...row, status: 'PROCESSING' as const } : row;
        if (row.status === 'QUEUED') await repo.markSent(tx, payoutId, sent.id);
        if (sent.status !== 'processing' && sent.amountPaise === row.amountPaise) {
          await settlePayout(tx, current, sent.status, {
            gatewayPayoutId: sent.id,
            utr: sent.utr,
            reason: sent.failureReason,
          });
        }
      });
    } catch (error) {
      if (error instanceof PayoutRejectedError) {
        await fail(payoutId, `The bank details were refused: ${error.message}`);
      } else {
        log?.warn(
          { err: error, payoutId },
          'not accepted by the gateway yet; the job sends it again',
        );
      }
    }
  }

  return { send };
}

/**
 * The job behind payouts: payouts a restart or an outage left unsent are sent, sandbox payouts
 * whose webhook never came are finished (the sandbox's bank always pays), and payouts the
 * gateway has been quiet about are asked after, in case a webhook was lost.
 */
export async function settlePayouts(
  db: Database,
  gateway: PayoutGateway | undefined,
  log: PayoutLog,
  now = new Date(),
): Promise<{ sent: number; finished: number; checked: number }> {
  let finished = 0;
  for (const id of await repo.staleSandboxPayouts(db, new Date(now.getTime() - SANDBOX_GRACE_MS))) {
    const done = await db.transaction(async (tx) => {
      const row = await repo.findPayout(tx, id, true);
      if (row?.gateway !== 'sandbox') return false;
      const result = await settlePayout(tx, row, 'processed', {
        gatewayPayoutId: row.gatewayPayoutId,
        utr: null,
        reason: null,
      });
      return result.handled;
    });
    if (done) finished += 1;
  }
  if (!gateway) return { sent: 0, finished, checked: 0 };

  const sender = createPayoutSender(db, gateway, log);
  const unsent = await repo.queuedPayouts(
    db,
    gateway.kind,
    new Date(now.getTime() - SEND_GRACE_MS),
  );
  for (const id of unsent) await sender.send(id);

  let checked = 0;
  if (gateway.fetchPayout) {
    const quiet = await repo.quietPayouts(db, gateway.kind, new Date(now.getTime() - QUIET_MS));
    for (const { id, gatewayPayoutId } of quiet) {
      if (!gatewayPayoutId) continue;
      try {
        const found = await gateway.fetchPayout(gatewayPayoutId);
        await db.transaction(async (tx) => {
          const row = await repo.findPayout(tx, id, true);
          if (row?.status !== 'PROCESSING') return;
          if (found.status === 'processing' || found.amountPaise !== row.amountPaise) {
            await repo.touch(tx, id);
            return;
          }
          await settlePayout(tx, row, found.status, {
            gatewayPayoutId: found.id,
            utr: found.utr,
            reason: found.failureReason,
          });
        });
        checked += 1;
      } catch (error) {
        log.warn(
          { err: error, payoutId: id },
          'gateway did not say where it stands; asked again later',
        );
      }
    }
  }
  return { sent: unsent.length, finished, checked };
}
