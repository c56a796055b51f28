import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createOrderBodySchema,
  createOrderResponseSchema,
  sandboxPayBodySchema,
  sandboxPayResponseSchema,
  text,
} from '@care/shared';
import { isSandbox } from '../../adapters/payments/index.ts';
import { currentUser } from '../../plugins/auth.ts';
import { createPaymentService } from './service.ts';

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const payments = createPaymentService(app.db, app.payments, app.config);
  const onlyCustomers = app.requireRole('Customer');

  app.post(
    '/customer/booking/createRazorpayOrder',
    {
      // Each order is a call to the payment gateway; a flood of them would spend our quota there.
      preHandler: [onlyCustomers, app.limitWrites('orders')],
      schema: {
        tags: ['payments'],
        summary: 'Price a booking draft on the server and open a payment order for it',
        security: [{ bearer: [] }],
        body: createOrderBodySchema,
        response: { 200: createOrderResponseSchema },
      },
    },
    async (request) => payments.createOrder(currentUser(request).userId, request.body),
  );

  if (isSandbox(app.payments)) {
    app.post(
      '/dev/sandbox/pay',
      {
        preHandler: onlyCustomers,
        schema: {
          tags: ['dev'],
          summary: "The sandbox gateway's payment: sign a success or describe a decline",
          security: [{ bearer: [] }],
          body: sandboxPayBodySchema,
          response: { 200: sandboxPayResponseSchema },
        },
      },
      async (request) => ({
        success: true as const,
        data: await payments.sandboxPay(currentUser(request).userId, request.body),
      }),
    );
  }

  // The webhook signature covers the exact bytes sent, so this route keeps the raw body.
  await app.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
      done(null, body),
    );
    raw.post(
      '/payments/razorpay/webhook',
      {
        schema: {
          tags: ['payments'],
          summary: 'Razorpay webhook (payment.captured, order.paid)',
          hide: false,
          response: {
            200: z.object({
              success: z.literal(true),
              data: z.object({ handled: z.boolean(), reason: text() }),
            }),
          },
        },
      },
      async (request) => {
        const result = await payments.handleWebhook({
          rawBody: request.body as Buffer,
          signature: request.headers['x-razorpay-signature'] as string | undefined,
          eventId: request.headers['x-razorpay-event-id'] as string | undefined,
        });
        if (!result.handled) request.log.info({ webhook: result }, 'payment webhook not applied');
        return { success: true as const, data: result };
      },
    );
  });
};
