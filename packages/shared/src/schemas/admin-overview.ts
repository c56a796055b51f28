import { z } from 'zod';
import { bookingStatuses } from '../booking/status.ts';
import { rupees } from '../money-codec.ts';
import { envelope, isoDateSchema } from './common.ts';

/*
 * The console's first page: today at a glance (an India calendar day) and the last 30 days.
 * Money figures come from the ledger, so they agree with the trial balance and the
 * reconciliation, not from the bookings' own columns.
 */

/** How many India calendar days the overview's chart covers, today included. */
export const OVERVIEW_DAYS = 30;

/** An amount of money and how many movements made it up. */
const moneyFigureSchema = z.object({ amount: rupees(), count: z.number().int() });
export type MoneyFigure = z.output<typeof moneyFigureSchema>;

export const overviewDaySchema = z.object({
  date: isoDateSchema,
  /** Bookings made that day, whatever became of them. */
  bookings: z.number().int(),
  /** What families paid for bookings that day (the ledger's BOOKING_PAID), before any refund. */
  revenue: rupees(),
  /** The platform's commission earned that day, less commission given back by refunds. */
  commission: rupees(),
});
export type OverviewDay = z.output<typeof overviewDaySchema>;

export const overviewSchema = z.object({
  /** The India calendar day the figures are for. */
  today: isoDateSchema,
  bookings: z.object({
    /** Bookings made today, counted by the status each has now, in the status graph's order. */
    byStatus: z.array(z.object({ status: z.enum(bookingStatuses), count: z.number().int() })),
    createdToday: z.number().int(),
    /** Accepted or under way bookings whose dates include today: care happening today. */
    careToday: z.number().int(),
  }),
  /** Requests (PENDING bookings, any day) waiting for the caregiver to accept or decline. */
  awaitingCaregiver: z.number().int(),
  /** Sellers who submitted a profile and wait for the operator's verification. */
  awaitingVerification: z.object({ providers: z.number().int(), companies: z.number().int() }),
  money: z.object({
    /** Payments captured through the gateway today. */
    moneyIn: moneyFigureSchema,
    /** Booking money refunded to families' wallets today (cancellations and operators). */
    refunds: moneyFigureSchema,
    /** Payouts the bank confirmed paid today. */
    payoutsPaid: moneyFigureSchema,
    /** Failed payouts not yet retried (any day): the ones an admin may send again. */
    failedPayouts: z.number().int(),
  }),
  /** The last OVERVIEW_DAYS days, oldest first, ending today. */
  days: z.array(overviewDaySchema),
});
export type Overview = z.output<typeof overviewSchema>;

export const overviewResponseSchema = envelope(overviewSchema);
