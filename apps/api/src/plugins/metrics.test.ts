import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInProcessScheduler } from '../jobs/scheduler.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { addMoney, createOrder, day, familyWithMember, sandboxPay } from '../test/booking.ts';
import { createCatalog, createProvider } from '../test/fixtures.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';

const scrape = (t: TestApp, authorization?: string) =>
  t.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });

/** The value of one series in Prometheus's text format (0 when it is not there yet). */
function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

async function metricsText(t: TestApp): Promise<string> {
  const res = await scrape(t, `Bearer ${TOKEN}`);
  expect(res.statusCode).toBe(200);
  return res.body;
}

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('does not exist', async () => {
    const res = await scrape(t, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  it('answers only the bearer of the token', async () => {
    expect((await scrape(t)).statusCode).toBe(401);
    expect((await scrape(t, 'Bearer not-the-metrics-token-at-all')).statusCode).toBe(401);
    expect((await scrape(t, TOKEN)).statusCode).toBe(401);
    const res = await scrape(t, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('counts requests by route pattern and status class, never by raw path', async () => {
    // A caregiver that does not exist: two 404s under one pattern.
    const id = '2b0c1f1e-6a53-4d8e-9a43-5f3f2c1d0e9a';
    await t.app.inject({ url: `/api/v1/provider/auth/getProviderReviews/${id}` });
    await t.app.inject({ url: `/api/v1/provider/auth/getProviderReviews/${id}` });
    await t.app.inject({ url: '/api/v1/no-such-thing' });
    const text = await metricsText(t);
    const route = '/api/v1/provider/auth/getProviderReviews/:id';
    const series = text
      .split('\n')
      .filter((l) => l.startsWith('careconnect_http_requests_total{') && l.includes(route));
    expect(series).toHaveLength(1);
    expect(Number(series[0]!.split(' ').pop())).toBe(2);
    expect(text).not.toContain(id);
    expect(text).toMatch(
      /careconnect_http_requests_total\{[^}]*route="unmatched"[^}]*status="4xx"/,
    );
    expect(text).toMatch(
      /careconnect_http_request_duration_seconds_bucket\{le="[^"]+",method="GET",route="\/api\/v1\/provider\/auth\/getProviderReviews\/:id",status="4xx"\} 2/,
    );
  });

  it('shows the pool on PostgreSQL and none on the embedded database', async () => {
    const text = await metricsText(t);
    if (t.handle.kind === 'postgres') {
      expect(text).toMatch(/^careconnect_db_pool_total \d+$/m);
      expect(text).toMatch(/^careconnect_db_pool_idle \d+$/m);
      expect(text).toMatch(/^careconnect_db_pool_waiting \d+$/m);
    } else {
      expect(text).not.toContain('careconnect_db_pool_total');
    }
  });

  it('counts payments by outcome', async () => {
    const credited = 'careconnect_payments_total{outcome="credited"}';
    const again = 'careconnect_payments_total{outcome="already_credited"}';
    const forged = 'careconnect_payments_total{outcome="invalid_signature"}';
    const before = await metricsText(t);

    const catalog = await createCatalog(t.db);
    const { offers } = await createProvider(t.db, {
      offerings: [{ serviceId: catalog.nursing.id, pricePerDayPaise: 120_000 }],
    });
    const { family, memberId } = await familyWithMember(t.app);
    const order = await createOrder(t.app, family, {
      familyMemberId: memberId,
      providerSvcId: offers[0]!.id,
      startDate: day(3),
      endDate: day(4),
    });
    expect(order.statusCode).toBe(200);
    const rupees = order.json().amount / 100;
    const proof = await sandboxPay(t.app, family, order.json().id);
    expect((await addMoney(t.app, family, rupees, proof)).statusCode).toBe(200);
    // The same verified payment again (a retried callback), then a forged signature.
    expect((await addMoney(t.app, family, rupees, proof)).statusCode).toBe(200);
    const forgedProof = { ...proof, razorpay_signature: '0'.repeat(64) };
    expect((await addMoney(t.app, family, rupees, forgedProof)).statusCode).toBe(400);

    const after = await metricsText(t);
    expect(valueOf(after, credited) - valueOf(before, credited)).toBe(1);
    expect(valueOf(after, again) - valueOf(before, again)).toBe(1);
    expect(valueOf(after, forged) - valueOf(before, forged)).toBe(1);
  });

  it('counts job runs and failures', async () => {
    const failed = 'careconnect_job_runs_total{job="always-fails",outcome="failed"}';
    const ok = 'careconnect_job_runs_total{job="always-works",outcome="succeeded"}';
    const quiet = { info() {}, error() {}, warn() {} } as never;
    const scheduler = createInProcessScheduler({
      context: {} as never,
      log: quiet,
      jobs: [
        {
          name: 'always-fails',
          cron: '* * * * *',
          everyMs: 3_600_000,
          run: () => Promise.reject(new Error('no')),
        },
        { name: 'always-works', cron: '* * * * *', everyMs: 3_600_000, run: async () => 1 },
      ],
    });
    await scheduler.runNow('always-fails');
    await scheduler.runNow('always-fails');
    await scheduler.runNow('always-works');
    const text = await metricsText(t);
    expect(valueOf(text, failed)).toBe(2);
    expect(valueOf(text, ok)).toBe(1);
    expect(text).toContain('# TYPE careconnect_job_queue_depth gauge');
  });
});
