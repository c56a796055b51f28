import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { messages, registrationContracts as calls, registrationFiles } from '@care/shared';
import { route } from '../../lib/route.ts';
import { parseFields, readForm } from '../../lib/multipart.ts';
import { createRegistrationService } from './service.ts';

/**
 * Completing a provider's profile (multipart: details plus documents) and a company's (JSON),
 * at the spec's paths. Multipart parsing is registered here only, so no other route accepts it.
 */
export const registrationRoutes: FastifyPluginAsync = async (app) => {
  await app.register(multipart);
  const registration = createRegistrationService({
    db: app.db,
    storage: app.storage,
    log: app.log,
  });

  route(app, calls.completeProviderProfile, async ({ user, request }) => {
    // The contract's body is multipart, so the form is read and its fields checked here.
    const form = await readForm(request, app.config.uploadMaxBytes, registrationFiles.fields);
    const body = parseFields(calls.completeProviderProfile.body, form.fields);
    return {
      success: true as const,
      message: messages.profileCompleted,
      data: await registration.completeProviderProfile(user.userId, body, form.files),
    };
  });

  route(app, calls.completeCompanyProfile, async ({ user, body }) => ({
    success: true as const,
    message: messages.profileCompleted,
    data: await registration.completeCompanyProfile(user.userId, body),
  }));
};
