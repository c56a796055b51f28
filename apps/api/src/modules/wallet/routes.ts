import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addMoneyBodySchema, addMoneyResponseSchema, walletResponseSchema } from '@care/shared';
import { currentUser } from '../../plugins/auth.ts';
import { createWalletService } from './service.ts';

export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  const wallet = createWalletService(app.db, app.payments, app.config);
  const preHandler = app.requireRole('Customer');
  const tags = ['wallet'];
  const security = [{ bearer: [] }];

  // Not write-limited, on purpose: every call must carry a payment the gateway signed, so a flood
  // can credit nothing, and crediting is idempotent; a limit could only refuse a family's retry
  // of a payment already captured, showing them an error while their money is taken.
  app.patch(
    '/customer/wallet/addMoney',
    {
      preHandler,
      schema: {
        tags,
        security,
        body: addMoneyBodySchema,
        response: { 200: addMoneyResponseSchema },
      },
    },
    async (request) => {
      const result = await wallet.addMoney(currentUser(request).userId, request.body);
      return {
        success: true as const,
        message: result.credited ? 'Money added to wallet' : 'This payment was already added',
        data: result,
      };
    },
  );

  app.get(
    '/customer/wallet/getWallet',
    { preHandler, schema: { tags, security, response: { 200: walletResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: await wallet.getWallet(currentUser(request).userId),
    }),
  );
};
