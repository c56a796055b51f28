import { z } from 'zod';
import { envelope, idSchema } from './common.ts';

export const blogSchema = z.object({
  _id: idSchema,
  slugUrl: z.string(),
  blogTitle: z.string(),
  image: z.string().nullable(),
  /** Sanitised HTML. */
  description: z.string(),
  /** ISO timestamp. */
  publishedAt: z.string().nullable(),
});
export type Blog = z.infer<typeof blogSchema>;

export const bannerSchema = z.object({
  _id: idSchema,
  title: z.string(),
  subtitle: z.string().nullable(),
  image: z.string().nullable(),
  link: z.string().nullable(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const slugParamsSchema = z.object({
  slugUrl: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Invalid blog address'),
});

export const blogsResponseSchema = envelope(z.array(blogSchema));
export const blogResponseSchema = envelope(blogSchema);
export const bannersResponseSchema = envelope(z.array(bannerSchema));
