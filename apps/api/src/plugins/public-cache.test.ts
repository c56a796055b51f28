import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners, blogs, serviceCategories } from '../db/schema/index.ts';
import { cacheTags } from '../lib/public-cache.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { addReview, createCatalog, createCompany, createProvider } from '../test/fixtures.ts';

const CATALOG = 'public, max-age=60, stale-while-revalidate=60';
const PROFILE = 'public, no-cache';

/** Every public read that carries an ETag, with the Cache-Control it is sent with. */
async function publicReads(t: TestApp) {
  const catalog = await createCatalog(t.db);
  const offer = { serviceId: catalog.nursing.id, pricePerDayPaise: 150_000 };
  const { provider, offers } = await createProvider(t.db, { offerings: [offer] });
  const { company, offers: companyOffers } = await createCompany(t.db, { offerings: [offer] });
  await addReview(t.db, { providerId: provider.id, providerServiceId: offers[0]!.id }, 5);
  await addReview(t.db, { providerId: provider.id, providerServiceId: offers[0]!.id }, 4);
  await addReview(t.db, { companyId: company.id, companyServiceId: companyOffers[0]!.id }, 4);
  await t.db.insert(blogs).values({
    slugUrl: 'monsoon-care',
    blogTitle: 'Monsoon care',
    description: '<p>Keep dry</p>',
    isPublished: true,
    publishedAt: new Date(Date.UTC(2026, 0, 1)),
  });
  await t.db.insert(banners).values({ title: 'Care at home', image: '/b.webp', isActive: true });
  return {
    catalog,
    provider,
    company,
    reads: [
      ['/admin/service/getAllServiceCategories', CATALOG],
      [`/admin/service/getAllServicesByCategory/${catalog.elder.id}`, CATALOG],
      ['/Careconnect/banner/getAllTrue', CATALOG],
      ['/Careconnect/blog/getAllTrue', CATALOG],
      ['/Careconnect/blog/getBySlug/monsoon-care', CATALOG],
      [`/provider/auth/getProviderProfileById/${provider.id}`, PROFILE],
      [`/company/auth/getCompanyProfileByID/${company.id}`, PROFILE],
      [`/provider/providerService/getAllProviderServicesForCustomer/${provider.id}`, PROFILE],
      [`/company/companyService/getAllCompanyServicesForCustomer/${company.id}`, PROFILE],
      [`/provider/auth/getProviderReviews/${provider.id}`, PROFILE],
      [`/company/auth/getCompanyReviews/${company.id}`, PROFILE],
    ] as const,
  };
}

