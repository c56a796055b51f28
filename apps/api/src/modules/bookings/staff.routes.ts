import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { assignStaffContract as call } from '@care/shared';
import { parseFields, readForm } from '../../lib/multipart.ts';
import { route } from '../../lib/route.ts';
import { createStaffService } from './staff.service.ts';

/** A company names who it sends to accepted care (multipart: name, phone, optional photo). */
export const staffRoutes: FastifyPluginAsync = async (app) => {
  await app.register(multipart);
  const staff = createStaffService({ db: app.db, storage: app.storage, log: app.log });

  route(app, call, async ({ user, params, request }) => {
    const form = await readForm(request, app.config.uploadMaxBytes, { photo: 'Photo' });
    const fields = parseFields(call.body, form.fields);
    const booking = await staff.assign(
      { kind: 'Company', id: user.userId },
      params.id,
      fields,
      form.files.photo?.bytes ?? null,
    );
    return {
      success: true as const,
      message: `${fields.name} is assigned. The family has been told who is coming.`,
      data: booking,
    };
  });
};
