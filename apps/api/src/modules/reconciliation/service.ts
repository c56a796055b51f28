import { addCalendarDays, startOfIndiaDay, todayInIndia } from '@care/shared';
import type { Database } from '../../db/client.ts';
import type { ReconciliationRun } from '../../db/schema/index.ts';
import type { PaymentGateway } from '../../adapters/payments/index.ts';
import { unbalancedEntries } from '../ledger/repository.ts';
import * as repo from './repository.ts';

/**
 * The daily reconciliation (decision 013): every journal entry sums to zero, no wallet or
 * earnings account is negative, and the money the ledger took in through the gateway on an
 * India calendar day equals what the gateway reports it captured. The result is recorded for
 * the operator console; a failure is also logged by the job.
 */
export async function reconcile(
  db: Database,
  gateway: PaymentGateway,
  day: string = addCalendarDays(todayInIndia(), -1),
): Promise<ReconciliationRun> {
  const from = startOfIndiaDay(day);
  const to = startOfIndiaDay(addCalendarDays(day, 1));
  const problems: string[] = [];

  const unbalanced = await unbalancedEntries(db);
  if (unbalanced.length) problems.push(`Entries that do not balance: ${unbalanced.join(', ')}`);
  const negative = await repo.negativeBalances(db);
  if (negative.length) problems.push(`Accounts below zero: ${negative.join(', ')}`);

  const ledgerIn = await repo.ledgerGatewayIn(db, from, to);
  let reported: number | null = null;
  try {
    reported = gateway.capturedBetween
      ? await gateway.capturedBetween(from, to)
      : await repo.sandboxReported(db, from, to);
  } catch (error) {
    problems.push(`The gateway's report could not be read: ${(error as Error).message}`);
  }
  if (reported !== null && reported !== ledgerIn) {
    problems.push(
      `Gateway reports ${reported} paise captured on ${day}; the ledger took in ${ledgerIn}`,
    );
  }

  return repo.insertRun(db, {
    day,
    ok: problems.length === 0,
    unbalancedEntries: unbalanced.length,
    ledgerGatewayInPaise: ledgerIn,
    gatewayReportedPaise: reported,
    problems,
  });
}
