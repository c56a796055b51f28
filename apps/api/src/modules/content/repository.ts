import { and, asc, desc, eq, isNotNull, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { banners, blogs } from '../../db/schema/index.ts';

const blogColumns = {
  id: blogs.id,
  slugUrl: blogs.slugUrl,
  blogTitle: blogs.blogTitle,
  image: blogs.image,
  description: blogs.description,
  publishedAt: blogs.publishedAt,
};

const published = (now: Date) =>
  and(eq(blogs.isPublished, true), isNotNull(blogs.publishedAt), lte(blogs.publishedAt, now));

export function listPublishedBlogs(db: Executor, now: Date) {
  return db
    .select(blogColumns)
    .from(blogs)
    .where(published(now))
    .orderBy(desc(blogs.publishedAt), asc(blogs.id));
}

export async function findPublishedBlog(db: Executor, slugUrl: string, now: Date) {
  const [row] = await db
    .select(blogColumns)
    .from(blogs)
    .where(and(eq(blogs.slugUrl, slugUrl), published(now)));
  return row;
}

export function listActiveBanners(db: Executor) {
  return db
    .select({
      id: banners.id,
      title: banners.title,
      subtitle: banners.subtitle,
      image: banners.image,
      link: banners.link,
    })
    .from(banners)
    .where(eq(banners.isActive, true))
    .orderBy(asc(banners.sortOrder), asc(banners.createdAt));
}
