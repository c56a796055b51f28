import { z } from 'zod';
import { envelope, idSchema, text } from './common.ts';

export const categorySchema = z.object({
  id: idSchema,
  name: text(),
});
export type Category = z.infer<typeof categorySchema>;

/** A service (the spec also calls it a skill) belongs to one care category. */
export const serviceSchema = z.object({
  id: idSchema,
  name: text(),
  description: text().nullable(),
  categoryId: idSchema,
});
export type Service = z.infer<typeof serviceSchema>;

export const categoryIdParamsSchema = z.object({ categoryId: idSchema });

export const categoriesResponseSchema = envelope(z.array(categorySchema));
export const servicesResponseSchema = envelope(z.array(serviceSchema));
