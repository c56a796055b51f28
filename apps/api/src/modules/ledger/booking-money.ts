import { splitEarning } from '@care/shared';
import type { Executor } from '../../db/client.ts';
import * as account from './accounts.ts';
import { postEntry } from './journal.ts';
import { heldForBooking } from './repository.ts';

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
