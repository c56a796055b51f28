import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, blackoutDates } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signInAdminOperator, signInSupportOperator, type SignedIn } from '../../test/auth.ts';
import { day } from '../../test/booking.ts';

interface Listed {
  id: string;
  date: string;
  kind: string;
  label: string;
}

/**
 * Blackout dates and long weekends: the admin keeps the list, the policy page reads the coming
 * ones (their effect on refunds: blackout-refund.test.ts).
 */
describe('blackout dates', () => {
  let t: TestApp;
  let admin: SignedIn;
  let support: SignedIn;

  const admins = (method: string, path: string, payload?: object, who: SignedIn | null = admin) =>
    t.app.inject({
      method: method as 'GET',
      url: `/api/v1/admin/blackout/${path}`,
      headers: who?.auth ?? {},
      ...(payload ? { payload } : {}),
    });
  const add = (payload: object, who: SignedIn | null = admin) =>
    admins('POST', 'addBlackoutDates', payload, who);
  const upcoming = async () =>
    (await t.app.inject({ url: '/api/v1/content/getUpcomingBlackoutDates' })).json().data as {
      date: string;
      kind: string;
      label: string;
    }[];
  const rows = async () => (await t.db.select({ n: count() }).from(blackoutDates))[0]!.n;
  const audits = async () => (await t.db.select({ n: count() }).from(auditLog))[0]!.n;

  /** Tests run in any order: each takes its own days, far apart from the others'. */
  let nextFree = 100;
  const freeDays = (n: number) => {
    const from = nextFree;
    nextFree += n + 5;
    return { from: day(from), to: day(from + n - 1), offset: from };
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAdminOperator(t.app);
    support = await signInSupportOperator(t.app);
  });
  afterAll(() => t.close());

  describe('the list the operator keeps', () => {
    it('adds one row per day of a range, each audited, and the policy page lists them', async () => {
      const { from, to, offset } = freeDays(3);
      const res = await add({
        from,
        to,
        kind: 'LONG_WEEKEND',
        label: ' Diwali weekend ',
        reason: 'Festival demand',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe('Blackout dates added');
      const added: Listed[] = res.json().data.added;
      expect(added.map((d) => [d.date, d.kind, d.label])).toEqual([
        [day(offset), 'LONG_WEEKEND', 'Diwali weekend'],
        [day(offset + 1), 'LONG_WEEKEND', 'Diwali weekend'],
        [day(offset + 2), 'LONG_WEEKEND', 'Diwali weekend'],
      ]);
      const entries = await t.db.select().from(auditLog).where(eq(auditLog.action, 'blackout.add'));
      expect(entries.filter((e) => added.some((d) => d.id === e.entityId))).toHaveLength(3);
      expect(entries.find((e) => e.entityId === added[0]!.id)).toMatchObject({
        entityType: 'blackout_date',
        actorRole: 'admin',
        before: null,
        after: { date: day(offset), kind: 'LONG_WEEKEND', label: 'Diwali weekend' },
        reason: 'Festival demand',
      });

      expect(await upcoming()).toEqual(
        expect.arrayContaining([
          { date: day(offset), kind: 'LONG_WEEKEND', label: 'Diwali weekend' },
        ]),
      );
      const listed = (await admins('GET', 'getBlackoutDates')).json().data.dates as Listed[];
      expect(listed.map((d) => d.id)).toEqual(expect.arrayContaining(added.map((d) => d.id)));
    });

    it('lists past days to the operator but only coming ones on the policy page', async () => {
      await t.db
        .insert(blackoutDates)
        .values({ date: day(-3), kind: 'BLACKOUT', label: 'Old sold-out day' });
      const single = freeDays(1);
      const res = await add({ from: single.from, to: single.to, kind: 'BLACKOUT', label: 'Holi' });
      expect(res.json().message).toBe('Blackout date added');
      const coming = await upcoming();
      expect(coming.map((d) => d.date)).not.toContain(day(-3));
      expect(coming.map((d) => d.date)).toContain(single.from);
      // In date order.
      expect(coming.map((d) => d.date)).toEqual([...coming.map((d) => d.date)].sort());
      const all = (await admins('GET', 'getBlackoutDates')).json().data.dates as Listed[];
      expect(all.map((d) => d.date)).toContain(day(-3));
    });

    it('refuses a range touching a listed day with 409, adding none of it', async () => {
      const { from, to, offset } = freeDays(2);
      await add({ from, to, kind: 'BLACKOUT', label: 'Sold out' });
      const [before, beforeAudits] = [await rows(), await audits()];
      const res = await add({
        from: day(offset - 2),
        to: day(offset),
        kind: 'BLACKOUT',
        label: 'Overlap',
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/^These days are already listed: /);
      expect([await rows(), await audits()]).toEqual([before, beforeAudits]);
      expect((await upcoming()).map((d) => d.date)).not.toContain(day(offset - 2));
    });

    it.each([
      [
        'backwards',
        { from: day(50), to: day(49) },
        'to',
        'The last day cannot be before the first',
      ],
      ['too long', { from: day(50), to: day(81) }, 'to', 'Add at most 31 days at a time'],
      [
        'in the past',
        { from: day(-1), to: day(1) },
        'from',
        'Blackout dates cannot be in the past',
      ],
      [
        'too far ahead',
        { from: day(729), to: day(731) },
        'to',
        'Blackout dates can be set at most 730 days ahead',
      ],
      ['not a date', { from: '2026-02-30', to: day(1) }, 'from', 'Use a date as YYYY-MM-DD'],
      ['without a label', { from: day(50), to: day(50), label: '   ' }, 'label', undefined],
      ['of an unknown kind', { from: day(50), to: day(50), kind: 'HOLIDAY' }, 'kind', undefined],
    ])('refuses a range %s with 400, adding nothing', async (_, range, path, message) => {
      const before = await rows();
      const res = await add({ kind: 'BLACKOUT', label: 'Peak', ...range });
      expect(res.statusCode).toBe(400);
      const error = res.json().errors.find((e: { path: string }) => e.path === path);
      expect(error, res.body).toBeDefined();
      if (message) expect(error.message).toBe(message);
      expect(await rows()).toBe(before);
    });

    it('accepts 31 days at once', async () => {
      const { from, to } = freeDays(31);
      const res = await add({ from, to, kind: 'BLACKOUT', label: 'Wedding season' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.added).toHaveLength(31);
    });

    it('deletes one day, audited; an unknown one is 404', async () => {
      const { from, to } = freeDays(2);
      const [first] = (await add({ from, to, kind: 'BLACKOUT', label: 'Pongal' })).json().data
        .added as Listed[];
      const res = await admins('DELETE', `deleteBlackoutDate/${first!.id}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        message: 'Blackout date removed',
        data: { id: first!.id },
      });
      expect((await upcoming()).map((d) => d.date)).not.toContain(from);
      expect((await upcoming()).map((d) => d.date)).toContain(to);
      const [entry] = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'blackout.delete'), eq(auditLog.entityId, first!.id)));
      expect(entry).toMatchObject({
        entityId: first!.id,
        before: { date: from, kind: 'BLACKOUT', label: 'Pongal' },
        after: null,
      });
      const again = await admins('DELETE', `deleteBlackoutDate/${first!.id}`);
      expect(again.statusCode).toBe(404);
      expect(again.json().message).toBe('Blackout date not found');
      expect((await admins('DELETE', 'deleteBlackoutDate/nope')).statusCode).toBe(400);
    });

    it('is for admin operators only; the policy page’s list is public', async () => {
      const { from, to } = freeDays(1);
      const before = await rows();
      expect((await add({ from, to, kind: 'BLACKOUT', label: 'X-mas' }, support)).statusCode).toBe(
        403,
      );
      expect((await add({ from, to, kind: 'BLACKOUT', label: 'X-mas' }, null)).statusCode).toBe(
        401,
      );
      expect((await admins('GET', 'getBlackoutDates', undefined, support)).statusCode).toBe(403);
      expect(
        (await admins('DELETE', `deleteBlackoutDate/${randomUUID()}`, undefined, support))
          .statusCode,
      ).toBe(403);
      expect(await rows()).toBe(before);
      const open = await t.app.inject({
        url: '/api/v1/content/getUpcomingBlackoutDates',
        headers: { authorization: 'Bearer not-a-token' },
      });
      expect(open.statusCode).toBe(200);
    });
  });
});