describe('public reads with the caches on', () => {
  let t: TestApp;
  let setup: Awaited<ReturnType<typeof publicReads>>;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/api/v1${url}`, headers });

  beforeAll(async () => {
    t = await createTestApp({ CATALOG_CACHE_SECONDS: '60', PROFILE_CACHE_SECONDS: '30' });
    setup = await publicReads(t);
  });
  afterAll(() => t.close());

  it('sends each with a weak ETag and its Cache-Control, and the same from memory', async () => {
    for (const [url, cacheControl] of setup.reads) {
      const first = await get(url);
      expect(first.statusCode, url).toBe(200);
      expect(first.headers.etag, url).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
      expect(first.headers['cache-control'], url).toBe(cacheControl);
      // A success carries no words for a person, so it is the same in every language.
      expect(first.headers.vary, url).toBeUndefined();

      const again = await get(url, { 'accept-language': 'hi' });
      expect(again.statusCode, url).toBe(200);
      expect(again.body, url).toBe(first.body);
      expect(again.headers.etag, url).toBe(first.headers.etag);
      expect(again.headers['cache-control'], url).toBe(cacheControl);
      expect(again.headers['content-type'], url).toBe('application/json; charset=utf-8');
      expect(again.headers['x-content-type-options'], url).toBe('nosniff');
      expect(again.headers.vary, url).toBeUndefined();
    }
  });

  it('answers 304 with no body to a client that has the answer, from memory or not', async () => {
    for (const [url, cacheControl] of setup.reads) {
      const { etag } = (await get(url)).headers as { etag: string };
      t.app.publicCache.invalidate(cacheTags.catalog, cacheTags.content, cacheTags.reviews);
      for (const ifNoneMatch of [etag, etag.slice(2), `W/"stale", ${etag}`, '*']) {
        // The first of these is made afresh (the copy was just dropped), the rest from memory.
        const res = await get(url, { 'if-none-match': ifNoneMatch });
        expect(res.statusCode, `${url} ${ifNoneMatch}`).toBe(304);
        expect(res.body).toBe('');
        expect(res.headers.etag).toBe(etag);
        expect(res.headers['cache-control']).toBe(cacheControl);
      }
    }
  });

  it('answers in full to an If-None-Match that is stale, malformed or absurd', async () => {
    const url = '/admin/service/getAllServiceCategories';
    const fresh = await get(url);
    for (const ifNoneMatch of [
      'W/"stale"',
      '"',
      'W/',
      ',,,',
      'null',
      '\u00e9t\u00e9',
      `${fresh.headers.etag as string}x`,
      'x'.repeat(8000),
    ]) {
      const res = await get(url, { 'if-none-match': ifNoneMatch });
      expect(res.statusCode, ifNoneMatch).toBe(200);
      expect(res.body).toBe(fresh.body);
    }
  });

  it('serves the copy in memory until what it shows changes, then a new one with a new ETag', async () => {
    const url = '/admin/service/getAllServiceCategories';
    const before = await get(url);
    // A row written behind the API's back: the cache does not hear of it.
    await t.db.insert(serviceCategories).values({ name: 'Disability Care', sortOrder: 3 });
    const cached = await get(url);
    expect(cached.body).toBe(before.body);
    expect(cached.headers.etag).toBe(before.headers.etag);

    t.app.publicCache.invalidate(cacheTags.catalog);
    const after = await get(url, { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.json().data.map((c: { name: string }) => c.name)).toContain('Disability Care');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('keeps neither refusals nor their absence: an unknown id found later is served', async () => {
    const id = randomUUID();
    const url = `/admin/service/getAllServicesByCategory/${id}`;
    const missing = await get(url);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    expect(missing.headers['cache-control']).toBeUndefined();
    await t.db.insert(serviceCategories).values({ id, name: 'Respite Care', sortOrder: 4 });
    expect((await get(url)).statusCode).toBe(200);
  });

  it('keeps a page of reviews per page asked, and ignores a query where none is read', async () => {
    const base = `/provider/auth/getProviderReviews/${setup.provider.id}`;
    const first = await get(`${base}?page=1&limit=1`);
    const second = await get(`${base}?page=2&limit=1`);
    expect(first.json().data.reviews).toHaveLength(1);
    expect(second.json().data.reviews).toHaveLength(1);
    expect(second.body).not.toBe(first.body);
    expect((await get(`${base}?page=1&limit=1`)).body).toBe(first.body);

    const categories = await get('/admin/service/getAllServiceCategories');
    const withQuery = await get('/admin/service/getAllServiceCategories?utm_source=sms');
    expect(withQuery.body).toBe(categories.body);
  });

  it('validates a request it has not answered before', async () => {
    const res = await get('/admin/service/getAllServicesByCategory/not-an-id');
    expect(res.statusCode).toBe(400);
    expect(
      (await get(`/provider/auth/getProviderReviews/${setup.provider.id}?page=0`)).statusCode,
    ).toBe(400);
  });
});

describe('public reads with the caches off', () => {
  let t: TestApp;
  let setup: Awaited<ReturnType<typeof publicReads>>;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/api/v1${url}`, headers });

  beforeAll(async () => {
    t = await createTestApp({ CATALOG_CACHE_SECONDS: '0', PROFILE_CACHE_SECONDS: '0' });
    setup = await publicReads(t);
  });
  afterAll(() => t.close());

  it('still sends ETags and answers 304, and tells browsers to ask every time', async () => {
    for (const [url] of setup.reads) {
      const first = await get(url);
      expect(first.headers['cache-control'], url).toBe('public, no-cache');
      const etag = first.headers.etag as string;
      expect(etag, url).toMatch(/^W\//);
      expect((await get(url, { 'if-none-match': etag })).statusCode, url).toBe(304);
    }
  });

  it('shows a change made behind its back at once', async () => {
    const url = '/admin/service/getAllServiceCategories';
    const before = await get(url);
    await t.db.insert(serviceCategories).values({ name: 'Disability Care', sortOrder: 3 });
    const after = await get(url, { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});
