import { z } from 'zod';
import { checkDateRange, dateRangeMessages } from '../booking/dates.ts';
import { rupees } from '../money-codec.ts';
import { customerBookingSchema } from './booking.ts';
import { envelope, idSchema, isoDateSchema, text } from './common.ts';

/** The card gateways: Razorpay, or the built-in sandbox that stands in for it offline. */
export const paymentGatewayKinds = ['sandbox', 'razorpay'] as const;
export type PaymentGatewayKind = (typeof paymentGatewayKinds)[number];

/** What moved a wallet's money; the ledger's kind column is built from this list. */
export const walletEntryKinds = [
  'TOPUP',
  'BOOKING_DEBIT',
  'REFUND',
  /** Sent back to the family's card or bank (a withdrawal). */
  'WITHDRAWAL',
  /** A withdrawal the gateway could not refund, returned to the wallet. */
  'WITHDRAWAL_RETURNED',
] as const;
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
    /**
     * Pay what the wallet holds towards the booking and charge only the rest: the order is for
     * the total less the wallet's balance, as the server reads it.
     */
    useWallet: z.boolean().optional(),
  })
  .superRefine(checkDraft);
export type CreateOrderBody = z.output<typeof createOrderBodySchema>;

export const createOrderResponseSchema = z.object({
  success: z.literal(true),
  id: text(),
  /** Paise (rupees x 100), as Razorpay Checkout wants it. */
  amount: z.number().int(),
  /** With `useWallet`: the paise the wallet pays towards the booking (0 without). */
  fromWallet: z.number().int().optional(),
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

/** Where a withdrawal stands: refunds at the gateway take days to reach the bank. */
export const withdrawalStatuses = ['PROCESSING', 'REFUNDED', 'FAILED'] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];

export const withdrawalSchema = z.object({
  id: idSchema,
  amount: rupees(),
  status: z.enum(withdrawalStatuses),
  /** How many card or UPI payments it goes back to. */
  refunds: z.number().int(),
  createdAt: text(),
  completedAt: text().nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const walletSchema = z.object({
  balance: rupees(),
  entries: z.array(walletEntrySchema),
  withdrawals: z.array(withdrawalSchema),
});
export type Wallet = z.infer<typeof walletSchema>;
export const walletResponseSchema = envelope(walletSchema);

/**
 * Verifying a payment credits the wallet and books the draft the order was priced for, in one
 * transaction. `booking` is what was booked; `bookingProblem` says why nothing was (the dates
 * went while the family paid), and then the money waits in the wallet.
 */
export const addMoneyResponseSchema = envelope(
  z.object({
    balance: rupees(),
    credited: z.boolean(),
    booking: customerBookingSchema.nullable(),
    bookingProblem: text().nullable(),
  }),
);
export type AddMoneyResult = z.output<typeof addMoneyResponseSchema>['data'];

/** A family takes its wallet balance back to the payments it came from. */
export const withdrawBodySchema = z.strictObject({
  amount: rupees(z.number().positive('Enter an amount above ₹0')),
});
export const moneyRequestResponseSchema = envelope(z.object({ id: idSchema, status: text() }));

export const sandboxPayBodySchema = z.strictObject({
  orderId: text().min(1).max(100),
  outcome: z.enum(['success', 'failure']),
});
export const sandboxPayResponseSchema = envelope(paymentProofSchema);
