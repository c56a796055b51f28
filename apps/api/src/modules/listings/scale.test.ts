import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createCatalog, createProvider } from '../../test/fixtures.ts';
import { countQueries } from '../../test/query-count.ts';
import { EXACT_COUNT_LIMIT, TRUST_ESTIMATE_ABOVE } from './repository.ts';

const url = '/api/v1/provider/auth/getOnlineProvidersForWeb';

describe('listing totals at scale', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const c = await createCatalog(t.db);
    await createProvider(t.db, {
      name: 'Zubeida Ansari',
      offerings: [{ serviceId: c.nursing.id, pricePerDayPaise: 90_000 }],
    });
    // Many more listable providers than the exact-count limit, offering the nanny service.
    await t.db.execute(sql`
      insert into providers (mobile, name, is_online, is_active, verification_status)
      select (6100000000 + g)::text, 'Bulk Carer ' || g, true, true, 'VERIFIED'
      from generate_series(1, ${EXACT_COUNT_LIMIT + 500}) as g`);
    await t.db.execute(sql`
      insert into provider_services (provider_id, service_id, price_per_day_paise)
      select id, ${c.nanny.id}, 70000 from providers where name like 'Bulk Carer %'`);
    await t.db.execute(sql`analyze`);
  });
  afterAll(() => t.close());

  it('counts exactly up to the limit', async () => {
    const res = await t.app.inject({ url: `${url}?search=zubeida` });
    expect(res.json().data.pagination).toEqual({ page: 1, limit: 10, total: 1, totalPages: 1 });
  });

  it('estimates a larger total and says so', async () => {
    const res = await t.app.inject({ url });
    const { pagination, providers } = res.json().data;
    expect(providers).toHaveLength(10);
    expect(pagination.totalIsEstimate).toBe(true);
    expect(pagination.total).toBeGreaterThan(EXACT_COUNT_LIMIT);
    // The planner's figure is close to the truth (1,501 rows).
    expect(Math.abs(pagination.total - (EXACT_COUNT_LIMIT + 501))).toBeLessThan(200);
    expect(pagination.totalPages).toBe(Math.ceil(pagination.total / 10));
  });

  it('keeps the service filter on the seller row in step with its offerings', async () => {
    const res = await t.app.inject({ url: `${url}?search=bulk carer 1499` });
    const names = res.json().data.providers.map((p: { name: string }) => p.name);
    expect(names).toEqual(['Bulk Carer 1499']);
    expect(res.json().data.providers[0].serviceCategories).toEqual([
      { id: expect.any(String), name: 'Child Care' },
    ]);
  });
});

describe('a list too long to count', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await createCatalog(t.db);
    await t.db.execute(sql`
      insert into providers (mobile, name, is_online, is_active, verification_status)
      select (6200000000 + g)::text, 'Bulk Carer ' || g, true, true, 'VERIFIED'
      from generate_series(1, ${TRUST_ESTIMATE_ABOVE + 2000}) as g`);
    await t.db.execute(sql`analyze providers`);
  });
  afterAll(() => t.close());

  it('is one statement per page once the process has the estimate', async () => {
    const counter = countQueries(t.handle);
    const first = await counter.record(() => t.app.inject({ url }));
    // The page and the planner's estimate, which is trusted at this size: nothing is counted.
    expect(first.statements).toHaveLength(2);
    expect(first.statements.some((text) => /^\s*explain/i.test(text))).toBe(true);
    const { pagination } = first.result.json().data;
    expect(pagination.totalIsEstimate).toBe(true);
    expect(pagination.total).toBeGreaterThan(TRUST_ESTIMATE_ABOVE);

    // Another page of the same list: the estimate is remembered, only the page is read.
    const next = await counter.record(() => t.app.inject({ url: `${url}?page=7&sort=price` }));
    expect(next.statements, next.statements.join('\n')).toHaveLength(1);
    expect(next.result.json().data.pagination).toEqual({ ...pagination, page: 7 });
    expect(next.result.json().data.providers).toHaveLength(10);
  });
});

describe('listing micro-cache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LISTING_CACHE_SECONDS: '60' });
    await createCatalog(t.db);
    await createProvider(t.db, { name: 'First Carer' });
  });
  afterAll(() => t.close());

  it('serves a repeated page from memory for a few seconds, with a cache header', async () => {
    const first = await t.app.inject({ url });
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    await createProvider(t.db, { name: 'Second Carer' });
    const again = await t.app.inject({ url });
    expect(again.body).toBe(first.body);
    // A different question is answered fresh.
    const other = await t.app.inject({ url: `${url}?limit=5` });
    expect(other.json().data.pagination.total).toBe(2);
  });
});
