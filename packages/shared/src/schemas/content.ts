import { z } from 'zod';
import { envelope, idSchema, text } from './common.ts';

import { blogCoverRules } from '../media-rules.ts';

export { blogCoverHeight, blogCoverRules, type BlogCoverSize } from '../media-rules.ts';

export const blogSchema = z.object({
  _id: idSchema,
  slugUrl: text(),
  blogTitle: text(),
  /** The cover's address: the card size in the list, the large one for a single post. */
  image: text().nullable(),
  /** Sanitised HTML. */
  description: text(),
  /** ISO timestamp. */
  publishedAt: text().nullable(),
});
export type Blog = z.infer<typeof blogSchema>;

export const bannerSchema = z.object({
  _id: idSchema,
  title: text(),
  subtitle: text().nullable(),
  image: text().nullable(),
  link: text().nullable(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const slugParamsSchema = z.object({
  slugUrl: text()
    .min(1)
    .max(200)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Invalid blog address'),
});

export const blogsResponseSchema = envelope(z.array(blogSchema));
export const blogResponseSchema = envelope(blogSchema);
export const bannersResponseSchema = envelope(z.array(bannerSchema));

/**
 * A stored blog cover's public address: /media/cover/{year}/{month}/{file}, where the file is an
 * id and the width, e.g. `6f1c…e2-640.webp`. Only this shape is served.
 */
export const coverFileParamsSchema = z.object({
  year: text().regex(/^\d{4}$/, 'Not a cover'),
  month: text().regex(/^(0[1-9]|1[0-2])$/, 'Not a cover'),
  file: text().regex(
    new RegExp(`^[0-9a-f-]{36}-(${Object.values(blogCoverRules.sizes).join('|')})\\.webp$`),
    'Not a cover',
  ),
});
