import { z } from 'zod';
import { checkDateRange, dateRangeMessages } from '../booking/dates.ts';
import { rupees } from '../money.ts';
import { envelope, idSchema, isoDateSchema, text } from './common.ts';

/** The card gateways: Razorpay, or the built-in sandbox that stands in for it offline. */
export const paymentGatewayKinds = ['sandbox', 'razorpay'] as const;
export type PaymentGatewayKind = (typeof paymentGatewayKinds)[number];

/** What moved a wallet's money; the ledger's kind column is built from this list. */
export const walletEntryKinds = ['TOPUP', 'BOOKING_DEBIT', 'REFUND'] as const;
export type WalletEntryKind = (typeof walletEntryKinds)[number];

/**
 * What the customer wants to book. Exactly one of companySvcId / providerSvcId names the
 * offering; the server prices it from its own figures.
 */
const draftFields = {
  familyMemberId: idSchema,
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  companySvcId: idSchema.optional(),
  providerSvcId: idSchema.optional(),
};

function checkDraft(
  draft: { startDate: string; endDate: string; companySvcId?: string; providerSvcId?: string },
  ctx: z.RefinementCtx,
) {
  if (Boolean(draft.companySvcId) === Boolean(draft.providerSvcId)) {
    ctx.addIssue({
      code: 'custom',
      path: ['companySvcId'],
      message: 'Choose one service: send companySvcId or providerSvcId',
    });
  }
  const problem = checkDateRange(draft.startDate, draft.endDate);
  if (problem) {
    ctx.addIssue({
      code: 'custom',
      path: [problem === 'START_IN_PAST' || problem === 'TOO_FAR_AHEAD' ? 'startDate' : 'endDate'],
      message: dateRangeMessages[problem],
    });
  }
}

export const bookingDraftSchema = z.strictObject(draftFields).superRefine(checkDraft);
export type BookingDraft = z.output<typeof bookingDraftSchema>;

/** createRazorpayOrder: the draft, and the client's idea of the amount in paise (checked). */
export const createOrderBodySchema = z
  .strictObject({
    ...draftFields,
    amount: z.number().int('amount must be whole paise').positive().optional(),
  })
  .superRefine(checkDraft);
export type CreateOrderBody = z.output<typeof createOrderBodySchema>;

export const createOrderResponseSchema = z.object({
  success: z.literal(true),
  id: text(),
  /** Paise (rupees x 100), as Razorpay Checkout wants it. */
  amount: z.number().int(),
  currency: text(),
  gateway: z.enum(paymentGatewayKinds),
  keyId: text(),
});
export type CreatedOrder = z.infer<typeof createOrderResponseSchema>;

/** What Razorpay Checkout (or the sandbox dialog) hands back after a successful payment. */
export const paymentProofSchema = z.object({
  razorpay_payment_id: text().min(1).max(100),
  razorpay_order_id: text().min(1).max(100),
  razorpay_signature: text().regex(/^[0-9a-f]{64}$/, 'Invalid payment signature'),
});
export type PaymentProof = z.infer<typeof paymentProofSchema>;

export const addMoneyBodySchema = z.strictObject({
  /** Rupees, as the spec's wallet call sends it (paise once parsed); must match the paid order. */
  amount: rupees(z.number().positive('amount must be positive')),
  description: text().trim().min(1).max(200),
  ...paymentProofSchema.shape,
});
export type AddMoneyBody = z.infer<typeof addMoneyBodySchema>;

export const walletEntrySchema = z.object({
  id: idSchema,
  kind: z.enum(walletEntryKinds),
  /** Paise (rupees on the wire); debits are negative. */
  amount: rupees(),
  description: text(),
  bookingId: idSchema.nullable(),
  createdAt: text(),
});
export const walletSchema = z.object({ balance: rupees(), entries: z.array(walletEntrySchema) });
export type Wallet = z.infer<typeof walletSchema>;
export const walletResponseSchema = envelope(walletSchema);
export const addMoneyResponseSchema = envelope(
  z.object({ balance: rupees(), credited: z.boolean() }),
);

export const sandboxPayBodySchema = z.strictObject({
  orderId: text().min(1).max(100),
  outcome: z.enum(['success', 'failure']),
});
export const sandboxPayResponseSchema = envelope(paymentProofSchema);
