import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz, updatedAt } from './columns.ts';

/** Blog posts. `description` is HTML, sanitised on the way in and on the way out. */
export const blogs = pgTable(
  'blogs',
  {
    id: id(),
    slugUrl: text('slug_url').notNull().unique(),
    blogTitle: text('blog_title').notNull(),
    image: text('image'),
    description: text('description').notNull(),
    isPublished: boolean('is_published').notNull().default(false),
    publishedAt: timestampTz('published_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('blogs_published_idx').on(t.isPublished, t.publishedAt)],
);

export const banners = pgTable('banners', {
  id: id(),
  title: text('title').notNull(),
  subtitle: text('subtitle'),
  image: text('image'),
  link: text('link'),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
