import { z } from 'zod';
import { rupees } from '../money-codec.ts';
import { operatorReasonSchema } from './audit.ts';
import {
  emptyAsUndefined,
  envelope,
  idSchema,
  pageNumberSchema,
  pageSizeSchema,
  paginationSchema,
  text,
} from './common.ts';
import { payoutStatuses } from './earnings.ts';
import { sellerKinds } from './registration.ts';

/*
 * The operator's view of the money that leaves the platform: every caregiver's payouts, the
 * daily reconciliation's results, and the retry of a payout the bank refused. The trial balance
 * is moneyAdminContracts.getTrialBalance (schemas/earnings.ts).
 */

export const adminPayoutsQuerySchema = z.strictObject({
  status: z.preprocess(
    emptyAsUndefined,
    z
      .enum(payoutStatuses, { message: `status must be one of: ${payoutStatuses.join(', ')}` })
      .optional(),
  ),
  page: pageNumberSchema,
  limit: pageSizeSchema(20, 100),
});
export type AdminPayoutsQuery = z.output<typeof adminPayoutsQuerySchema>;
export type AdminPayoutsQueryInput = z.input<typeof adminPayoutsQuerySchema>;

export const adminPayoutSchema = z.object({
  id: idSchema,
  seller: z.object({
    kind: z.enum(sellerKinds),
    id: idSchema,
    /** The provider's or company's name; null for an account that never gave one. */
    name: text().nullable(),
    mobile: text(),
  }),
  amount: rupees(),
  status: z.enum(payoutStatuses),
  destinationLabel: text(),
  reference: text().nullable(),
  failureReason: text().nullable(),
  createdAt: text(),
  processedAt: text().nullable(),
  /** For a retry: the failed payout it sent again. */
  retryOf: idSchema.nullable(),
  /** For a failed payout already sent again: that retry, as it stands. */
  retriedBy: z.object({ id: idSchema, status: z.enum(payoutStatuses) }).nullable(),
});
export type AdminPayout = z.output<typeof adminPayoutSchema>;

export const adminPayoutsResponseSchema = envelope(
  z.object({ payouts: z.array(adminPayoutSchema), pagination: paginationSchema }),
);

export const reconciliationResults = ['ok', 'problems'] as const;

export const reconciliationRunsQuerySchema = z.strictObject({
  result: z.preprocess(
    emptyAsUndefined,
    z.enum(reconciliationResults, { message: 'result must be ok or problems' }).optional(),
  ),
  page: pageNumberSchema,
  limit: pageSizeSchema(30, 100),
});
export type ReconciliationRunsQueryInput = z.input<typeof reconciliationRunsQuerySchema>;

export const reconciliationRunSchema = z.object({
  id: idSchema,
  ranAt: text(),
  /** The India calendar day whose gateway money was compared. */
  day: text(),
  ok: z.boolean(),
  unbalancedEntries: z.number().int(),
  /** What the ledger took in through the gateway that day. */
  ledgerGatewayIn: rupees(),
  /** What the gateway reported captured that day; null when its report could not be read. */
  gatewayReported: rupees().nullable(),
  problems: z.array(text()),
});
export type ReconciliationRunView = z.output<typeof reconciliationRunSchema>;

export const reconciliationRunsResponseSchema = envelope(
  z.object({ runs: z.array(reconciliationRunSchema), pagination: paginationSchema }),
);

/** A POST without a body arrives as null: read it as an empty object, so the message names the field. */
const noBodyAsEmpty = (value: unknown) => value ?? {};

/** The console's retry form, and (strict, a missing body read as empty) the call's body. */
export const retryPayoutFormSchema = z.strictObject({ reason: operatorReasonSchema });
export type RetryPayoutForm = z.infer<typeof retryPayoutFormSchema>;
export const retryPayoutBodySchema = z.preprocess(noBodyAsEmpty, retryPayoutFormSchema);
export type RetryPayoutBody = z.output<typeof retryPayoutBodySchema>;

export const retryPayoutSchema = z.object({
  /** The failed payout, which stays FAILED: its record is history. */
  failedPayoutId: idSchema,
  /** The new payout that carries the same amount to the caregiver's payout details now. */
  payout: z.object({ id: idSchema, status: z.enum(payoutStatuses), amount: rupees() }),
});
export type RetriedPayout = z.output<typeof retryPayoutSchema>;

export const retryPayoutResponseSchema = envelope(retryPayoutSchema);
