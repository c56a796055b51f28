import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paymentContracts as calls, text } from '@care/shared';
import { isSandbox } from '../../adapters/payments/index.ts';
import { route } from '../../lib/route.ts';
import { createPaymentService } from './service.ts';

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const payments = createPaymentService(app.db, app.payments, app.config);

  // Each order is a call to the payment gateway; a flood of them would spend our quota there.
  route(
    app,
    calls.createRazorpayOrder,
    ({ user, body }) => payments.createOrder(user.userId, body),
    {
      preHandler: [app.limitWrites('orders')],
    },
  );

  if (isSandbox(app.payments)) {
    route(app, calls.sandboxPay, async ({ user, body }) => ({
      success: true as const,
      data: await payments.sandboxPay(user.userId, body),
    }));
    // The sandbox reports its refunds as Razorpay does, by signed webhook, into the same handler.
    const sandbox = app.payments;
    sandbox.deliverWebhooksTo((delivery) =>
      payments.handleWebhook(delivery).then(
        (result) => app.log.info({ webhook: result }, 'sandbox webhook delivered'),
        (error: unknown) => app.log.error({ err: error }, 'sandbox webhook failed'),
      ),
    );
    app.addHook('onClose', () => sandbox.close());
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
