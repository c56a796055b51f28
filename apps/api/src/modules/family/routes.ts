import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  familyMemberBodySchema,
  familyMemberResponseSchema,
  familyMembersResponseSchema,
  idParamsSchema,
  messageResponseSchema,
} from '@care/shared';
import { currentUser } from '../../plugins/auth.ts';
import { createFamilyService } from './service.ts';

export const familyRoutes: FastifyPluginAsyncZod = async (app) => {
  const family = createFamilyService(app.db);
  const onlyCustomers = app.requireRole('Customer');
  const common = { preHandler: onlyCustomers };
  const writes = { preHandler: [onlyCustomers, app.limitWrites('familyMembers')] };
  const tags = ['family'];
  const security = [{ bearer: [] }];

  app.get(
    '/customer/familyMember/getFamilyMembers',
    { ...common, schema: { tags, security, response: { 200: familyMembersResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: await family.list(currentUser(request).userId),
    }),
  );

  app.post(
    '/customer/familyMember/createFamilyMember',
    {
      ...writes,
      schema: {
        tags,
        security,
        body: familyMemberBodySchema,
        response: { 200: familyMemberResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Family member added successfully!',
      data: await family.create(currentUser(request).userId, request.body),
    }),
  );

  app.put(
    '/customer/familyMember/updateFamilyMember/:id',
    {
      ...writes,
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: familyMemberBodySchema,
        response: { 200: familyMemberResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Family member updated successfully!',
      data: await family.update(currentUser(request).userId, request.params.id, request.body),
    }),
  );

  app.delete(
    '/customer/familyMember/deleteFamilyMember/:id',
    {
      ...writes,
      schema: { tags, security, params: idParamsSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await family.remove(currentUser(request).userId, request.params.id);
      return { success: true as const, message: 'Family member deleted successfully!' };
    },
  );
};
