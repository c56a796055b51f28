import type { FastifyPluginAsync } from 'fastify';
import { customerContracts as calls } from '@care/shared';
import { route } from '../../lib/route.ts';
import { createCustomerService } from './service.ts';

export const customerRoutes: FastifyPluginAsync = async (app) => {
  const customers = createCustomerService(app.db, app.publicCache);

  route(app, calls.getCustomerProfile, async ({ user }) => ({
    success: true as const,
    data: await customers.getProfile(user.userId),
  }));

  route(app, calls.completeCustomerProfile, async ({ user, body }) => ({
    success: true as const,
    message: 'Profile updated successfully',
    data: await customers.completeProfile(user.userId, body),
  }));
};
