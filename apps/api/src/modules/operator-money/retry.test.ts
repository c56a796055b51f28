import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, payouts } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signInAdminOperator, signInSupportOperator, type SignedIn } from '../../test/auth.ts';
import { ledgerIsSound } from '../../test/money.ts';
import {
  earner,
  eventually,
  getEarnings,
  getPayouts,
  journalSize,
  openMarket,
  payoutEntryKinds,
  requestPayout,
  saveDestination,
  type Earner,
  type Market,
} from '../earnings/testing.ts';
import { createPayoutRetry } from './retry.ts';
import { failedPayout, refusingBank } from '../../test/payout-refusals.ts';

/**
 * An admin sends a failed payout again: once, through the same path a caregiver's payout takes,
 * never paying more than the caregiver has, and leaving the books balanced at every step.
 */
describe('retrying a failed payout', () => {
  let t: TestApp;
  let m: Market;
  let admin: SignedIn;
  let support: SignedIn;
  const reason = 'Caregiver fixed their bank account';

  beforeAll(async () => {
    t = await createTestApp({ WRITE_LIMIT_PER_USER: '1000', OTP_RESEND_SECONDS: '0' });
    m = await openMarket(t.app, t.db);
    admin = await signInAdminOperator(t.app);
    support = await signInSupportOperator(t.app);
  });
  afterAll(() => t.close());

  /** A caregiver with ₹2,646 earned and payout details saved. */
  async function readyEarner(): Promise<Earner> {
    const who = await earner(m);
    expect((await saveDestination(t.app, who)).statusCode).toBe(200);
    return who;
  }

  const retry = (id: string, body: unknown = { reason }, who: SignedIn = admin) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/money/retryPayout/${id}`,
      headers: who.auth,
      payload: body as Record<string, unknown>,
    });

  const auditFor = (payoutId: string) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payout.retry'), eq(auditLog.entityId, payoutId)));

  it('sends the same amount again to the current details, and it is paid', async () => {
    const who = await readyEarner();
    const failedId = await failedPayout(t, who, 120_000);
    expect(await getEarnings(t.app, who)).toMatchObject({ available: 2646, inTransit: 0 });

    const res = await retry(failedId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('The payout was sent again');
    const { failedPayoutId, payout } = res.json().data;
    expect(failedPayoutId).toBe(failedId);
    expect(payout).toMatchObject({ status: 'PROCESSING', amount: 1200 });
    expect(payout.id).not.toBe(failedId);
    // The money left the available earnings again, once.
    expect(await getEarnings(t.app, who)).toMatchObject({ available: 1446, inTransit: 1200 });

    const [entry] = await auditFor(failedId);
    expect(entry).toMatchObject({
      actorId: admin.id,
      actorRole: 'admin',
      entityType: 'payout',
      reason,
      before: expect.objectContaining({ status: 'FAILED' }),
      after: expect.objectContaining({ retryPayoutId: payout.id, amountPaise: 120_000 }),
    });

    const paid = await eventually(async () =>
      (await getPayouts(t.app, who)).some((p) => p.id === payout.id && p.status === 'PROCESSED'),
    );
    expect(paid).toBe(true);
    expect(await getEarnings(t.app, who)).toMatchObject({
      available: 1446,
      inTransit: 0,
      paidOut: 1200,
    });
    // The failed payout stays failed: it is history, and its money went back once.
    const statuses = Object.fromEntries(
      (await getPayouts(t.app, who)).map((p) => [p.id, p.status]),
    );
    expect(statuses[failedId]).toBe('FAILED');
    expect(await payoutEntryKinds(t.db, who.seller)).toEqual([
      'PAYOUT_REQUESTED',
      'PAYOUT_RETURNED',
      'PAYOUT_REQUESTED',
      'PAYOUT_PROCESSED',
    ]);
    expect(await ledgerIsSound(t.db)).toBe(true);

    // The console's list links the two.
    const list = await t.app.inject({
      url: '/api/v1/admin/money/getPayouts?limit=100',
      headers: support.auth,
    });
    const rows = list.json().data.payouts as {
      id: string;
      retriedBy: { id: string } | null;
      retryOf: string | null;
      seller: { id: string; name: string };
    }[];
    expect(rows.find((p) => p.id === failedId)).toMatchObject({
      retriedBy: { id: payout.id, status: 'PROCESSED' },
      retryOf: null,
      seller: { id: who.seller.id, name: 'Test Provider' },
    });
    expect(rows.find((p) => p.id === payout.id)).toMatchObject({
      retryOf: failedId,
      retriedBy: null,
    });
  });

  it('retries once, however often or at once it is asked', async () => {
    const who = await readyEarner();
    const failedId = await failedPayout(t, who, 50_000);
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => retry(failedId)));
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const ids = new Set(answers.map((res) => res.json().data.payout.id));
    expect(ids.size).toBe(1);
    expect(answers.filter((r) => r.json().message === 'The payout was sent again')).toHaveLength(1);

    const again = await retry(failedId);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.payout.id).toBe([...ids][0]);
    expect(again.json().message).toMatch(/already sent again/);

    expect(await auditFor(failedId)).toHaveLength(1);
    const [counted] = await t.db
      .select({ n: count() })
      .from(payouts)
      .where(eq(payouts.providerId, who.seller.id));
    expect(counted?.n).toBe(2);
    expect(
      (await payoutEntryKinds(t.db, who.seller)).filter((k) => k === 'PAYOUT_REQUESTED'),
    ).toHaveLength(2);
    expect(await ledgerIsSound(t.db)).toBe(true);
  });

  it('never pays out money the caregiver has taken out since the failure', async () => {
    const who = await readyEarner();
    const failedId = await failedPayout(t, who, 200_000);
    // The caregiver asks for most of it again themselves.
    expect((await requestPayout(t.app, who, 2000)).statusCode).toBe(200);
    const before = await journalSize(t.db, who.seller);

    const res = await retry(failedId);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/has ₹646 available now, less than this payout of ₹2,000/);
    expect(await journalSize(t.db, who.seller)).toBe(before);
    expect(await auditFor(failedId)).toEqual([]);
    expect(await getEarnings(t.app, who)).toMatchObject({ available: 646 });
  });

  it('refuses what is not a failed payout, or not a payout, changing nothing', async () => {
    const who = await readyEarner();
    const paid = await requestPayout(t.app, who, 500);
    const paidId = paid.json().data.id as string;
    const before = await journalSize(t.db, who.seller);

    const notFailed = await retry(paidId);
    expect(notFailed.statusCode).toBe(409);
    expect(notFailed.json().message).toMatch(/Only a failed payout can be retried; this one is/);

    expect((await retry(randomUUID())).statusCode).toBe(404);
    expect((await retry('not-an-id')).statusCode).toBe(400);

    const failedId = await failedPayout(t, who, 10_000);
    const sizeWithFailure = await journalSize(t.db, who.seller);
    const noReason = await retry(failedId, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toMatch(/reason/i);
    expect((await retry(failedId, { reason: 'x' })).statusCode).toBe(400);
    expect((await retry(failedId, { reason, amount: 1 })).statusCode).toBe(400);
    const noBody = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/money/retryPayout/${failedId}`,
      headers: admin.auth,
    });
    expect(noBody.statusCode).toBe(400);

    // Money actions are the admin's: support reads payouts but cannot send one.
    const bySupport = await retry(failedId, { reason }, support);
    expect(bySupport.statusCode).toBe(403);

    expect(await journalSize(t.db, who.seller)).toBe(sizeWithFailure);
    expect(sizeWithFailure).toBe(before + 2);
    expect(await auditFor(failedId)).toEqual([]);
    expect(await auditFor(paidId)).toEqual([]);
  });

  it('returns the money again when the retry fails at the bank too, and that retry can be retried', async () => {
    const who = await readyEarner();
    const failedId = await failedPayout(t, who, 30_000);
    const refusedAgain = createPayoutRetry(t.db, refusingBank);
    const operator = { id: admin.id, mobile: admin.mobile, role: 'admin' as const };
    const second = await refusedAgain(operator, failedId, reason);
    expect(second).toMatchObject({ created: true, payout: { status: 'FAILED', amount: 30_000 } });
    expect(await getEarnings(t.app, who)).toMatchObject({ available: 2646, inTransit: 0 });

    const third = await retry(second.payout.id);
    expect(third.statusCode, third.body).toBe(200);
    expect(third.json().data.payout.status).toBe('PROCESSING');
    expect(await getEarnings(t.app, who)).toMatchObject({ available: 2346, inTransit: 300 });
    expect(await ledgerIsSound(t.db)).toBe(true);
  });
});
