import { and, count, desc, eq, ilike, like, ne, or, type SQL } from 'drizzle-orm';
import type { AdminBlogQuery } from '@care/shared';
import type { Executor } from '../../db/client.ts';
import { blogs } from '../../db/schema/index.ts';

export type BlogRow = typeof blogs.$inferSelect;
export type BlogWrite = Pick<typeof blogs.$inferInsert, 'blogTitle' | 'slugUrl' | 'description'> &
  Partial<Pick<typeof blogs.$inferInsert, 'image' | 'isPublished' | 'publishedAt'>>;

/** What a search for `%`, `_` or `\` means literally, not as a LIKE pattern. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Every post, draft or published, most recently changed first, one page at a time. */
export async function listBlogs(db: Executor, query: AdminBlogQuery) {
  const filters: (SQL | undefined)[] = [
    query.status ? eq(blogs.isPublished, query.status === 'published') : undefined,
    query.search
      ? or(
          ilike(blogs.blogTitle, `%${literal(query.search)}%`),
          ilike(blogs.slugUrl, `%${literal(query.search)}%`),
        )
      : undefined,
  ];
  const where = and(...filters);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: blogs.id,
        slugUrl: blogs.slugUrl,
        blogTitle: blogs.blogTitle,
        image: blogs.image,
        isPublished: blogs.isPublished,
        publishedAt: blogs.publishedAt,
        createdAt: blogs.createdAt,
        updatedAt: blogs.updatedAt,
      })
      .from(blogs)
      .where(where)
      .orderBy(desc(blogs.updatedAt), desc(blogs.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(blogs).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findBlog(db: Executor, id: string): Promise<BlogRow | undefined> {
  const [row] = await db.select().from(blogs).where(eq(blogs.id, id));
  return row;
}

/** The post, locked until the transaction ends, so its "before" is what the change replaced. */
export async function lockBlog(tx: Executor, id: string): Promise<BlogRow | undefined> {
  const [row] = await tx.select().from(blogs).where(eq(blogs.id, id)).for('update');
  return row;
}

/** The addresses taken among `base` and `base-<anything>`, but for the post `exceptId`. */
export async function slugsLike(db: Executor, base: string, exceptId?: string): Promise<string[]> {
  const rows = await db
    .select({ slugUrl: blogs.slugUrl })
    .from(blogs)
    .where(
      and(
        or(eq(blogs.slugUrl, base), like(blogs.slugUrl, `${literal(base)}-%`)),
        exceptId ? ne(blogs.id, exceptId) : undefined,
      ),
    );
  return rows.map((row) => row.slugUrl);
}

export async function insertBlog(tx: Executor, values: BlogWrite): Promise<BlogRow> {
  const [row] = await tx.insert(blogs).values(values).returning();
  return row!;
}

export async function updateBlog(
  tx: Executor,
  id: string,
  values: Partial<BlogWrite>,
): Promise<BlogRow> {
  const [row] = await tx.update(blogs).set(values).where(eq(blogs.id, id)).returning();
  return row!;
}

export async function deleteBlog(tx: Executor, id: string): Promise<void> {
  await tx.delete(blogs).where(eq(blogs.id, id));
}
