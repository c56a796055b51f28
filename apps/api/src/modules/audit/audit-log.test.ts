import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signInAdminOperator, signInSupportOperator, type SignedIn } from '../../test/auth.ts';
import { recordAudit } from './record.ts';

describe('the operator audit log', () => {
  let t: TestApp;
  let admin: SignedIn;
  let support: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAdminOperator(t.app);
    support = await signInSupportOperator(t.app);
    const operator = { id: admin.id, mobile: admin.mobile, role: 'admin' as const };
    for (const [i, action] of ['category.rename', 'booking.refund', 'category.create'].entries()) {
      await recordAudit(t.db, operator, {
        action,
        entityType: action.split('.')[0]!,
        entityId: `entity-${i}`,
        before: i === 0 ? { name: 'Old' } : null,
        after: { name: `New ${i}` },
        reason: i === 1 ? 'Caregiver did not come' : null,
      });
    }
  });
  afterAll(() => t.close());

  const read = (query: string, who: SignedIn = admin) =>
    t.app.inject({ url: `/api/v1/admin/audit/getAuditLog${query}`, headers: who.auth });

  it('lists entries newest first with who, what, before, after and why, to every operator', async () => {
    const res = await read('', support);
    expect(res.statusCode).toBe(200);
    const { entries, pagination } = res.json().data;
    expect(pagination).toMatchObject({ page: 1, total: 3 });
    expect(entries.map((e: { action: string }) => e.action)).toEqual([
      'category.create',
      'booking.refund',
      'category.rename',
    ]);
    expect(entries[2]).toMatchObject({
      actorId: admin.id,
      actorMobile: '9000000001',
      actorRole: 'admin',
      entityType: 'category',
      before: { name: 'Old' },
      after: { name: 'New 0' },
    });
    expect(entries[1].reason).toBe('Caregiver did not come');
  });

  it('filters by action, entity and dates', async () => {
    const byAction = (await read('?action=booking.refund')).json().data.entries;
    expect(byAction).toHaveLength(1);
    const byEntity = (await read('?entityType=category&entityId=entity-2')).json().data.entries;
    expect(byEntity.map((e: { action: string }) => e.action)).toEqual(['category.create']);
    expect((await read('?from=2020-01-01&to=2020-01-31')).json().data.entries).toEqual([]);
  });

  it('refuses a malformed filter with 400', async () => {
    expect((await read('?from=yesterday')).statusCode).toBe(400);
    expect((await read('?actorId=42')).statusCode).toBe(400);
    expect((await read('?colour=red')).statusCode).toBe(400);
  });

  it('cannot be changed or deleted, not even by SQL the API could run', async () => {
    const [row] = await t.db.select().from(auditLog).limit(1);
    await expect(
      t.db.update(auditLog).set({ reason: 'rewritten' }).where(eq(auditLog.id, row!.id)),
    ).rejects.toThrow();
    await expect(t.db.delete(auditLog).where(eq(auditLog.id, row!.id))).rejects.toThrow();
    await expect(t.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const [again] = await t.db.select().from(auditLog).where(eq(auditLog.id, row!.id));
    expect(again).toEqual(row);
  });
});
