import { randomUUID } from 'node:crypto';
import type { PayoutGateway } from '../adapters/payouts/index.ts';
import { PayoutRejectedError } from '../adapters/payouts/types.ts';
import type { TestApp } from './app.ts';
import { createEarningsService } from '../modules/earnings/service.ts';
import type { Earner } from '../modules/earnings/testing.ts';

/** Failed payouts for the operator's money tests (the overview's too). */

/** The bank's words for a refusal: a third party's, as the adapters' are. */
const refusal = 'the account is closed';

/** A bank that refuses every account, as RazorpayX refuses a closed one: payouts fail for good. */
export const refusingBank: PayoutGateway = {
  kind: 'sandbox',
  webhookSecret: 'unused-secret-for-refusals',
  registerPayee: async () => {
    throw new PayoutRejectedError(refusal);
  },
  createPayout: async () => {
    throw new PayoutRejectedError(refusal);
  },
};

/**
 * A payout of the caregiver's that the bank refused: FAILED, its money back in their available
 * earnings. Made through the earnings service itself, as a caregiver's request makes one.
 */
export async function failedPayout(t: TestApp, who: Earner, amountPaise: number) {
  const service = createEarningsService(t.db, refusingBank, t.config);
  const payout = await service.requestPayout(who.seller, `doomed-${randomUUID()}`, amountPaise);
  if (payout.status !== 'FAILED') throw new Error(`expected a failed payout, got ${payout.status}`);
  return payout.id;
}
