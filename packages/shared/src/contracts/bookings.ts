import {
  cancelBookingResponseSchema,
  createReviewBodySchema,
  customerBookingSchema,
  customerBookingsResponseSchema,
  refundPreviewResponseSchema,
  reviewResponseSchema,
} from '../schemas/booking.ts';
import { envelope, idParamsSchema } from '../schemas/common.ts';
import { bookingDraftSchema } from '../schemas/payments.ts';
import {
  unavailableDatesQuerySchema,
  unavailableDatesResponseSchema,
} from '../schemas/availability.ts';
import { defineContract } from './define.ts';
import { pdfFileSchema } from './earnings.ts';

/** A family's side of its bookings: book from the wallet, list, cancel by the policy, review. */
export const bookingContracts = {
  createBookingRequest: defineContract({
    method: 'POST',
    path: '/customer/booking/createBookingRequest',
    access: ['Customer'],
    tag: 'bookings',
    summary: 'Book from the wallet balance (pay first with createRazorpayOrder + addMoney)',
    body: bookingDraftSchema,
    response: envelope(customerBookingSchema),
  }),
  getUnavailableDates: defineContract({
    method: 'GET',
    path: '/customer/booking/getUnavailableDates',
    access: ['Customer'],
    tag: 'bookings',
    summary: 'The days one offering cannot be booked, and why (days off, booked, full)',
    query: unavailableDatesQuerySchema,
    response: unavailableDatesResponseSchema,
  }),
  getCustomerBookings: defineContract({
    method: 'GET',
    path: '/customer/booking/getCustomerBookings',
    access: ['Customer'],
    tag: 'bookings',
    response: customerBookingsResponseSchema,
  }),
  getRefundPreview: defineContract({
    method: 'GET',
    path: '/customer/booking/getRefundPreview/:id',
    access: ['Customer'],
    tag: 'bookings',
    summary: 'What cancelling this booking today would return to the wallet',
    params: idParamsSchema,
    response: refundPreviewResponseSchema,
  }),
  cancelBooking: defineContract({
    method: 'PATCH',
    path: '/customer/booking/cancelBooking/:id',
    access: ['Customer'],
    tag: 'bookings',
    summary: 'Cancel; the refund policy decides what returns to the wallet',
    params: idParamsSchema,
    response: cancelBookingResponseSchema,
  }),
  createReview: defineContract({
    method: 'POST',
    path: '/customer/booking/createReview/:id',
    access: ['Customer'],
    tag: 'bookings',
    summary: 'Rate a completed booking, once',
    params: idParamsSchema,
    body: createReviewBodySchema,
    response: reviewResponseSchema,
  }),
  getReceipt: defineContract({
    method: 'GET',
    path: '/customer/booking/getReceipt/:id',
    access: ['Customer'],
    tag: 'bookings',
    summary: 'The PDF receipt of a paid booking',
    params: idParamsSchema,
    responseType: 'file',
    response: pdfFileSchema,
  }),
};
