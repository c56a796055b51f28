import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { addCalendarDays, startOfIndiaDay, type AuditLogQuery } from '@care/shared';
import type { Executor } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

/** The log, newest first, one page at a time; dates are India calendar days, both inclusive. */
export async function listAuditEntries(db: Executor, query: AuditLogQuery) {
  const filters: (SQL | undefined)[] = [
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.entityType ? eq(auditLog.entityType, query.entityType) : undefined,
    query.entityId ? eq(auditLog.entityId, query.entityId) : undefined,
    query.actorId ? eq(auditLog.actorId, query.actorId) : undefined,
    query.from ? gte(auditLog.createdAt, startOfIndiaDay(query.from)) : undefined,
    query.to ? lt(auditLog.createdAt, startOfIndiaDay(addCalendarDays(query.to, 1))) : undefined,
  ];
  const where = and(...filters);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
