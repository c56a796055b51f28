import { z } from 'zod';
import {
  emptyAsUndefined,
  envelope,
  idSchema,
  pageNumberSchema,
  pageSizeSchema,
  paginationSchema,
  text,
} from './common.ts';
import { operatorReasonSchema } from './audit.ts';

/*
 * The operator's side of the blog and the home page's banners (issue 12/14, item 5): drafts and
 * published posts with their covers, banners with their images, order and on/off switch.
 */

/** Addresses are short and readable: letters, digits and single hyphens, at most this long. */
export const BLOG_SLUG_MAX = 80;

/**
 * A post's address made from its title: 'Caring for Parents at Home!' -> 'caring-for-parents-at-home'.
 * Accents are dropped (é -> e); words in other scripts leave nothing, and the server then falls
 * back to 'post'. Cut at a hyphen so the address never ends mid-word when it can help it.
 */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= BLOG_SLUG_MAX) return slug;
  const cut = slug.slice(0, BLOG_SLUG_MAX);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > BLOG_SLUG_MAX / 2 ? cut.slice(0, lastHyphen) : cut).replace(/-+$/, '');
}

export const blogStatuses = ['draft', 'published'] as const;
export const blogStatusSchema = z.enum(blogStatuses);
export type BlogStatus = z.infer<typeof blogStatusSchema>;

/** The reason is optional for content: writing and publishing posts is the job itself. */
const optionalReasonSchema = z.preprocess(emptyAsUndefined, operatorReasonSchema.optional());

export const blogTitleSchema = text({ message: 'Give the post a title' })
  .trim()
  .min(1, 'Give the post a title')
  .max(200, 'Keep the title under 200 characters');

export const blogSlugSchema = text()
  .trim()
  .max(BLOG_SLUG_MAX, `Keep the address under ${BLOG_SLUG_MAX} characters`)
  .regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    'Use lowercase letters, digits and single hyphens in the address',
  );

/** The longest post's HTML, in characters (its request's body limit follows from it). */
export const BLOG_HTML_MAX_CHARS = 200_000;

/** The post's HTML as the editor writes it; the server keeps only what its sanitiser allows. */
export const blogHtmlSchema = text({ message: 'Write the post' }).max(
  BLOG_HTML_MAX_CHARS,
  'The post is too long (at most 200,000 characters of HTML)',
);

/** An empty slug means "make it from the title". */
const optionalSlugSchema = z.preprocess(emptyAsUndefined, blogSlugSchema.optional());

export const createBlogBodySchema = z.strictObject({
  blogTitle: blogTitleSchema,
  slugUrl: optionalSlugSchema,
  description: blogHtmlSchema,
  status: blogStatusSchema.default('draft'),
  reason: optionalReasonSchema,
});
export type CreateBlogBody = z.output<typeof createBlogBodySchema>;
export type CreateBlogInput = z.input<typeof createBlogBodySchema>;

/**
 * The console's post form: the same fields and checks, where an empty address means "made from
 * the title" (a new post) or "as it is" (an edit).
 */
export const blogDraftFormSchema = z.object({
  blogTitle: blogTitleSchema,
  slugUrl: z.literal('').or(blogSlugSchema),
  description: blogHtmlSchema,
});
export type BlogDraftForm = z.input<typeof blogDraftFormSchema>;

/** As a new post; a slug or status left out stays as it is. */
export const updateBlogBodySchema = z.strictObject({
  blogTitle: blogTitleSchema,
  slugUrl: optionalSlugSchema,
  description: blogHtmlSchema,
  status: blogStatusSchema.optional(),
  reason: optionalReasonSchema,
});
export type UpdateBlogBody = z.output<typeof updateBlogBodySchema>;
export type UpdateBlogInput = z.input<typeof updateBlogBodySchema>;

/** A post's HTML to see as families would, before anything is saved. */
export const previewBlogBodySchema = z.strictObject({ description: blogHtmlSchema });
export const previewBlogResponseSchema = envelope(
  z.object({
    /** The HTML as the server would store and show it. */
    description: text(),
    /** True when nothing readable is left: such a post cannot be published. */
    isEmpty: z.boolean(),
  }),
);

/**
 * Publish, unpublish, switch on or off, delete: an optional reason for the audit log. No body
 * at all is the same as `{}`, so `DELETE .../deleteBlog/{id}` needs nothing more.
 */
export const contentActionBodySchema = z.preprocess(
  (value) => value ?? {},
  z.strictObject({ reason: optionalReasonSchema }),
);
export type ContentActionInput = z.input<typeof contentActionBodySchema>;

