import type { FastifyPluginAsync } from 'fastify';
import { contentContracts as calls } from '@care/shared';
import { route } from '../../lib/route.ts';
import { createContentService } from './service.ts';

/** Published blog posts and active banners; public (see the contracts). */
export const contentRoutes: FastifyPluginAsync = async (app) => {
  const content = createContentService(app.db);

  route(app, calls.getAllTrueBlogs, async () => ({
    success: true as const,
    data: await content.publishedBlogs(),
  }));

  route(app, calls.getBlogBySlug, async ({ params }) => ({
    success: true as const,
    data: await content.blogBySlug(params.slugUrl),
  }));

  route(app, calls.getAllTrueBanners, async () => ({
    success: true as const,
    data: await content.activeBanners(),
  }));
};
