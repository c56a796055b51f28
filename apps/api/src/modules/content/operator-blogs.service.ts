import {
  slugify,
  type AdminBlog,
  type AdminBlogQuery,
  type AdminBlogSummary,
  type CreateBlogBody,
  type Pagination,
  type UpdateBlogBody,
} from '@care/shared';
import type { FileStorage } from '../../adapters/storage/index.ts';
import type { Database, Executor } from '../../db/client.ts';
import { pgErrorCode } from '../../db/errors.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { cacheTags, type CacheInvalidator } from '../../lib/public-cache.ts';
import { recordAudit } from '../audit/record.ts';
import { createCoverStore } from '../photos/store.ts';
import * as repo from './operator-blogs.repository.ts';
import { blogAuditView, sameView, toAdminBlog, toAdminBlogSummary } from './operator-views.ts';
import { blogHtmlIsEmpty, sanitizeBlogHtml } from './sanitize.ts';

type Operator = Parameters<typeof recordAudit>[1];

export interface OperatorContentDeps {
  db: Database;
  storage: FileStorage;
  log: { warn(details: object, message: string): void };
  /** The home page and the blog show what changes here. */
  cache: CacheInvalidator;
  now?: () => Date;
}

/** A title in another script leaves no letters to make an address of. */
const FALLBACK_SLUG = 'post';
/** Two operators saving posts of the same title at once: each try picks the next free address. */
const SLUG_ATTEMPTS = 3;

export const blogMessages = {
  slugTaken: 'Another post already has this address. Choose another.',
  emptyPost: 'Write the post before publishing it',
};

/** The operator typed the address, so the field shows it; the message need not repeat it. */
const slugTaken = () =>
  new AppError('SLUG_TAKEN', 409, blogMessages.slugTaken, [
    { path: 'slugUrl', message: blogMessages.slugTaken },
  ]);

