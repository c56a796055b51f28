import { z } from 'zod';
import { MAX_PAGE_NUMBER } from '../listing-params.ts';

/** PostgreSQL's text cannot hold U+0000 (SQLSTATE 22021 for text, 22P05 for jsonb). */
const NUL = '\u0000';
export const NUL_CHARACTER_MESSAGE = 'Contains a character that is not allowed (NUL)';

/**
 * The one string schema every API input goes through (bodies, queries, path params, multipart
 * fields): a zod string that refuses a NUL character with a 400 naming the field, before it can
 * reach the database. Chain `.trim()`, `.min()`, `.max()`, `.regex()` on it like any string.
 * Outside this file, `z.string()` is forbidden in schemas by the lint rules.
 */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z
    .string(params)
    .refine((value) => !value.includes(NUL), { message: NUL_CHARACTER_MESSAGE, abort: true });
}

/** Every id in URLs and bodies is a UUID; anything else is a 400, not a database error. */
export const idSchema = z.uuid({ message: 'Invalid id' });
export const idParamsSchema = z.object({ id: idSchema });
export type IdParams = z.infer<typeof idParamsSchema>;

/** The error envelope of DESIGN rule 3. */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: text(),
  code: text(),
  errors: z.array(z.object({ path: text(), message: text() })).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** Success envelope: `{ success: true, message?, data }`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: text().optional(), data });
}

/** Calendar date as `YYYY-MM-DD` (India calendar date, no time zone). */
export const isoDateSchema = z.iso.date({ message: 'Use a date as YYYY-MM-DD' });

/** An empty query value means "the default", as the web app sends `?search=&page=`. */
export const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** `page` of a paged list: from 1, 1 when absent. */
export const pageNumberSchema = z.preprocess(
  emptyAsUndefined,
  z.coerce
    .number()
    .int('page must be a whole number')
    .min(1, 'page must be 1 or more')
    .max(MAX_PAGE_NUMBER)
    .default(1),
);

/** `limit` of a paged list: `fallback` when absent; larger pages are served at `max`. */
export function pageSizeSchema(fallback: number, max: number) {
  return z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number()
      .int('limit must be a whole number')
      .min(1, 'limit must be 1 or more')
      .default(fallback)
      // Served at the cap rather than refused, so old clients keep working.
      .transform((n) => Math.min(n, max)),
  );
}

export const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  /** Present and true when a large total is the database's estimate, not an exact count. */
  totalIsEstimate: z.boolean().optional(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/**
 * The `Idempotency-Key` a client sends with a call that moves money: the same key twice is the
 * same request, answered with the first one's result. Loose, so every other header passes.
 */
const idempotencyKeySchema = text({ message: 'Send an Idempotency-Key header' })
  .trim()
  .min(8, 'The Idempotency-Key must be 8 to 100 characters')
  .max(100, 'The Idempotency-Key must be 8 to 100 characters')
  .regex(/^[A-Za-z0-9._:-]+$/, 'The Idempotency-Key may use letters, digits and . _ : -');

export const idempotencyHeadersSchema = z.looseObject({ 'idempotency-key': idempotencyKeySchema });

/** The same key where sending one is optional: without it, each call is a new request. */
export const optionalIdempotencyHeadersSchema = z.looseObject({
  'idempotency-key': idempotencyKeySchema.optional(),
});
