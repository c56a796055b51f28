import type { FastifyPluginAsync } from 'fastify';
import { photoFileContract } from '@care/shared';
import { notFound } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';

/** A year: a photo's address changes with every upload, so an address never goes stale. */
const CACHE_FOR_A_YEAR = 'public, max-age=31536000, immutable';

/**
 * Caregivers' photos and companies' logos, public at the sizes the pages show. The path is
 * checked against the photo shape before storage is asked, so no other stored file (never a
 * document) can be reached through it.
 */
export const photoRoutes: FastifyPluginAsync = async (app) => {
  route(app, photoFileContract, async ({ params, reply }) => {
    const stream = await app.storage.read(`photo/${params.year}/${params.month}/${params.file}`);
    if (!stream) throw notFound('Photo');
    return reply
      .header('content-type', 'image/webp')
      .header('cache-control', CACHE_FOR_A_YEAR)
      .header('x-content-type-options', 'nosniff')
      .send(stream);
  });
};
