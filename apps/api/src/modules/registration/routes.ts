import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  companyProfileBodySchema,
  companyRegistrationResponseSchema,
  messages,
  providerProfileBodySchema,
  providerRegistrationResponseSchema,
} from '@care/shared';
import { createFileStorage } from '../../adapters/storage/index.ts';
import { currentUser } from '../../plugins/auth.ts';
import { parseFields, readForm } from './multipart.ts';
import { createRegistrationService } from './service.ts';

/**
 * Completing a provider's profile (multipart: details plus documents) and a company's (JSON),
 * at the spec's paths. Multipart parsing is registered here only, so no other route accepts it.
 */
export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart);
  const registration = createRegistrationService({
    db: app.db,
    storage: createFileStorage(app.config),
    log: app.log,
  });

  app.put(
    '/provider/auth/completeProviderProfile',
    {
      preHandler: app.requireRole('Provider'),
      schema: {
        tags: ['registration'],
        summary:
          'Complete a provider profile: multipart fields name, email, mobile, gender, dob, ' +
          'address, pincode and optional files govtID, certification (JPEG, PNG, WebP or PDF)',
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        response: { 200: providerRegistrationResponseSchema },
      },
    },
    async (request) => {
      const form = await readForm(request, app.config.uploadMaxBytes);
      const body = parseFields(providerProfileBodySchema, form.fields);
      return {
        success: true as const,
        message: messages.profileCompleted,
        data: await registration.completeProviderProfile(
          currentUser(request).userId,
          body,
          form.files,
        ),
      };
    },
  );

  app.put(
    '/company/auth/completeCompanyProfile',
    {
      preHandler: app.requireRole('Company'),
      schema: {
        tags: ['registration'],
        summary: 'Complete a company profile',
        security: [{ bearer: [] }],
        body: companyProfileBodySchema,
        response: { 200: companyRegistrationResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: messages.profileCompleted,
      data: await registration.completeCompanyProfile(currentUser(request).userId, request.body),
    }),
  );
};
