import type { Executor } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import type { Operator } from '../../plugins/auth.ts';

export interface AuditAction {
  /** What was done, as `entity.verb`: `category.rename`, `booking.refund`, `seller.suspend`. */
  action: string;
  entityType: string;
  entityId: string;
  /** The values the action changed, as they were and as they became (null: none). */
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

/**
 * Records an operator action. Call it with the transaction that makes the change: the entry
 * and the change are committed together or not at all, so the log never claims an action that
 * did not happen nor misses one that did.
 */
export async function recordAudit(
  tx: Executor,
  operator: Operator,
  entry: AuditAction,
): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: operator.id,
    actorMobile: operator.mobile,
    actorRole: operator.role,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
  });
}
