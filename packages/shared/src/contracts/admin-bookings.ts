import {
  adminBookingDetailResponseSchema,
  adminBookingsFilterSchema,
  adminBookingsQuerySchema,
  adminBookingsResponseSchema,
  bookingsCsvSchema,
  operatorCancelBodySchema,
  operatorCancelResponseSchema,
} from '../schemas/admin-bookings.ts';
import { idParamsSchema, optionalIdempotencyHeadersSchema } from '../schemas/common.ts';
import {
  operatorRefundResponseSchema,
  refundBookingBodySchema,
} from '../schemas/operator-refunds.ts';
import { defineContract } from './define.ts';

/**
 * The operator's bookings: the table, one booking's page, the CSV export, and the two actions
 * (refund and cancel). Every operator may make them; a support operator's refund is capped by
 * SUPPORT_REFUND_LIMIT_RUPEES.
 */
export const adminBookingContracts = {
  getAllBookings: defineContract({
    method: 'GET',
    path: '/admin/booking/getAllBookings',
    access: ['Admin'],
    tag: 'admin bookings',
    summary:
      'Every booking, filtered by status, dates, caregiver, family or mobile, sorted and paged',
    query: adminBookingsQuerySchema,
    response: adminBookingsResponseSchema,
  }),

  getBookingDetail: defineContract({
    method: 'GET',
    path: '/admin/booking/getBookingDetail/:id',
    access: ['Admin'],
    tag: 'admin bookings',
    summary:
      'One booking with its family, caregiver, history of statuses, messages, ledger lines ' +
      'and what can still be refunded',
    params: idParamsSchema,
    response: adminBookingDetailResponseSchema,
  }),

  exportBookings: defineContract({
    method: 'GET',
    path: '/admin/booking/exportBookings',
    access: ['Admin'],
    tag: 'admin bookings',
    summary: 'The bookings the same filters find, as a CSV file (money in rupees, India time)',
    query: adminBookingsFilterSchema,
    responseType: 'file',
    response: bookingsCsvSchema,
  }),

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

  cancelBooking: defineContract({
    method: 'PATCH',
    path: '/admin/booking/cancelBooking/:id',
    access: ['Admin'],
    tag: 'admin bookings',
    summary:
      'Cancel a pending or accepted booking with a reason; the family gets back everything ' +
      'still refundable, and both sides are told',
    params: idParamsSchema,
    body: operatorCancelBodySchema,
    response: operatorCancelResponseSchema,
  }),
};
