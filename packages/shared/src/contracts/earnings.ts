import type { SellerKind } from '../schemas/registration.ts';
import { idempotencyHeadersSchema } from '../schemas/common.ts';
import {
  earningsResponseSchema,
  payoutDestinationBodySchema,
  payoutDestinationResponseSchema,
  payoutResponseSchema,
  payoutsResponseSchema,
  requestPayoutBodySchema,
  statementQuerySchema,
  trialBalanceResponseSchema,
} from '../schemas/earnings.ts';
import { z } from 'zod';
import { defineContract } from './define.ts';

/** A PDF the handler sends as it is (receipts and statements). */
export const pdfFileSchema = z.string().describe('A PDF document (application/pdf)');

/**
 * A caregiver's money (DESIGN "Contracts"): what they earned, where it is paid, and payouts.
 * The same calls under /provider/earnings/ and /company/earnings/; the seller kind picks both.
 */
export function earningsContracts<const K extends SellerKind>(kind: K) {
  const prefix = kind === 'Company' ? 'company' : 'provider';
  const base = `/${prefix}/earnings` as const;
  const common = { access: [kind] as const, tag: `${prefix} earnings` };
  return {
    getEarnings: defineContract({
      ...common,
      method: 'GET',
      path: `${base}/getEarnings`,
      summary: 'Held, available and paid-out money, each booking’s split, and 12 months of net',
      response: earningsResponseSchema,
    }),
    savePayoutDestination: defineContract({
      ...common,
      method: 'PUT',
      path: `${base}/savePayoutDestination`,
      summary: 'Save the bank account (with IFSC) or UPI id that payouts go to',
      body: payoutDestinationBodySchema,
      response: payoutDestinationResponseSchema,
    }),
    requestPayout: defineContract({
      ...common,
      method: 'POST',
      path: `${base}/requestPayout`,
      summary: 'Pay out available earnings (at least ₹100); one Idempotency-Key pays once',
      headers: idempotencyHeadersSchema,
      body: requestPayoutBodySchema,
      response: payoutResponseSchema,
    }),
    getPayouts: defineContract({
      ...common,
      method: 'GET',
      path: `${base}/getPayouts`,
      summary: 'My payouts, newest first',
      response: payoutsResponseSchema,
    }),
    getStatement: defineContract({
      ...common,
      method: 'GET',
      path: `${base}/getStatement`,
      summary: 'The monthly earnings statement as a PDF',
      query: statementQuerySchema,
      responseType: 'file',
      response: pdfFileSchema,
    }),
  };
}

export const providerEarningsContracts = earningsContracts('Provider');
export const companyEarningsContracts = earningsContracts('Company');

export const moneyAdminContracts = {
  getTrialBalance: defineContract({
    method: 'GET',
    path: '/admin/money/getTrialBalance',
    access: ['Admin'],
    tag: 'admin money',
    summary: "Every ledger account's balance; a sound ledger totals 0",
    response: trialBalanceResponseSchema,
  }),
};
