import { formatPaise } from '@care/shared';
import { unprocessable } from '../../lib/errors.ts';

/**
 * Card networks and banks cap one payment (MAX_PAYMENT_RUPEES, ₹10,00,000 by default); past
 * the cap a family books fewer days at a time rather than failing at the bank.
 */
export function paymentTooLarge(maxPaymentPaise: number) {
  return unprocessable(
    `A single payment can be at most ${formatPaise(maxPaymentPaise)}. Please book fewer days at a time.`,
  );
}
