import type { FastifyPluginAsync } from 'fastify';
import { familyContracts as calls } from '@care/shared';
import { route } from '../../lib/route.ts';
import { createFamilyService } from './service.ts';

export const familyRoutes: FastifyPluginAsync = async (app) => {
  const family = createFamilyService(app.db);
  const limited = { preHandler: [app.limitWrites('familyMembers')] };

  route(app, calls.getFamilyMembers, async ({ user }) => ({
    success: true as const,
    data: await family.list(user.userId),
  }));

  route(
    app,
    calls.createFamilyMember,
    async ({ user, body }) => ({
      success: true as const,
      message: 'Family member added successfully!',
      data: await family.create(user.userId, body),
    }),
    limited,
  );

  route(
    app,
    calls.updateFamilyMember,
    async ({ user, params, body }) => ({
      success: true as const,
      message: 'Family member updated successfully!',
      data: await family.update(user.userId, params.id, body),
    }),
    limited,
  );

  route(
    app,
    calls.deleteFamilyMember,
    async ({ user, params }) => {
      await family.remove(user.userId, params.id);
      return { success: true as const, message: 'Family member deleted successfully!' };
    },
    limited,
  );
};
