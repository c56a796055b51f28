import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookingDraftSchema,
  cancelBookingResponseSchema,
  createReviewBodySchema,
  customerBookingSchema,
  customerBookingsResponseSchema,
  envelope,
  idParamsSchema,
  refundPreviewResponseSchema,
  reviewResponseSchema,
} from '@care/shared';
import { currentUser } from '../../plugins/auth.ts';
import { createCustomerBookingActions } from './customer-actions.service.ts';
import { createBookingService } from './service.ts';

export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const bookings = createBookingService(app.db);
  const actions = createCustomerBookingActions(app.db);
  const preHandler = app.requireRole('Customer');
  const tags = ['bookings'];
  const security = [{ bearer: [] }];

  app.post(
    '/customer/booking/createBookingRequest',
    {
      preHandler: [preHandler, app.limitWrites('bookings')],
      schema: {
        tags,
        security,
        summary: 'Book from the wallet balance (pay first with createRazorpayOrder + addMoney)',
        body: bookingDraftSchema,
        response: { 200: envelope(customerBookingSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Booking created successfully!',
      data: await bookings.create(currentUser(request).userId, request.body),
    }),
  );

  app.get(
    '/customer/booking/getCustomerBookings',
    { preHandler, schema: { tags, security, response: { 200: customerBookingsResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: await bookings.listForCustomer(currentUser(request).userId),
    }),
  );

  app.get(
    '/customer/booking/getRefundPreview/:id',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'What cancelling this booking today would return to the wallet',
        params: idParamsSchema,
        response: { 200: refundPreviewResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await actions.refundPreview(currentUser(request).userId, request.params.id),
    }),
  );

  app.patch(
    '/customer/booking/cancelBooking/:id',
    {
      preHandler: [preHandler, app.limitWrites('cancellations')],
      schema: {
        tags,
        security,
        summary: 'Cancel; the refund policy decides what returns to the wallet',
        params: idParamsSchema,
        response: { 200: cancelBookingResponseSchema },
      },
    },
    async (request) => {
      const result = await actions.cancel(currentUser(request).userId, request.params.id);
      return {
        success: true as const,
        message:
          result.refundAmount > 0
            ? `Booking cancelled. ₹${result.refundAmount} has been returned to your wallet.`
            : 'Booking cancelled. No refund is due under the cancellation policy.',
        data: result,
      };
    },
  );

  app.post(
    '/customer/booking/createReview/:id',
    {
      preHandler: [preHandler, app.limitWrites('reviews')],
      schema: {
        tags,
        security,
        summary: 'Rate a completed booking, once',
        params: idParamsSchema,
        body: createReviewBodySchema,
        response: { 200: reviewResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Thank you for your review!',
      data: await actions.review(currentUser(request).userId, request.params.id, request.body),
    }),
  );
};
