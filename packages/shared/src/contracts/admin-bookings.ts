import { idParamsSchema, optionalIdempotencyHeadersSchema } from '../schemas/common.ts';
import {
  operatorRefundResponseSchema,
  refundBookingBodySchema,
} from '../schemas/operator-refunds.ts';
import { defineContract } from './define.ts';

/** The operator's actions on bookings. Admin tokens only. */
export const adminBookingContracts = {
  refundBooking: defineContract({
    method: 'POST',
    path: '/admin/booking/refundBooking/:id',
    access: ['Admin'],
    tag: 'admin bookings',
    summary:
      'Refund a booking to the family’s wallet, in full or in part, never more than is ' +
      'refundable; one Idempotency-Key refunds once',
    params: idParamsSchema,
    headers: optionalIdempotencyHeadersSchema,
    body: refundBookingBodySchema,
    response: operatorRefundResponseSchema,
  }),
};
