import { idParamsSchema } from '../schemas/common.ts';
import {
  adminPayoutsQuerySchema,
  adminPayoutsResponseSchema,
  reconciliationRunsQuerySchema,
  reconciliationRunsResponseSchema,
  retryPayoutBodySchema,
  retryPayoutResponseSchema,
} from '../schemas/admin-money.ts';
import { defineContract } from './define.ts';

/**
 * The operator's money screens: payouts, the daily reconciliation and the retry of a failed
 * payout. Every operator reads; only an admin sends money. The trial balance is
 * `moneyAdminContracts.getTrialBalance`.
 */
export const adminMoneyContracts = {
  getPayouts: defineContract({
    method: 'GET',
    path: '/admin/money/getPayouts',
    access: ['Admin'],
    tag: 'admin money',
    summary: "Every caregiver's payouts, newest first, with the seller, optionally in one status",
    query: adminPayoutsQuerySchema,
    response: adminPayoutsResponseSchema,
  }),
  getReconciliationRuns: defineContract({
    method: 'GET',
    path: '/admin/money/getReconciliationRuns',
    access: ['Admin'],
    tag: 'admin money',
    summary: "The daily reconciliation's results, newest first",
    query: reconciliationRunsQuerySchema,
    response: reconciliationRunsResponseSchema,
  }),
  retryPayout: defineContract({
    method: 'POST',
    path: '/admin/money/retryPayout/:id',
    access: ['Admin'],
    operatorRole: 'admin',
    tag: 'admin money',
    summary:
      'Send a FAILED payout again, once: a new payout of the same amount to the caregiver’s ' +
      'payout details now; asking again answers the same retry',
    params: idParamsSchema,
    body: retryPayoutBodySchema,
    response: retryPayoutResponseSchema,
  }),
};
