import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerProfileBodySchema, customerProfileResponseSchema } from '@care/shared';
import { currentUser } from '../../plugins/auth.ts';
import { createCustomerService } from './service.ts';

export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  const customers = createCustomerService(app.db);
  const onlyCustomers = app.requireRole('Customer');

  app.get(
    '/customer/auth/getCustomerProfile',
    {
      preHandler: onlyCustomers,
      schema: {
        tags: ['customer'],
        security: [{ bearer: [] }],
        response: { 200: customerProfileResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await customers.getProfile(currentUser(request).userId),
    }),
  );

  app.put(
    '/customer/auth/completeCustomerProfile',
    {
      preHandler: onlyCustomers,
      schema: {
        tags: ['customer'],
        security: [{ bearer: [] }],
        body: customerProfileBodySchema,
        response: { 200: customerProfileResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Profile updated successfully',
      data: await customers.completeProfile(currentUser(request).userId, request.body),
    }),
  );
};