/** `base`, or the first of `base-2`, `base-3` ... that no other post has. */
async function freeSlug(tx: Executor, base: string, exceptId?: string): Promise<string> {
  const taken = new Set(await repo.slugsLike(tx, base, exceptId));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

function assertPublishable(html: string) {
  if (blogHtmlIsEmpty(html)) {
    throw new AppError('EMPTY_POST', 422, blogMessages.emptyPost, [
      { path: 'description', message: blogMessages.emptyPost },
    ]);
  }
}

/** The audit action of an edit: a change of status is named as such. */
function editAction(before: repo.BlogRow, after: repo.BlogRow): string {
  if (!before.isPublished && after.isPublished) return 'blog.publish';
  if (before.isPublished && !after.isPublished) return 'blog.unpublish';
  return 'blog.update';
}

/**
 * The operator's blog: drafts and published posts, their addresses and covers. Every change is
 * one transaction with its audit entry; a change to anything a family can see empties the
 * public cache once it has committed. HTML is sanitised before it is stored.
 */
export function createOperatorBlogService({
  db,
  storage,
  log,
  cache,
  now = () => new Date(),
}: OperatorContentDeps) {
  const covers = createCoverStore({ storage, log });
  /** Called after commit: the home page and /blog show the change on their next read. */
  const shown = (...rows: (repo.BlogRow | undefined)[]) => {
    if (rows.some((row) => row?.isPublished)) cache.invalidate(cacheTags.content);
  };

  /** Runs a write, mapping a lost race for an address to a 409 (or, if `retry`, another try). */
  async function withSlugRace<T>(write: () => Promise<T>, slugOf: () => string, retry: boolean) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await write();
      } catch (error) {
        if (pgErrorCode(error) !== '23505') throw error;
        if (!retry || attempt >= SLUG_ATTEMPTS) throw slugTaken();
      }
    }
  }

  async function lockOrThrow(tx: Executor, id: string): Promise<repo.BlogRow> {
    const row = await repo.lockBlog(tx, id);
    if (!row) throw notFound('Blog post');
    return row;
  }

  /** Publishes or unpublishes; doing what is already done changes nothing and logs nothing. */
  async function setPublished(
    operator: Operator,
    id: string,
    publish: boolean,
    reason: string | undefined,
  ): Promise<AdminBlog> {
    const { before, after } = await db.transaction(async (tx) => {
      const before = await lockOrThrow(tx, id);
      if (before.isPublished === publish) return { before, after: before };
      if (publish) assertPublishable(sanitizeBlogHtml(before.description));
      const after = await repo.updateBlog(tx, id, {
        isPublished: publish,
        // A post taken down and put back keeps the date it first went out.
        ...(publish ? { publishedAt: before.publishedAt ?? now() } : {}),
      });
      await recordAudit(tx, operator, {
        action: publish ? 'blog.publish' : 'blog.unpublish',
        entityType: 'blog',
        entityId: id,
        before: blogAuditView(before),
        after: blogAuditView(after),
        reason,
      });
      return { before, after };
    });
    if (before !== after) cache.invalidate(cacheTags.content);
    return toAdminBlog(after);
  }

  return {
    async list(
      query: AdminBlogQuery,
    ): Promise<{ blogs: AdminBlogSummary[]; pagination: Pagination }> {
      const { rows, total } = await repo.listBlogs(db, query);
      return {
        blogs: rows.map(toAdminBlogSummary),
        pagination: {
          page: query.page,
          limit: query.limit,
          total,
          totalPages: Math.max(1, Math.ceil(total / query.limit)),
        },
      };
    },

    async get(id: string): Promise<AdminBlog> {
      const row = await repo.findBlog(db, id);
      if (!row) throw notFound('Blog post');
      return toAdminBlog(row);
    },

    async create(operator: Operator, body: CreateBlogBody): Promise<AdminBlog> {
      const description = sanitizeBlogHtml(body.description);
      const publish = body.status === 'published';
      if (publish) assertPublishable(description);
      const base = body.slugUrl ?? (slugify(body.blogTitle) || FALLBACK_SLUG);
      let slugUrl = base;
      const row = await withSlugRace(
        () =>
          db.transaction(async (tx) => {
            slugUrl = body.slugUrl ?? (await freeSlug(tx, base));
            if (body.slugUrl && (await repo.slugsLike(tx, slugUrl)).includes(slugUrl)) {
              throw slugTaken();
            }
            const created = await repo.insertBlog(tx, {
              blogTitle: body.blogTitle,
              slugUrl,
              description,
              isPublished: publish,
              publishedAt: publish ? now() : null,
            });
            await recordAudit(tx, operator, {
              action: 'blog.create',
              entityType: 'blog',
              entityId: created.id,
              before: null,
              after: blogAuditView(created),
              reason: body.reason,
            });
            return created;
          }),
        () => slugUrl,
        body.slugUrl === undefined,
      );
      shown(row);
      return toAdminBlog(row);
    },

    async update(operator: Operator, id: string, body: UpdateBlogBody): Promise<AdminBlog> {
      const description = sanitizeBlogHtml(body.description);
      let slugUrl = body.slugUrl ?? '';
      const { before, after } = await withSlugRace(
        () =>
          db.transaction(async (tx) => {
            const before = await lockOrThrow(tx, id);
            slugUrl = body.slugUrl ?? before.slugUrl;
            if (
              slugUrl !== before.slugUrl &&
              (await repo.slugsLike(tx, slugUrl, id)).includes(slugUrl)
            ) {
              throw slugTaken();
            }
            const publish = body.status ? body.status === 'published' : before.isPublished;
            if (publish) assertPublishable(description);
            const changes = {
              blogTitle: body.blogTitle,
              slugUrl,
              description,
              isPublished: publish,
              publishedAt: publish ? (before.publishedAt ?? now()) : before.publishedAt,
            };
            const unchanged =
              changes.blogTitle === before.blogTitle &&
              changes.slugUrl === before.slugUrl &&
              changes.description === before.description &&
              changes.isPublished === before.isPublished;
            if (unchanged) return { before, after: before };
            const after = await repo.updateBlog(tx, id, changes);
            if (!sameView(blogAuditView(before), blogAuditView(after))) {
              await recordAudit(tx, operator, {
                action: editAction(before, after),
                entityType: 'blog',
                entityId: id,
                before: blogAuditView(before),
                after: blogAuditView(after),
                reason: body.reason,
              });
            }
            return { before, after };
          }),
        () => slugUrl,
        false,
      );
      if (before !== after) shown(before, after);
      return toAdminBlog(after);
    },

    publish: (operator: Operator, id: string, reason?: string) =>
      setPublished(operator, id, true, reason),

    unpublish: (operator: Operator, id: string, reason?: string) =>
      setPublished(operator, id, false, reason),

    async remove(operator: Operator, id: string, reason?: string): Promise<{ id: string }> {
      const removed = await db.transaction(async (tx) => {
        const before = await lockOrThrow(tx, id);
        await repo.deleteBlog(tx, id);
        await recordAudit(tx, operator, {
          action: 'blog.delete',
          entityType: 'blog',
          entityId: id,
          before: blogAuditView(before),
          after: null,
          reason,
        });
        return before;
      });
      shown(removed);
      // Only once nothing points at it any more.
      await covers.remove(removed.image);
      return { id };
    },

    /**
     * Checks, resizes and stores the cover, then points the post at it in one transaction with
     * its audit entry; the old cover's files go once that has committed, the new ones if it fails.
     */
    async uploadCover(operator: Operator, id: string, bytes: Buffer): Promise<AdminBlog> {
      // Before any resizing: an unknown post is a 404 whatever the file is.
      if (!(await repo.findBlog(db, id))) throw notFound('Blog post');
      let updated: repo.BlogRow | undefined;
      await covers.replace(bytes, 'cover', 'Cover', (stem) =>
        db.transaction(async (tx) => {
          const before = await lockOrThrow(tx, id);
          updated = await repo.updateBlog(tx, id, { image: stem });
          await recordAudit(tx, operator, {
            action: 'blog.cover',
            entityType: 'blog',
            entityId: id,
            before: { image: before.image },
            after: { image: stem },
          });
          return before.image;
        }),
      );
      shown(updated);
      return toAdminBlog(updated!);
    },
  };
}

export type OperatorBlogService = ReturnType<typeof createOperatorBlogService>;
