import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { coverFileContract, photoFileContract } from '@care/shared';
import { notFound } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';

/** A year: a picture's address changes with every upload, so an address never goes stale. */
const CACHE_FOR_A_YEAR = 'public, max-age=31536000, immutable';

/**
 * Caregivers' photos, companies' logos and blog covers, public at the sizes the pages show.
 * Each path is checked against its picture's shape before storage is asked, so no other stored
 * file (never a document) can be reached through it.
 */
export const photoRoutes: FastifyPluginAsync = async (app) => {
  async function sendWebp(reply: FastifyReply, key: string, what: string) {
    const stream = await app.storage.read(key);
    if (!stream) throw notFound(what);
    return reply
      .header('content-type', 'image/webp')
      .header('cache-control', CACHE_FOR_A_YEAR)
      .header('x-content-type-options', 'nosniff')
      .send(stream);
  }

  route(app, photoFileContract, ({ params, reply }) =>
    sendWebp(reply, `photo/${params.year}/${params.month}/${params.file}`, 'Photo'),
  );

  route(app, coverFileContract, ({ params, reply }) =>
    sendWebp(reply, `cover/${params.year}/${params.month}/${params.file}`, 'Cover'),
  );
};
