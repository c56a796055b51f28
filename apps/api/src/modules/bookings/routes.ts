import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookingDraftSchema,
  customerBookingSchema,
  customerBookingsResponseSchema,
  envelope,
} from '@care/shared';
import { currentUser } from '../../plugins/auth.ts';
import { createBookingService } from './service.ts';

export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const bookings = createBookingService(app.db);
  const preHandler = app.requireRole('Customer');
  const tags = ['bookings'];
  const security = [{ bearer: [] }];

  app.post(
    '/customer/booking/createBookingRequest',
    {
      preHandler,
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
};
