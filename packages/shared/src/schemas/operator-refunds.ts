import { z } from 'zod';
import { rupees } from '../money-codec.ts';
import { envelope, idSchema, text } from './common.ts';

/** An operator's refund of a booking, full or partial, with the reason the family is told. */
export const refundBookingBodySchema = z.strictObject({
  amount: rupees(z.number().positive('Enter an amount above ₹0')),
  reason: text({ message: 'Say why the family is refunded' })
    .trim()
    .min(5, 'Say why the family is refunded, in at least 5 characters')
    .max(300, 'Keep the reason under 300 characters'),
});
export type RefundBookingBody = z.output<typeof refundBookingBodySchema>;

export const operatorRefundSchema = z.object({
  bookingId: idSchema,
  /** This refund. */
  refunded: rupees(),
  /** Of this refund: from money still held for the booking, and taken back from its earning. */
  fromHeld: rupees(),
  fromEarning: rupees(),
  /** Everything refunded to the family for this booking so far, by any path. */
  refundedTotal: rupees(),
  /** What can still be refunded. */
  refundable: rupees(),
});
export type OperatorRefund = z.infer<typeof operatorRefundSchema>;
export const operatorRefundResponseSchema = envelope(operatorRefundSchema);
