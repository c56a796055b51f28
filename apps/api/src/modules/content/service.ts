import type { Banner, Blog } from '@care/shared';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import * as repo from './repository.ts';
import { sanitizeBlogHtml } from './sanitize.ts';

type BlogRow = Awaited<ReturnType<typeof repo.listPublishedBlogs>>[number];

/** Sanitised on the way out too, so a row written by any other path is still safe to show. */
function toBlog(row: BlogRow): Blog {
  return {
    _id: row.id,
    slugUrl: row.slugUrl,
    blogTitle: row.blogTitle,
    image: row.image,
    description: sanitizeBlogHtml(row.description),
    publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
  };
}

export function createContentService(db: Database, now: () => Date = () => new Date()) {
  return {
    async publishedBlogs(): Promise<Blog[]> {
      return (await repo.listPublishedBlogs(db, now())).map(toBlog);
    },

    async blogBySlug(slugUrl: string): Promise<Blog> {
      const row = await repo.findPublishedBlog(db, slugUrl, now());
      if (!row) throw notFound('Blog post');
      return toBlog(row);
    },

    async activeBanners(): Promise<Banner[]> {
      const rows = await repo.listActiveBanners(db);
      return rows.map(({ id, ...rest }) => ({ _id: id, ...rest }));
    },
  };
}
