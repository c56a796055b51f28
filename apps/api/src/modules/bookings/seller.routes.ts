import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookingCodeBodySchema,
  idParamsSchema,
  sellerBookingResponseSchema,
  sellerBookingsQuerySchema,
  sellerBookingsResponseSchema,
} from '@care/shared';
import { currentUser } from '../../plugins/auth.ts';
import { createSellerBookingService } from './seller.service.ts';
import type { Seller } from './lifecycle.repository.ts';

/**
 * The caregiver's booking calls (DESIGN "Contracts"): the same five routes under
 * /provider/booking/ for individual providers and /company/booking/ for companies.
 */
export const sellerBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createSellerBookingService(app.db);
  const security = [{ bearer: [] }];

  for (const [prefix, kind] of [
    ['provider', 'Provider'],
    ['company', 'Company'],
  ] as const) {
    const preHandler = app.requireRole(kind);
    const tags = [`${prefix} bookings`];
    const seller = (request: Parameters<typeof currentUser>[0]): Seller => ({
      kind,
      id: currentUser(request).userId,
    });

    app.get(
      `/${prefix}/booking/getProviderBookings`,
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'My bookings, newest first (the family contact shows once accepted)',
          querystring: sellerBookingsQuerySchema,
          response: { 200: sellerBookingsResponseSchema },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.list(seller(request), request.query),
      }),
    );

    app.patch(
      `/${prefix}/booking/acceptBooking/:id`,
      {
        preHandler,
        schema: {
          tags,
          security,
          params: idParamsSchema,
          response: { 200: sellerBookingResponseSchema },
        },
      },
      async (request) => ({
        success: true as const,
        message: 'Booking accepted',
        data: await service.accept(seller(request), request.params.id),
      }),
    );

    app.patch(
      `/${prefix}/booking/declineBooking/:id`,
      {
        // Each decline refunds a family: counted with the cancellations.
        preHandler: [preHandler, app.limitWrites('cancellations')],
        schema: {
          tags,
          security,
          summary: 'Decline a request; the family is refunded in full to their wallet',
          params: idParamsSchema,
          response: { 200: sellerBookingResponseSchema },
        },
      },
      async (request) => ({
        success: true as const,
        message: 'Booking declined; the family has been refunded',
        data: await service.decline(seller(request), request.params.id),
      }),
    );

    app.patch(
      `/${prefix}/booking/startBooking/:id`,
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: "Start the care with the family's 6-digit start code",
          params: idParamsSchema,
          body: bookingCodeBodySchema,
          response: { 200: sellerBookingResponseSchema },
        },
      },
      async (request) => ({
        success: true as const,
        message: 'Booking started',
        data: await service.start(seller(request), request.params.id, request.body.code),
      }),
    );

    app.patch(
      `/${prefix}/booking/completeBooking/:id`,
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: "Complete the care with the family's 6-digit end code",
          params: idParamsSchema,
          body: bookingCodeBodySchema,
          response: { 200: sellerBookingResponseSchema },
        },
      },
      async (request) => ({
        success: true as const,
        message: 'Booking completed',
        data: await service.complete(seller(request), request.params.id, request.body.code),
      }),
    );
  }
};
