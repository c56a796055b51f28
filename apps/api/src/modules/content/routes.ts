import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bannersResponseSchema,
  blogResponseSchema,
  blogsResponseSchema,
  slugParamsSchema,
} from '@care/shared';
import { createContentService } from './service.ts';

/** Published blog posts and active banners. Public; a token is accepted and ignored. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const content = createContentService(app.db);
  const tags = ['content'];

  app.get(
    '/Careconnect/blog/getAllTrue',
    { schema: { tags, response: { 200: blogsResponseSchema } } },
    async () => ({ success: true as const, data: await content.publishedBlogs() }),
  );

  app.get(
    '/Careconnect/blog/getBySlug/:slugUrl',
    { schema: { tags, params: slugParamsSchema, response: { 200: blogResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: await content.blogBySlug(request.params.slugUrl),
    }),
  );

  app.get(
    '/Careconnect/banner/getAllTrue',
    { schema: { tags, response: { 200: bannersResponseSchema } } },
    async () => ({ success: true as const, data: await content.activeBanners() }),
  );
};
