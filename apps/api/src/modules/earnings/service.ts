import {
  formatPaise,
  GST_PERCENT,
  MIN_PAYOUT_PAISE,
  todayInIndia,
  type Earnings,
  type Payout,
  type PayoutDestination,
  type PayoutDestinationBody,
  type PayoutStatus,
} from '@care/shared';
import type { Database } from '../../db/client.ts';
import type { PayoutGateway } from '../../adapters/payouts/index.ts';
import { conflict, unprocessable } from '../../lib/errors.ts';
import * as account from '../ledger/accounts.ts';
import { postEntry } from '../ledger/journal.ts';
import { sellerBalances } from '../ledger/repository.ts';
import { detailsOf, destinationLabel, presentDestination, sameDetails } from './destination.ts';
import * as earningsRepo from './earnings.repository.ts';
import * as repo from './repository.ts';
import { createPayoutSender, type PayoutLog } from './sender.ts';

export type Seller = account.SellerRef;

/** The last twelve India calendar months (YYYY-MM), oldest first, ending with this one. */
export function lastTwelveMonths(today: string = todayInIndia()): string[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: 12 }, (_, i) => {
    const index = year * 12 + (month - 1) - (11 - i);
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/** The instant an India calendar month (YYYY-MM) begins. */
const monthStartInIndia = (month: string) => new Date(`${month}-01T00:00:00+05:30`);

export function createEarningsService(
  db: Database,
  gateway: PayoutGateway,
  settings: { commissionBps: number },
  log?: PayoutLog,
) {
  const sender = createPayoutSender(db, gateway, log);

  return {
    async getEarnings(seller: Seller): Promise<Earnings> {
      const months = lastTwelveMonths();
      const [balances, paidOut, destination, entries, byMonth] = await Promise.all([
        sellerBalances(db, seller),
        earningsRepo.paidOut(db, seller),
        repo.findDestination(db, seller),
        earningsRepo.earnedEntries(db, seller),
        earningsRepo.netByMonth(db, seller, monthStartInIndia(months[0]!)),
      ]);
      return {
        held: balances.held,
        available: balances.available,
        inTransit: balances.inTransit,
        paidOut,
        minimumPayout: MIN_PAYOUT_PAISE,
        commissionPercent: settings.commissionBps / 100,
        gstPercent: GST_PERCENT,
        destination: destination ? presentDestination(destination) : null,
        months: months.map((month) => ({ month, net: byMonth.get(month) ?? 0 })),
        entries: entries.map((e) => ({
          bookingId: e.bookingId,
          kind: e.status === 'COMPLETED' ? ('COMPLETED' as const) : ('CANCELLATION_FEE' as const),
          serviceName: e.serviceName,
          startDate: e.startDate,
          endDate: e.endDate,
          status: e.status,
          gross: e.netPaise + e.commissionPaise + e.gstPaise,
          commission: e.commissionPaise,
          gst: e.gstPaise,
          net: e.netPaise,
          settledAt: e.settledAt.toISOString(),
        })),
      };
    },

    /**
     * Saves where payouts go. New details forget the gateway's registration of the old ones,
     * and wait while a payout is still being sent, so it cannot go to an account half-changed.
     */
    async saveDestination(seller: Seller, body: PayoutDestinationBody): Promise<PayoutDestination> {
      const details = detailsOf(body);
      return db.transaction(async (tx) => {
        await repo.lockSellerMoney(tx, seller);
        const current = await repo.findDestination(tx, seller);
        const same = current !== undefined && sameDetails(current, details);
        if (!same && (await repo.hasUnsentPayout(tx, seller))) {
          throw conflict(
            'A payout is being sent to your current account. Please change it in a minute, once the payout is on its way.',
          );
        }
        return presentDestination(await repo.upsertDestination(tx, seller, details, same));
      });
    },

    /**
     * Pays out `amountPaise` of the available earnings to the saved destination. The same
     * Idempotency-Key answers the first payout (sending it if it is still unsent) and pays
     * nothing more.
     */
    async requestPayout(
      seller: Seller,
      idempotencyKey: string,
      amountPaise: number,
    ): Promise<{ id: string; status: PayoutStatus }> {
      const id = await db.transaction(async (tx) => {
        await repo.lockSellerMoney(tx, seller);
        const earlier = await repo.findPayoutByKey(tx, seller, idempotencyKey);
        if (earlier) {
          if (earlier.amountPaise !== amountPaise) {
            throw conflict(
              `This Idempotency-Key was already used for a payout of ${formatPaise(earlier.amountPaise)}`,
            );
          }
          return earlier.id;
        }
        const destination = await repo.findDestination(tx, seller);
        if (!destination) {
          throw unprocessable('Add the bank account or UPI id your payouts go to first.');
        }
        if (amountPaise < MIN_PAYOUT_PAISE) {
          throw unprocessable(`The smallest payout is ${formatPaise(MIN_PAYOUT_PAISE)}.`);
        }
        const { available } = await sellerBalances(tx, seller);
        if (amountPaise > available) {
          throw unprocessable(
            `You have ${formatPaise(available)} available to pay out; you can request at most that.`,
          );
        }
        const label = destinationLabel(destination);
        const payoutId = await repo.insertPayout(tx, seller, {
          idempotencyKey,
          amountPaise,
          destinationLabel: label,
          gateway: gateway.kind,
        });
        await postEntry(tx, {
          key: `payout-requested:${payoutId}`,
          kind: 'PAYOUT_REQUESTED',
          description: `Payout to ${label}`,
          payoutId,
          lines: account.move(
            account.earnings(seller),
            account.payoutInTransit(seller),
            amountPaise,
          ),
        });
        return payoutId;
      });
      await sender.send(id);
      const payout = await repo.findPayout(db, id);
      return { id, status: payout!.status };
    },

    async getPayouts(seller: Seller): Promise<Payout[]> {
      const rows = await repo.listPayouts(db, seller);
      return rows.map((row) => ({
        id: row.id,
        amount: row.amountPaise,
        status: row.status,
        destinationLabel: row.destinationLabel,
        reference: row.reference,
        failureReason: row.failureReason,
        createdAt: row.createdAt.toISOString(),
        processedAt: row.processedAt?.toISOString() ?? null,
      }));
    },
  };
}
