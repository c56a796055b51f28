import { z } from 'zod';
import {
  emptyAsUndefined,
  envelope,
  idSchema,
  isoDateSchema,
  pageNumberSchema,
  pageSizeSchema,
  paginationSchema,
  text,
} from './common.ts';
import { operatorRoles } from './auth.ts';

/*
 * The operator audit log: every operator action, who made it, when, on what, the values
 * before and after, and the reason. Read-only through the API.
 */

/** A reason an operator must give: trimmed, 3 to 500 characters. */
export const operatorReasonSchema = text({ message: 'Give a reason' })
  .trim()
  .min(3, 'Give a reason of at least 3 characters')
  .max(500, 'Keep the reason under 500 characters');

export const auditLogQuerySchema = z.strictObject({
  action: z.preprocess(emptyAsUndefined, text().trim().max(80).optional()),
  entityType: z.preprocess(emptyAsUndefined, text().trim().max(40).optional()),
  entityId: z.preprocess(emptyAsUndefined, text().trim().max(80).optional()),
  actorId: z.preprocess(emptyAsUndefined, idSchema.optional()),
  from: z.preprocess(emptyAsUndefined, isoDateSchema.optional()),
  to: z.preprocess(emptyAsUndefined, isoDateSchema.optional()),
  page: pageNumberSchema,
  limit: pageSizeSchema(50, 200),
});
export type AuditLogQuery = z.output<typeof auditLogQuerySchema>;
export type AuditLogQueryInput = z.input<typeof auditLogQuerySchema>;

export const auditEntrySchema = z.object({
  id: idSchema,
  actorId: idSchema,
  actorMobile: text(),
  actorRole: z.enum(operatorRoles),
  action: text(),
  entityType: text(),
  entityId: text(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  reason: text().nullable(),
  createdAt: text(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogResponseSchema = envelope(
  z.object({ entries: z.array(auditEntrySchema), pagination: paginationSchema }),
);