export const adminBlogQuerySchema = z.strictObject({
  status: z.preprocess(emptyAsUndefined, blogStatusSchema.optional()),
  /** Part of the title or the address. */
  search: z.preprocess(emptyAsUndefined, text().trim().max(100).optional()),
  page: pageNumberSchema,
  limit: pageSizeSchema(20, 100),
});
export type AdminBlogQuery = z.output<typeof adminBlogQuerySchema>;
export type AdminBlogQueryInput = z.input<typeof adminBlogQuerySchema>;

/** A stored wide picture (a cover or a banner image) at the widths the pages show. */
export const widePictureSchema = z.object({ card: text(), hero: text() });
export type WidePicture = z.infer<typeof widePictureSchema>;

export const adminBlogSummarySchema = z.object({
  id: idSchema,
  slugUrl: text(),
  blogTitle: text(),
  status: blogStatusSchema,
  cover: widePictureSchema.nullable(),
  /** ISO timestamps. */
  publishedAt: text().nullable(),
  createdAt: text(),
  updatedAt: text(),
});
export type AdminBlogSummary = z.infer<typeof adminBlogSummarySchema>;

export const adminBlogSchema = adminBlogSummarySchema.extend({
  /** Sanitised HTML: exactly what the public page shows. */
  description: text(),
});
export type AdminBlog = z.infer<typeof adminBlogSchema>;

export const adminBlogsResponseSchema = envelope(
  z.object({ blogs: z.array(adminBlogSummarySchema), pagination: paginationSchema }),
);
export const adminBlogResponseSchema = envelope(adminBlogSchema);

/** The multipart file field of each upload, and its label in messages. */
export const contentImageFields = {
  blogCover: { field: 'cover', label: 'Cover' },
  bannerImage: { field: 'image', label: 'Banner image' },
} as const;

/** An image upload has no text fields, only the file. */
export const contentImageUploadBodySchema = z.strictObject({});

/**
 * Where a banner may lead: a page of this site ('/service') or a web address. Anything else
 * (javascript:, data:, '//elsewhere') is refused here and never followed by the home page.
 */
export const bannerLinkSchema = text()
  .trim()
  .max(500, 'Keep the link under 500 characters')
  .refine(
    (link) => (link.startsWith('/') && !link.startsWith('//')) || /^https?:\/\/\S+$/i.test(link),
    'Use a page of this site (starting with /) or a web address (https://...)',
  );

const optionalBannerText = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  text().trim().max(200, 'Keep the subtitle under 200 characters').nullish(),
);

const bannerFields = {
  title: text({ message: 'Give the banner a title' })
    .trim()
    .min(1, 'Give the banner a title')
    .max(120, 'Keep the title under 120 characters'),
  subtitle: optionalBannerText,
  link: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    bannerLinkSchema.nullish(),
  ),
  reason: optionalReasonSchema,
};

/** The console's banner form: the same checks, with empty text for "none". */
export const bannerFormSchema = z.object({
  title: bannerFields.title,
  subtitle: text().trim().max(200, 'Keep the subtitle under 200 characters'),
  link: z.literal('').or(bannerLinkSchema),
  isActive: z.boolean(),
});
export type BannerForm = z.input<typeof bannerFormSchema>;

export const createBannerBodySchema = z.strictObject({
  ...bannerFields,
  isActive: z.boolean().default(true),
});
export type CreateBannerInput = z.input<typeof createBannerBodySchema>;
export type CreateBannerBody = z.output<typeof createBannerBodySchema>;

export const updateBannerBodySchema = z.strictObject(bannerFields);
export type UpdateBannerInput = z.input<typeof updateBannerBodySchema>;
export type UpdateBannerBody = z.output<typeof updateBannerBodySchema>;

/** Every banner's id once, in the order the home page shows them. */
export const reorderBannersBodySchema = z.strictObject({
  ids: z.array(idSchema).min(1, 'Send the banners in their new order').max(100),
  reason: optionalReasonSchema,
});
export type ReorderBannersInput = z.input<typeof reorderBannersBodySchema>;

export const adminBannerSchema = z.object({
  id: idSchema,
  title: text(),
  subtitle: text().nullable(),
  link: text().nullable(),
  image: widePictureSchema.nullable(),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
  createdAt: text(),
  updatedAt: text(),
});
export type AdminBanner = z.infer<typeof adminBannerSchema>;

export const adminBannersResponseSchema = envelope(z.array(adminBannerSchema));
export const adminBannerResponseSchema = envelope(adminBannerSchema);
export const contentDeletedResponseSchema = envelope(z.object({ id: idSchema }));
