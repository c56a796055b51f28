import { z } from 'zod';
import { envelope, idSchema, text } from './common.ts';

export const blogSchema = z.object({
  _id: idSchema,
  slugUrl: text(),
  blogTitle: text(),
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
