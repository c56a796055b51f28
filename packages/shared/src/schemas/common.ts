import { z } from 'zod';

/** Every id in URLs and bodies is a UUID; anything else is a 400, not a database error. */
export const idSchema = z.uuid({ message: 'Invalid id' });
export const idParamsSchema = z.object({ id: idSchema });
export type IdParams = z.infer<typeof idParamsSchema>;

/** The error envelope of DESIGN rule 3. */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** Success envelope: `{ success: true, message?, data }`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string().optional(), data });
}

/** Calendar date as `YYYY-MM-DD` (India calendar date, no time zone). */
export const isoDateSchema = z.iso.date({ message: 'Use a date as YYYY-MM-DD' });

export const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  /** Present and true when a large total is the database's estimate, not an exact count. */
  totalIsEstimate: z.boolean().optional(),
});
export type Pagination = z.infer<typeof paginationSchema>;
