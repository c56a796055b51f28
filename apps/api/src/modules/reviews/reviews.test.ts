import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { addReview, createCatalog, createCompany, createProvider } from '../../test/fixtures.ts';
import { firstName } from './service.ts';

/** The reviews on public profiles: newest first, paged, with the count for each star. */
describe('getProviderReviews and getCompanyReviews', () => {
  let t: TestApp;
  let serviceId: string;

  const get = (url: string) => t.app.inject({ url: `/api/v1${url}` });

  beforeAll(async () => {
    t = await createTestApp();
    serviceId = (await createCatalog(t.db)).nursing.id;
  });

  afterAll(async () => {
    await t?.close();
  });

  async function providerWithReviews(
    reviews: {
      rating: number;
      comment?: string;
      name?: string | null;
      pincode?: string | null;
      daysAgo: number;
    }[],
  ) {
    const { provider, offers } = await createProvider(t.db, {
      offerings: [{ serviceId, pricePerDayPaise: 100_000 }],
    });
    for (const r of reviews) {
      await addReview(
        t.db,
        { providerId: provider.id, providerServiceId: offers[0]!.id },
        r.rating,
        {
          comment: r.comment,
          familyName: r.name,
          familyPincode: r.pincode,
          at: new Date(Date.now() - r.daysAgo * 86_400_000),
        },
      );
    }
    return provider;
  }

  it("lists a caregiver's reviews newest first, with first names only and the star counts", async () => {
    const provider = await providerWithReviews([
      { rating: 5, comment: 'Kind and on time', name: 'Asha Rao', daysAgo: 30 },
      { rating: 4, comment: 'Good with my father', name: 'Vikram Singh Rathore', daysAgo: 2 },
      { rating: 5, name: null, daysAgo: 10 },
    ]);
    const res = await get(`/provider/auth/getProviderReviews/${provider.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.reviews.map((r: { name: string }) => r.name)).toEqual([
      'Vikram',
      'A family',
      'Asha',
    ]);
    expect(data.reviews[0]).toMatchObject({ rating: 4, comment: 'Good with my father' });
    expect(JSON.stringify(data)).not.toContain('Rathore');
    expect(data.counts).toEqual({ '1': 0, '2': 0, '3': 0, '4': 1, '5': 2 });
    expect(data.average).toBe(4.7);
    expect(data.pagination).toEqual({ page: 1, limit: 10, total: 3, totalPages: 1 });
  });

  it("names the city of the family's PIN code, and none when it is not known", async () => {
    const provider = await providerWithReviews([
      { rating: 5, pincode: '560038', daysAgo: 5 }, // Bengaluru Urban
      { rating: 5, pincode: '110003', daysAgo: 4 }, // Delhi's South district
      { rating: 5, pincode: '411038', daysAgo: 3 }, // Pune
      { rating: 5, pincode: '400050', daysAgo: 2 }, // Mumbai Suburban
      { rating: 5, pincode: null, daysAgo: 1 },
    ]);
    const res = await get(`/provider/auth/getProviderReviews/${provider.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.reviews.map((r: { city: string | null }) => r.city)).toEqual([
      null,
      'Mumbai',
      'Pune',
      'Delhi',
      'Bengaluru',
    ]);
  });

  it('pages, and a page past the end lands on the last', async () => {
    const provider = await providerWithReviews(
      Array.from({ length: 5 }, (_, i) => ({ rating: 1 + i, comment: `Review ${i}`, daysAgo: i })),
    );
    const second = (
      await get(`/provider/auth/getProviderReviews/${provider.id}?page=2&limit=2`)
    ).json().data;
    expect(second.reviews.map((r: { comment: string }) => r.comment)).toEqual([
      'Review 2',
      'Review 3',
    ]);
    const past = (
      await get(`/provider/auth/getProviderReviews/${provider.id}?page=9&limit=2`)
    ).json().data;
    expect(past.pagination).toEqual({ page: 3, limit: 2, total: 5, totalPages: 3 });
    expect(past.reviews.map((r: { comment: string }) => r.comment)).toEqual(['Review 4']);
  });

  it("lists a company's reviews", async () => {
    const { company, offers } = await createCompany(t.db, {
      offerings: [{ serviceId, pricePerDayPaise: 100_000, dailyCapacity: 5 }],
    });
    await addReview(t.db, { companyId: company.id, companyServiceId: offers[0]!.id }, 3, {
      comment: 'Fine',
    });
    const res = await get(`/company/auth/getCompanyReviews/${company.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.reviews).toEqual([
      expect.objectContaining({ rating: 3, comment: 'Fine', name: 'Test' }),
    ]);
    expect(res.json().data.counts['3']).toBe(1);
  });

  it('answers a seller with no reviews with an empty first page', async () => {
    const provider = await providerWithReviews([]);
    const data = (await get(`/provider/auth/getProviderReviews/${provider.id}`)).json().data;
    expect(data).toEqual({
      reviews: [],
      pagination: { page: 1, limit: 10, total: 0, totalPages: 1 },
      counts: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
      average: null,
    });
  });

  it('answers unknown sellers 404 and bad input 400', async () => {
    expect((await get(`/provider/auth/getProviderReviews/${randomUUID()}`)).statusCode).toBe(404);
    expect((await get(`/company/auth/getCompanyReviews/${randomUUID()}`)).statusCode).toBe(404);
    expect((await get('/provider/auth/getProviderReviews/nope')).statusCode).toBe(400);
    const provider = await providerWithReviews([]);
    const bad = await get(`/provider/auth/getProviderReviews/${provider.id}?page=0`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('page must be 1 or more');
  });

  it('takes the first word of a name, or says a family', () => {
    expect(firstName('  Meera   Nair ')).toBe('Meera');
    expect(firstName('')).toBe('A family');
    expect(firstName(null)).toBe('A family');
  });
});
