import type { FastifyPluginAsync } from 'fastify';
import { bookingContracts as calls, formatPaise } from '@care/shared';
import { route } from '../../lib/route.ts';
import { createCustomerBookingActions } from './customer-actions.service.ts';
import { createBookingService } from './service.ts';

export const bookingRoutes: FastifyPluginAsync = async (app) => {
  const bookings = createBookingService(app.db, app.config);
  const actions = createCustomerBookingActions(app.db, app.publicCache);

  route(
    app,
    calls.createBookingRequest,
    async ({ user, body }) => ({
      success: true as const,
      message: 'Booking created successfully!',
      data: await bookings.create(user.userId, body),
    }),
    { preHandler: [app.limitWrites('bookings')] },
  );

  route(app, calls.getCustomerBookings, async ({ user }) => ({
    success: true as const,
    data: await bookings.listForCustomer(user.userId),
  }));

  route(app, calls.getRefundPreview, async ({ user, params }) => ({
    success: true as const,
    data: await actions.refundPreview(user.userId, params.id),
  }));

  route(
    app,
    calls.cancelBooking,
    async ({ user, params }) => {
      const result = await actions.cancel(user.userId, params.id);
      return {
        success: true as const,
        message:
          result.refundAmount > 0
            ? `Booking cancelled. ${formatPaise(result.refundAmount)} has been returned to your wallet.`
            : 'Booking cancelled. No refund is due under the cancellation policy.',
        data: result,
      };
    },
    { preHandler: [app.limitWrites('cancellations')] },
  );

  route(
    app,
    calls.createReview,
    async ({ user, params, body }) => ({
      success: true as const,
      message: 'Thank you for your review!',
      data: await actions.review(user.userId, params.id, body),
    }),
    { preHandler: [app.limitWrites('reviews')] },
  );
};
