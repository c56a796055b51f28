import { inArray } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { banners, blogs } from '../schema/index.ts';
import { seedBanners, seedBlogPosts } from './content-data.ts';

/**
 * Inserts the home-page banners and the published blog posts that are not there yet, each post
 * with the cover stored for its address.
 */
export async function insertContent(
  db: Executor,
  covers: ReadonlyMap<string, string>,
): Promise<void> {
  await db
    .insert(blogs)
    .values(
      seedBlogPosts.map((post) => ({
        slugUrl: post.slugUrl,
        blogTitle: post.blogTitle,
        image: covers.get(post.slugUrl) ?? null,
        description: post.description.trim(),
        isPublished: true,
        publishedAt: new Date(post.publishedAt),
      })),
    )
    .onConflictDoNothing({ target: blogs.slugUrl });

  // Banners have no natural unique key, so the title stands in for one.
  const existingTitles = await db
    .select({ title: banners.title })
    .from(banners)
    .where(
      inArray(
        banners.title,
        seedBanners.map((banner) => banner.title),
      ),
    );
  const missing = seedBanners
    .map((banner, index) => ({ ...banner, sortOrder: index, isActive: true }))
    .filter((banner) => !existingTitles.some((row) => row.title === banner.title));
  if (missing.length > 0) await db.insert(banners).values(missing);
}
