import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { adminContentContracts as calls, contentImageFields } from '@care/shared';
import { AppError } from '../../lib/errors.ts';
import { readForm } from '../../lib/multipart.ts';
import { route } from '../../lib/route.ts';
import { createOperatorBannerService } from './operator-banners.service.ts';
import { createOperatorBlogService } from './operator-blogs.service.ts';
import { blogHtmlIsEmpty, sanitizeBlogHtml } from './sanitize.ts';

type ImageKind = keyof typeof contentImageFields;

/** The one image of an upload form: exactly one file, under the kind's field name. */
async function readImage(app: FastifyInstance, request: FastifyRequest, kind: ImageKind) {
  const { field, label } = contentImageFields[kind];
  const form = await readForm(request, app.config.uploadMaxBytes, { [field]: label });
  const file = form.files[field];
  if (!file) {
    const message = `Choose a ${label.toLowerCase()} to upload`;
    throw new AppError('VALIDATION_ERROR', 400, message, [{ path: field, message }]);
  }
  return file.bytes;
}

/** Roles are checked on arrival: a support operator learns nothing about a valid request. */
const guarded = { checkRoleOnRequest: true };

/** The operator's blog and banners (every operator reads; the admin role writes). */
export const operatorContentRoutes: FastifyPluginAsync = async (app) => {
  await app.register(multipart);
  const deps = { db: app.db, storage: app.storage, log: app.log, cache: app.publicCache };
  const blogs = createOperatorBlogService(deps);
  const banners = createOperatorBannerService(deps);
  const ok = <T>(data: T, message?: string) => ({
    success: true as const,
    ...(message ? { message } : {}),
    data,
  });

  route(app, calls.getBlogs, async ({ query }) => ok(await blogs.list(query)), guarded);
  route(app, calls.getBlog, async ({ params }) => ok(await blogs.get(params.id)), guarded);
  route(
    app,
    calls.createBlog,
    async ({ operator, body }) =>
      ok(
        await blogs.create(operator, body),
        body.status === 'published' ? 'Post published' : 'Draft saved',
      ),
    guarded,
  );
  route(
    app,
    calls.updateBlog,
    async ({ operator, params, body }) =>
      ok(await blogs.update(operator, params.id, body), 'Post saved'),
    guarded,
  );
  route(
    app,
    calls.previewBlog,
    ({ body }) => {
      const description = sanitizeBlogHtml(body.description);
      return ok({ description, isEmpty: blogHtmlIsEmpty(description) });
    },
    guarded,
  );
  route(
    app,
    calls.publishBlog,
    async ({ operator, params, body }) =>
      ok(await blogs.publish(operator, params.id, body.reason), 'Post published'),
    guarded,
  );
  route(
    app,
    calls.unpublishBlog,
    async ({ operator, params, body }) =>
      ok(await blogs.unpublish(operator, params.id, body.reason), 'Post moved back to drafts'),
    guarded,
  );
  route(
    app,
    calls.deleteBlog,
    async ({ operator, params, body }) =>
      ok(await blogs.remove(operator, params.id, body.reason), 'Post deleted'),
    guarded,
  );
  route(
    app,
    calls.uploadBlogCover,
    async ({ operator, params, request }) =>
      ok(
        await blogs.uploadCover(operator, params.id, await readImage(app, request, 'blogCover')),
        'Cover saved',
      ),
    guarded,
  );

  route(app, calls.getBanners, async () => ok(await banners.list()), guarded);
  route(
    app,
    calls.createBanner,
    async ({ operator, body }) => ok(await banners.create(operator, body), 'Banner added'),
    guarded,
  );
  route(
    app,
    calls.updateBanner,
    async ({ operator, params, body }) =>
      ok(await banners.update(operator, params.id, body), 'Banner saved'),
    guarded,
  );
  route(
    app,
    calls.reorderBanners,
    async ({ operator, body }) =>
      ok(await banners.reorder(operator, body.ids, body.reason), 'Banner order saved'),
    guarded,
  );
  route(
    app,
    calls.activateBanner,
    async ({ operator, params, body }) =>
      ok(await banners.activate(operator, params.id, body.reason), 'Banner shown on the home page'),
    guarded,
  );
  route(
    app,
    calls.deactivateBanner,
    async ({ operator, params, body }) =>
      ok(
        await banners.deactivate(operator, params.id, body.reason),
        'Banner hidden from the home page',
      ),
    guarded,
  );
  route(
    app,
    calls.deleteBanner,
    async ({ operator, params, body }) =>
      ok(await banners.remove(operator, params.id, body.reason), 'Banner deleted'),
    guarded,
  );
  route(
    app,
    calls.uploadBannerImage,
    async ({ operator, params, request }) =>
      ok(
        await banners.uploadImage(
          operator,
          params.id,
          await readImage(app, request, 'bannerImage'),
        ),
        'Banner image saved',
      ),
    guarded,
  );
};
