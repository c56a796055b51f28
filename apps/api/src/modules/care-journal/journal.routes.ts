import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import {
  familyJournalContracts,
  journalPhotoContracts,
  sellerJournalContracts,
} from '@care/shared';
import { AppError } from '../../lib/errors.ts';
import { readForm } from '../../lib/multipart.ts';
import { route } from '../../lib/route.ts';
import { familyReaderOf } from './access.ts';
import { buildJournal } from './journal-read.service.ts';
import { createJournalService } from './journal.service.ts';
import { photoLinksOf } from './photo-links.ts';
import { createJournalPhotoService } from './photos.service.ts';

/** The caregiver's journal entries and photos, and the family's read of the journal. */
export const journalRoutes: FastifyPluginAsync = async (app) => {
  await app.register(multipart);
  const links = photoLinksOf(app);
  const journal = createJournalService({ db: app.db, links });
  const photos = createJournalPhotoService({ db: app.db, storage: app.storage, links });

  for (const kind of ['Provider', 'Company'] as const) {
    const calls = sellerJournalContracts(kind);
    const sellerOf = (userId: string) => ({ kind, id: userId });

    route(app, calls.getJournal, async ({ user, params }) => ({
      success: true as const,
      data: await journal.forSeller(sellerOf(user.userId), params.bookingId),
    }));

    route(app, calls.addEntry, async ({ user, params, body }) => ({
      success: true as const,
      message: 'Journal entry saved',
      data: await journal.addEntry(sellerOf(user.userId), params.bookingId, body),
    }));

    route(app, calls.updateEntry, async ({ user, params, body }) => ({
      success: true as const,
      message: 'Journal entry corrected',
      data: await journal.updateEntry(sellerOf(user.userId), params.entryId, body),
    }));

    route(app, calls.uploadPhoto, async ({ user, params, request }) => {
      const form = await readForm(request, app.config.uploadMaxBytes, { photo: 'Photo' });
      const file = form.files.photo;
      if (!file) {
        const message = 'Choose a photo to upload';
        throw new AppError('VALIDATION_ERROR', 400, message, [{ path: 'photo', message }]);
      }
      return {
        success: true as const,
        message: 'Photo uploaded',
        data: await photos.upload(sellerOf(user.userId), params.bookingId, file.bytes),
      };
    });
  }

  route(app, familyJournalContracts.getJournal, async ({ user, params }) => {
    const { booking, viewer } = await familyReaderOf(app.db, user.userId, params.bookingId);
    return { success: true as const, data: await buildJournal(app.db, links, booking, viewer) };
  });

  route(app, journalPhotoContracts.getPhoto, async ({ params, query, reply }) => {
    const remaining = links.check(params.photoId, query.expires, query.signature);
    const stream = await photos.file(params.photoId);
    return reply
      .header('content-type', 'image/webp')
      .header('cache-control', `private, max-age=${remaining}`)
      .header('x-content-type-options', 'nosniff')
      .send(stream);
  });
};
