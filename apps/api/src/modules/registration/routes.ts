import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import {
  companyDocumentFiles,
  messages,
  registrationContracts as calls,
  registrationFiles,
} from '@care/shared';
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
    cache: app.publicCache,
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

  route(app, calls.uploadProviderDocuments, async ({ user, request }) => {
    const form = await readForm(request, app.config.uploadMaxBytes, registrationFiles.fields);
    parseFields(calls.uploadProviderDocuments.body, form.fields);
    return {
      success: true as const,
      message: 'Documents received. Our team will check them; you will see the result here.',
      data: await registration.resendProviderDocuments(user.userId, form.files),
    };
  });

  route(app, calls.uploadCompanyDocuments, async ({ user, request }) => {
    const form = await readForm(request, app.config.uploadMaxBytes, companyDocumentFiles.fields);
    // The form carries files only; a stray text field is refused like any unknown field.
    parseFields(calls.uploadCompanyDocuments.body, form.fields);
    return {
      success: true as const,
      message: 'Documents received. Our team will check them; you will see the result here.',
      data: await registration.uploadCompanyDocuments(user.userId, form.files),
    };
  });

  route(app, calls.completeCompanyProfile, async ({ user, body }) => ({
    success: true as const,
    message: messages.profileCompleted,
    data: await registration.completeCompanyProfile(user.userId, body),
  }));
};
