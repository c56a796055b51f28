import { addCalendarDays, todayInIndia } from '@care/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signInSupportOperator, type SignedIn } from '../../test/auth.ts';
import { createCompany } from '../../test/fixtures.ts';
import {
  earner,
  openMarket,
  requestPayout,
  saveDestination,
  type Market,
} from '../earnings/testing.ts';
import { insertRun } from '../reconciliation/repository.ts';
import { reconcile } from '../reconciliation/service.ts';
import { failedPayout } from '../../test/payout-refusals.ts';

/** The console's money lists: every payout with its seller, and the reconciliation's runs. */
describe('the operator money lists', () => {
  let t: TestApp;
  let m: Market;
  let support: SignedIn;
  let failedId: string;

  beforeAll(async () => {
    t = await createTestApp({ WRITE_LIMIT_PER_USER: '1000', OTP_RESEND_SECONDS: '0' });
    m = await openMarket(t.app, t.db);
    support = await signInSupportOperator(t.app);

    const provider = await earner(m);
    expect((await saveDestination(t.app, provider)).statusCode).toBe(200);
    expect((await requestPayout(t.app, provider, 700)).statusCode).toBe(200);
    failedId = await failedPayout(t, provider, 15_000);

    const company = await earner(m, { kind: 'Company' });
    expect((await saveDestination(t.app, company)).statusCode).toBe(200);
    expect((await requestPayout(t.app, company, 900)).statusCode).toBe(200);
    // A company that never earned anything has no payouts to list.
    await createCompany(t.db);
  }, 60_000);
  afterAll(() => t.close());

  const get = (url: string) =>
    t.app.inject({ url: `/api/v1/admin/money/${url}`, headers: support.auth });

  it('lists every payout newest first with its seller, and filters by status', async () => {
    const res = await get('getPayouts');
    expect(res.statusCode, res.body).toBe(200);
    const { payouts, pagination } = res.json().data;
    expect(pagination).toEqual({ page: 1, limit: 20, total: 3, totalPages: 1 });
    expect(payouts.map((p: { amount: number }) => p.amount)).toEqual([900, 150, 700]);
    expect(payouts[0]).toMatchObject({
      seller: { kind: 'Company', name: 'Test Company', mobile: expect.stringMatching(/^\d{10}$/) },
      destinationLabel: 'SBIN0005678 · XXXXXX7890',
      retryOf: null,
      retriedBy: null,
    });
    expect(payouts[1]).toMatchObject({
      id: failedId,
      status: 'FAILED',
      seller: { kind: 'Provider', name: 'Test Provider' },
      failureReason: expect.stringMatching(/account is closed/),
    });

    const failed = (await get('getPayouts?status=FAILED')).json().data;
    expect(failed.payouts.map((p: { id: string }) => p.id)).toEqual([failedId]);
    expect(failed.pagination.total).toBe(1);

    const second = (await get('getPayouts?limit=2&page=2')).json().data;
    expect(second.payouts.map((p: { amount: number }) => p.amount)).toEqual([700]);
    expect(second.pagination).toEqual({ page: 2, limit: 2, total: 3, totalPages: 2 });
  });

  it('refuses a bad filter with 400', async () => {
    for (const query of ['status=PAID', 'status=failed', 'page=0', 'limit=abc', 'colour=red']) {
      const res = await get(`getPayouts?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
    const res = await get('getPayouts?status=PAID');
    expect(res.json().message).toMatch(/status must be one of: QUEUED, PROCESSING/);
  });

  it('lists the reconciliation runs newest first, with their findings, filtered by result', async () => {
    const yesterday = addCalendarDays(todayInIndia(), -1);
    const clean = await reconcile(t.db, t.app.payments, yesterday);
    expect(clean.ok).toBe(true);
    await insertRun(t.db, {
      day: todayInIndia(),
      ok: false,
      unbalancedEntries: 0,
      ledgerGatewayInPaise: 150_050,
      gatewayReportedPaise: null,
      problems: ["The gateway's report could not be read: timeout"],
    });

    const res = await get('getReconciliationRuns');
    expect(res.statusCode, res.body).toBe(200);
    const { runs, pagination } = res.json().data;
    expect(pagination.total).toBe(2);
    expect(runs[0]).toMatchObject({
      day: todayInIndia(),
      ok: false,
      ledgerGatewayIn: 1500.5,
      gatewayReported: null,
      problems: ["The gateway's report could not be read: timeout"],
    });
    expect(runs[1]).toMatchObject({ id: clean.id, day: yesterday, ok: true, problems: [] });

    const problems = (await get('getReconciliationRuns?result=problems')).json().data.runs;
    expect(problems.map((r: { ok: boolean }) => r.ok)).toEqual([false]);
    const passed = (await get('getReconciliationRuns?result=ok')).json().data.runs;
    expect(passed.map((r: { id: string }) => r.id)).toEqual([clean.id]);

    expect((await get('getReconciliationRuns?result=maybe')).statusCode).toBe(400);
    expect((await get('getReconciliationRuns?day=yesterday')).statusCode).toBe(400);
  });

  it('keeps the trial balance at 0', async () => {
    const res = await get('getTrialBalance');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.total).toBe(0);
  });
});
