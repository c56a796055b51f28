import { z } from 'zod';
import { bookingStatuses } from '../booking/status.ts';
import { rupees } from '../money-codec.ts';
import { envelope, idSchema, isoDateSchema, text } from './common.ts';

/** The least a caregiver may pay out at once: smaller transfers cost more than they move. */
export const MIN_PAYOUT_PAISE = 10_000;

/** Indian bank IFSC: four letters of the bank, a zero, six letters or digits of the branch. */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** A UPI id: a handle, '@', and the provider (name@okaxis, 9876543210@ybl). */
export const VPA_PATTERN = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;

const bankDestinationSchema = z.strictObject({
  type: z.literal('bank'),
  accountHolder: text()
    .trim()
    .min(2, 'Enter the name on the bank account')
    .max(100)
    .regex(/^[\p{L} .'-]+$/u, 'Use only letters, spaces and dots in the account holder name'),
  accountNumber: text()
    .trim()
    .regex(/^\d{9,18}$/, 'Enter the account number: 9 to 18 digits'),
  ifsc: text().trim().toUpperCase().regex(IFSC_PATTERN, 'Enter a valid IFSC, such as HDFC0001234'),
});
const upiDestinationSchema = z.strictObject({
  type: z.literal('upi'),
  vpa: text().trim().regex(VPA_PATTERN, 'Enter a valid UPI id, such as name@okaxis'),
});

/** savePayoutDestination: a bank account with IFSC, or a UPI id. */
export const payoutDestinationBodySchema = z.discriminatedUnion('type', [
  bankDestinationSchema,
  upiDestinationSchema,
]);
export type PayoutDestinationBody = z.output<typeof payoutDestinationBodySchema>;

/** A saved destination as it is shown: the account number only ever masked. */
export const payoutDestinationSchema = z.object({
  type: z.enum(['bank', 'upi']),
  /** 'HDFC0001234 · XXXXXX7890' or the UPI id. */
  label: text(),
  accountHolder: text().nullable(),
  ifsc: text().nullable(),
  maskedAccountNumber: text().nullable(),
  vpa: text().nullable(),
  updatedAt: text(),
});
export type PayoutDestination = z.infer<typeof payoutDestinationSchema>;

/** How a booking's money reached the caregiver: care completed, or a late cancellation's fee. */
export const earningKinds = ['COMPLETED', 'CANCELLATION_FEE'] as const;

export const earningEntrySchema = z.object({
  bookingId: idSchema,
  kind: z.enum(earningKinds),
  serviceName: text(),
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  status: z.enum(bookingStatuses),
  gross: rupees(),
  commission: rupees(),
  gst: rupees(),
  net: rupees(),
  settledAt: text(),
});
export type EarningEntry = z.infer<typeof earningEntrySchema>;

export const earningsSchema = z.object({
  /** Paid by families for bookings not yet completed. */
  held: rupees(),
  /** Earned and not yet paid out: what a payout may take. */
  available: rupees(),
  /** Requested payouts the bank has not confirmed yet. */
  inTransit: rupees(),
  paidOut: rupees(),
  minimumPayout: rupees(),
  commissionPercent: z.number(),
  gstPercent: z.number(),
  destination: payoutDestinationSchema.nullable(),
  /** Net earned per India calendar month, the last 12 months, oldest first (YYYY-MM). */
  months: z.array(z.object({ month: text(), net: rupees() })),
  entries: z.array(earningEntrySchema),
});
export type Earnings = z.infer<typeof earningsSchema>;
export const earningsResponseSchema = envelope(earningsSchema);
export const payoutDestinationResponseSchema = envelope(payoutDestinationSchema);

export const requestPayoutBodySchema = z.strictObject({
  amount: rupees(z.number().positive('Enter an amount above ₹0')),
});

export const payoutStatuses = ['QUEUED', 'PROCESSING', 'PROCESSED', 'FAILED', 'REVERSED'] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

export const payoutSchema = z.object({
  id: idSchema,
  amount: rupees(),
  status: z.enum(payoutStatuses),
  destinationLabel: text(),
  /** The bank's reference (UTR) once paid. */
  reference: text().nullable(),
  failureReason: text().nullable(),
  createdAt: text(),
  processedAt: text().nullable(),
});
export type Payout = z.infer<typeof payoutSchema>;
export const payoutResponseSchema = envelope(
  z.object({ id: idSchema, status: z.enum(payoutStatuses) }),
);
export const payoutsResponseSchema = envelope(z.array(payoutSchema));

/** The monthly statement: `YYYY-MM`, an India calendar month. */
export const statementQuerySchema = z.object({
  month: text().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use a month as YYYY-MM'),
});

/** The ledger's trial balance: each account's balance; a sound ledger totals 0. */
export const trialBalanceSchema = z.object({
  accounts: z.array(z.object({ account: text(), balance: rupees() })),
  total: rupees(),
});
export const trialBalanceResponseSchema = envelope(trialBalanceSchema);
