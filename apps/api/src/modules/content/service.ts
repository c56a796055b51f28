import type { Banner, Blog, BlogCoverSize } from '@care/shared';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { coverUrl } from '../photos/cover-urls.ts';
import * as repo from './repository.ts';
import { sanitizeBlogHtml } from './sanitize.ts';

type BlogRow = Awaited<ReturnType<typeof repo.listPublishedBlogs>>[number];

/**
 * Sanitised on the way out too, so a row written by any other path is still safe to show. The
 * cover comes at the size the screen shows: cards in a list, the large one on the post's page.
 */
function toBlog(row: BlogRow, cover: BlogCoverSize): Blog {
  return {
    _id: row.id,
    slugUrl: row.slugUrl,
    blogTitle: row.blogTitle,
    image: coverUrl(row.image, cover),
    description: sanitizeBlogHtml(row.description),
    publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
  };
}

export function createContentService(db: Database, now: () => Date = () => new Date()) {
  return {
    async publishedBlogs(): Promise<Blog[]> {
      return (await repo.listPublishedBlogs(db, now())).map((row) => toBlog(row, 'card'));
    },

    async blogBySlug(slugUrl: string): Promise<Blog> {
      const row = await repo.findPublishedBlog(db, slugUrl, now());
      if (!row) throw notFound('Blog post');
      return toBlog(row, 'hero');
    },

    async activeBanners(): Promise<Banner[]> {
      const rows = await repo.listActiveBanners(db);
      // An uploaded picture is a stored cover (16:9); the tile shows it at the card width.
      return rows.map(({ id, image, ...rest }) => ({
        _id: id,
        ...rest,
        image: coverUrl(image, 'card'),
      }));
    },
  };
}
