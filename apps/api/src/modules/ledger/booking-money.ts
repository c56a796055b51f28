import { reverseEarning, splitEarning, type EarnedParts } from '@care/shared';
import type { Executor } from '../../db/client.ts';
import * as account from './accounts.ts';
import { postEntry } from './journal.ts';
import { earnedForBooking, heldForBooking } from './repository.ts';

/** What moving a booking's money needs to know about it. */
export interface BookingMoney {
  id: string;
  customerId: string;
  providerId: string | null;
  companyId: string | null;
  totalPaise: number;
  commissionBps: number;
  serviceName: string;
}

/** A verified payment lands in the family's wallet: the gateway now holds their money. */
export function capturePayment(
  tx: Executor,
  payment: { orderId: string; customerId: string; amountPaise: number; description: string },
) {
  return postEntry(tx, {
    key: `payment-captured:${payment.orderId}`,
    kind: 'PAYMENT_CAPTURED',
    description: payment.description,
    paymentOrderId: payment.orderId,
    lines: account.move(
      account.gateway(payment.customerId),
      account.wallet(payment.customerId),
      payment.amountPaise,
    ),
  });
}

/** Paying a booking moves its total from the family's wallet to money held for it. */
export function payBooking(tx: Executor, booking: BookingMoney, description: string) {
  return postEntry(tx, {
    key: `booking-paid:${booking.id}`,
    kind: 'BOOKING_PAID',
    description,
    bookingId: booking.id,
    lines: account.move(
      account.wallet(booking.customerId),
      account.held(booking.id, account.sellerOf(booking)),
      booking.totalPaise,
      booking.id,
    ),
  });
}

export interface Settlement {
  refundPaise: number;
  /** Kept by the policy and earned: by the caregiver, less commission and GST. */
  earnedPaise: number;
}

/**
 * Closes a booking's held money, once: `refundPaise` of it back to the family's wallet, and the
 * rest earned (completion, or the fee a late cancellation keeps), split by `splitEarning`. Reads
 * what is actually held, so it can never move more than was paid; a second call finds nothing
 * held and moves nothing.
 */
export async function settleBooking(
  tx: Executor,
  booking: BookingMoney,
  input: { refundPaise: number; refundDescription: string; earnedDescription: string },
): Promise<Settlement> {
  const heldPaise = await heldForBooking(tx, booking.id);
  const refundPaise = Math.max(0, Math.min(input.refundPaise, heldPaise));
  const earnedPaise = heldPaise - refundPaise;
  const seller = account.sellerOf(booking);
  const held = account.held(booking.id, seller);

  if (refundPaise > 0) {
    await postEntry(tx, {
      key: `booking-refunded:${booking.id}`,
      kind: 'BOOKING_REFUNDED',
      description: input.refundDescription,
      bookingId: booking.id,
      lines: account.move(held, account.wallet(booking.customerId), refundPaise, booking.id),
    });
  }
  if (earnedPaise > 0) {
    const split = splitEarning(earnedPaise, booking.commissionBps);
    await postEntry(tx, {
      key: `booking-earned:${booking.id}`,
      kind: 'BOOKING_EARNED',
      description: input.earnedDescription,
      bookingId: booking.id,
      lines: [
        { to: held, amountPaise: -earnedPaise, bookingId: booking.id },
        { to: account.earnings(seller), amountPaise: split.netPaise, bookingId: booking.id },
        { to: account.commission, amountPaise: split.commissionPaise, bookingId: booking.id },
        { to: account.gstPayable, amountPaise: split.gstPaise, bookingId: booking.id },
      ],
    });
  }
  return { refundPaise, earnedPaise };
}

/** How much of a booking can still be refunded, and from where. */
export async function refundableOf(tx: Executor, bookingId: string) {
  const heldPaise = await heldForBooking(tx, bookingId);
  const earned = await earnedForBooking(tx, bookingId);
  const earnedPaise = earned.netPaise + earned.commissionPaise + earned.gstPaise;
  return { heldPaise, earned, refundablePaise: heldPaise + earnedPaise };
}

/** Where an operator's refund comes from: held money first, then the booking's earning. */
export interface OperatorRefundPlan {
  fromHeldPaise: number;
  /** The parts of the booking's earning taken back. */
  fromEarning: EarnedParts;
}

/** Plans a refund of `amountPaise` (at most `refundableOf`) from what the booking has now. */
export function planOperatorRefund(
  amountPaise: number,
  now: Awaited<ReturnType<typeof refundableOf>>,
): OperatorRefundPlan {
  const fromHeldPaise = Math.min(amountPaise, now.heldPaise);
  return { fromHeldPaise, fromEarning: reverseEarning(amountPaise - fromHeldPaise, now.earned) };
}

export const operatorRefundKey = (bookingId: string, requestKey: string) =>
  `operator-refund:${bookingId}:${requestKey}`;

/**
 * Writes an operator's planned refund (decision 013): held money and the parts of the earning
 * it takes back, into the family's wallet, as one entry named by `key`.
 */
export function refundByOperator(
  tx: Executor,
  booking: BookingMoney,
  plan: OperatorRefundPlan,
  input: { key: string; description: string },
): Promise<boolean> {
  const seller = account.sellerOf(booking);
  const back = plan.fromEarning;
  const amountPaise = plan.fromHeldPaise + back.netPaise + back.commissionPaise + back.gstPaise;
  const line = (to: account.AccountRef, paise: number) => ({
    to,
    amountPaise: paise,
    bookingId: booking.id,
  });
  return postEntry(tx, {
    key: input.key,
    kind: 'BOOKING_REFUNDED',
    description: input.description,
    bookingId: booking.id,
    lines: [
      line(account.held(booking.id, seller), -plan.fromHeldPaise),
      line(account.earnings(seller), -back.netPaise),
      line(account.commission, -back.commissionPaise),
      line(account.gstPayable, -back.gstPaise),
      line(account.wallet(booking.customerId), amountPaise),
    ],
  });
}
