import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  companyProfileContracts as company,
  profilePhotoFields,
  providerProfileContracts as provider,
  type SellerKind,
} from '@care/shared';
import { AppError } from '../../lib/errors.ts';
import { readForm } from '../../lib/multipart.ts';
import { route } from '../../lib/route.ts';
import { createSellerProfileService } from './service.ts';

const photoLabels = { Provider: 'Photo', Company: 'Logo' } as const;

/** The one image of an upload form: exactly one file, under the kind's field name. */
async function readPhoto(app: FastifyInstance, request: FastifyRequest, kind: SellerKind) {
  const field = profilePhotoFields[kind];
  const labels = { [field]: photoLabels[kind] } as Record<typeof field, string>;
  const form = await readForm(request, app.config.uploadMaxBytes, labels);
  const file = form.files[field];
  if (!file) {
    const message = `Choose a ${photoLabels[kind].toLowerCase()} to upload`;
    throw new AppError('VALIDATION_ERROR', 400, message, [{ path: field, message }]);
  }
  return file.bytes;
}

/** The caregiver's own profile and photo, and the company's, from the dashboard. */
export const sellerProfileRoutes: FastifyPluginAsync = async (app) => {
  await app.register(multipart);
  const profiles = createSellerProfileService({
    db: app.db,
    storage: app.storage,
    log: app.log,
    cache: app.publicCache,
  });

  route(app, provider.getMyProfile, async ({ user }) => ({
    success: true as const,
    data: await profiles.providerProfile(user.userId),
  }));
  route(app, provider.updateMyProfile, async ({ user, body }) => {
    const data = await profiles.updateProvider(user.userId, body);
    return { success: true as const, message: savedMessage(data.verification.status), data };
  });
  route(app, provider.uploadPhoto, async ({ user, request }) => ({
    success: true as const,
    message: 'Photo saved',
    data: await profiles.uploadProviderPhoto(
      user.userId,
      await readPhoto(app, request, 'Provider'),
    ),
  }));

  route(app, company.getMyProfile, async ({ user }) => ({
    success: true as const,
    data: await profiles.companyProfile(user.userId),
  }));
  route(app, company.updateMyProfile, async ({ user, body }) => {
    const data = await profiles.updateCompany(user.userId, body);
    return { success: true as const, message: savedMessage(data.verification.status), data };
  });
  route(app, company.uploadPhoto, async ({ user, request }) => ({
    success: true as const,
    message: 'Logo saved',
    data: await profiles.uploadCompanyLogo(user.userId, await readPhoto(app, request, 'Company')),
  }));
};

function savedMessage(status: 'PENDING' | 'VERIFIED' | 'REJECTED'): string {
  return status === 'PENDING'
    ? 'Profile saved. The operator checks your details before families can book you.'
    : 'Profile saved';
}
