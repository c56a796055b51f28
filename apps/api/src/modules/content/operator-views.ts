import { createHash } from 'node:crypto';
import type { AdminBanner, AdminBlog, AdminBlogSummary, WidePicture } from '@care/shared';
import { coverUrl } from '../photos/cover-urls.ts';
import type { BannerRow } from './operator-banners.repository.ts';
import type { BlogRow } from './operator-blogs.repository.ts';
import { sanitizeBlogHtml } from './sanitize.ts';

/*
 * What the console shows of posts and banners, and what the audit log keeps of them.
 */

/** A stored cover or banner picture at both widths; a hand-written address is both. */
export function widePicture(stored: string | null): WidePicture | null {
  const card = coverUrl(stored, 'card');
  const hero = coverUrl(stored, 'hero');
  return card && hero ? { card, hero } : null;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

type SummaryRow = Pick<
  BlogRow,
  | 'id'
  | 'slugUrl'
  | 'blogTitle'
  | 'image'
  | 'isPublished'
  | 'publishedAt'
  | 'createdAt'
  | 'updatedAt'
>;

export function toAdminBlogSummary(row: SummaryRow): AdminBlogSummary {
  return {
    id: row.id,
    slugUrl: row.slugUrl,
    blogTitle: row.blogTitle,
    status: row.isPublished ? 'published' : 'draft',
    cover: widePicture(row.image),
    publishedAt: iso(row.publishedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Sanitised on the way out too, as the public page does: the preview shows what families will. */
export function toAdminBlog(row: BlogRow): AdminBlog {
  return { ...toAdminBlogSummary(row), description: sanitizeBlogHtml(row.description) };
}

/**
 * A post as the audit log keeps it: readable fields, and the body only as its length and a
 * fingerprint. A post can be 50 KB of HTML; the log needs to show that it changed, not repeat it.
 */
export function blogAuditView(row: BlogRow) {
  return {
    blogTitle: row.blogTitle,
    slugUrl: row.slugUrl,
    status: row.isPublished ? 'published' : 'draft',
    image: row.image,
    description: {
      length: row.description.length,
      sha256: createHash('sha256').update(row.description).digest('hex').slice(0, 16),
    },
  };
}

export function toAdminBanner(row: BannerRow): AdminBanner {
  return {
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    link: row.link,
    image: widePicture(row.image),
    isActive: row.isActive,
    sortOrder: row.sortOrder,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function bannerAuditView(row: BannerRow) {
  return {
    title: row.title,
    subtitle: row.subtitle,
    link: row.link,
    image: row.image,
    isActive: row.isActive,
    sortOrder: row.sortOrder,
  };
}

/** Whether two audit views say the same thing: an edit that changed nothing is not logged. */
export const sameView = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
