import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { addReview, createCatalog, createProvider } from '../../test/fixtures.ts';

type Catalog = Awaited<ReturnType<typeof createCatalog>>;
const url = '/api/v1/provider/auth/getOnlineProvidersForWeb';

describe('provider listings', () => {
  let t: TestApp;
  let c: Catalog;
  const ids: Record<string, string> = {};

  const list = async (query = '') => {
    const res = await t.app.inject({ url: `${url}${query}` });
    expect(res.statusCode).toBe(200);
    return res.json().data as {
      providers: {
        id: string;
        name: string;
        avgRating: number;
        serviceCategories: { name: string }[];
        verified: boolean;
      }[];
      pagination: { page: number; limit: number; total: number; totalPages: number };
    };
  };
  const names = async (query = '') => (await list(query)).providers.map((p) => p.name);

  beforeAll(async () => {
    t = await createTestApp();
    c = await createCatalog(t.db);
    const make = async (
      name: string,
      pincode: string,
      offerings: { serviceId: string; pricePerDayPaise: number }[],
    ) => {
      const { provider, offers } = await createProvider(t.db, { name, pincode, offerings });
      ids[name] = provider.id;
      return { provider, offers };
    };
    const asha = await make('Asha Nair', '560038', [
      { serviceId: c.nursing.id, pricePerDayPaise: 150_000 },
    ]);
    const ravi = await make('Ravi Kumar', '560001', [
      { serviceId: c.companion.id, pricePerDayPaise: 90_000 },
      { serviceId: c.nanny.id, pricePerDayPaise: 80_000 },
    ]);
    await make('Priya Sharma', '110001', [{ serviceId: c.nanny.id, pricePerDayPaise: 70_000 }]);
    await make('Meera 100%_Care', '400001', [{ serviceId: c.creche.id, pricePerDayPaise: 60_000 }]);
    // Never listed: offline, unverified, suspended, or no name yet.
    await createProvider(t.db, {
      name: 'Offline Olga',
      isOnline: false,
      offerings: [{ serviceId: c.nursing.id, pricePerDayPaise: 100_000 }],
    });
    await createProvider(t.db, { name: 'Pending Paul', verificationStatus: 'PENDING' });
    await createProvider(t.db, { name: 'Inactive Ian', isActive: false });
    await createProvider(t.db, { name: null });

    await addReview(
      t.db,
      { providerId: asha.provider.id, providerServiceId: asha.offers[0]!.id },
      5,
    );
    await addReview(
      t.db,
      { providerId: asha.provider.id, providerServiceId: asha.offers[0]!.id },
      4,
    );
    await addReview(
      t.db,
      { providerId: ravi.provider.id, providerServiceId: ravi.offers[0]!.id },
      3,
    );
  });
  afterAll(() => t.close());

  it('lists only online, active, verified providers, best rated first', async () => {
    const data = await list();
    const order = data.providers.map((p) => p.name);
    // 4.5 then 3.0; the unrated two follow in a stable order.
    expect(order.slice(0, 2)).toEqual(['Asha Nair', 'Ravi Kumar']);
    expect(order.slice(2).sort()).toEqual(['Meera 100%_Care', 'Priya Sharma']);
    expect(data.providers).toHaveLength(4);
    expect(data.pagination).toEqual({ page: 1, limit: 10, total: 4, totalPages: 1 });
    // Each card says the operator checked the seller: the web shows its 'Certified' mark.
    expect(data.providers.map((p) => p.verified)).toEqual([true, true, true, true]);
  });

  it('computes the rating from reviews', async () => {
    const data = await list();
    const asha = data.providers.find((p) => p.name === 'Asha Nair')!;
    expect(asha).toMatchObject({ avgRating: 4.5, reviewCount: 2, startingPricePerDay: 1500 });
    expect(data.providers.find((p) => p.name === 'Priya Sharma')).toMatchObject({
      avgRating: 0,
      reviewCount: 0,
    });
  });

  it('gives each card its categories and lowest price', async () => {
    const ravi = (await list()).providers.find((p) => p.name === 'Ravi Kumar')!;
    expect(ravi).toMatchObject({
      startingPricePerDay: 800,
      serviceCategories: [
        { id: c.elder.id, name: 'Elder Care' },
        { id: c.child.id, name: 'Child Care' },
      ],
    });
  });

  it('filters by care category and by service', async () => {
    expect((await names(`?serviceCategoryId=${c.elder.id}`)).sort()).toEqual([
      'Asha Nair',
      'Ravi Kumar',
    ]);
    expect(
      (await names(`?serviceCategoryId=${c.child.id}&serviceId=${c.nanny.id}`)).sort(),
    ).toEqual(['Priya Sharma', 'Ravi Kumar']);
    expect(await names(`?serviceId=${c.creche.id}`)).toEqual(['Meera 100%_Care']);
    expect(await names(`?serviceCategoryId=${c.elder.id}&serviceId=${c.nanny.id}`)).toEqual([]);
  });

  it('searches names and service names, ignoring case', async () => {
    expect(await names('?search=asha')).toEqual(['Asha Nair']);
    expect((await names('?search=NANNY')).sort()).toEqual(['Priya Sharma', 'Ravi Kumar']);
    expect(await names('?search=nobody-like-this')).toEqual([]);
  });

  it('never lets % or _ act as wildcards: punctuation is not searched for', async () => {
    expect(await names('?search=100%25_')).toEqual(['Meera 100%_Care']);
    // Nothing but punctuation is no search at all, not a pattern matching everyone by chance.
    expect((await names('?search=%25')).sort()).toEqual((await names('')).sort());
    expect((await names('?search=_')).sort()).toEqual((await names('')).sort());
  });

  it('ranks by distance from the PIN code: Bengaluru, then Mumbai, then Delhi', async () => {
    expect(await names('?pincode=560001')).toEqual([
      'Ravi Kumar',
      'Asha Nair',
      'Meera 100%_Care',
      'Priya Sharma',
    ]);
  });

  it('pages through the distance bands one page at a time', async () => {
    const pages = [];
    for (let page = 1; page <= 5; page++) {
      pages.push(await names(`?pincode=560001&limit=1&page=${page}`));
    }
    expect(pages).toEqual([
      ['Ravi Kumar'],
      ['Asha Nair'],
      ['Meera 100%_Care'],
      ['Priya Sharma'],
      [],
    ]);
    // A page that straddles the bands.
    const straddle = await names('?pincode=560038&limit=3&page=1');
    expect(straddle.slice(0, 2)).toEqual(['Asha Nair', 'Ravi Kumar']);
    expect(straddle).toHaveLength(3);
    const filtered = await names(`?pincode=400001&serviceId=${c.nanny.id}`);
    expect(filtered.sort()).toEqual(['Priya Sharma', 'Ravi Kumar']);
  });

  it('pages through results with correct maths at the edges', async () => {
    const first = await list('?limit=3&page=1');
    expect(first.providers).toHaveLength(3);
    expect(first.pagination).toEqual({ page: 1, limit: 3, total: 4, totalPages: 2 });
    const second = await list('?limit=3&page=2');
    expect(second.providers).toHaveLength(1);
    const all = [...first.providers, ...second.providers].map((p) => p.id);
    expect(new Set(all).size).toBe(4);
    const beyond = await list('?limit=3&page=3');
    expect(beyond.providers).toEqual([]);
    expect(beyond.pagination.totalPages).toBe(2);
    const exact = await list('?limit=4');
    expect(exact.pagination.totalPages).toBe(1);
    const none = await list('?search=zzz');
    expect(none.pagination).toEqual({ page: 1, limit: 10, total: 0, totalPages: 1 });
  });

  it('caps the page size at 100 and treats empty values as no filter', async () => {
    expect((await list('?limit=5000')).pagination.limit).toBe(100);
    expect((await list('?search=&serviceId=&serviceCategoryId=&page=')).pagination.total).toBe(4);
  });

  it.each([
    ['page=0'],
    ['page=-1'],
    ['page=abc'],
    ['limit=0'],
    ['limit=1.5'],
    ['serviceId=not-a-uuid'],
    ['serviceCategoryId=42'],
    ['pincode=12'],
  ])('answers 400 for %s', async (query) => {
    const res = await t.app.inject({ url: `${url}?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it('accepts a token but never requires one', async () => {
    const res = await t.app.inject({ url, headers: { authorization: 'Bearer whatever' } });
    expect(res.statusCode).toBe(200);
  });

  it('serves a public profile and offerings without private fields', async () => {
    const res = await t.app.inject({
      url: `/api/v1/provider/auth/getProviderProfileById/${ids['Ravi Kumar']}`,
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      id: ids['Ravi Kumar'],
      name: 'Ravi Kumar',
      providerSkill: [
        { id: c.companion.id, name: 'Elderly Companion' },
        { id: c.nanny.id, name: 'Nanny' },
      ],
    });
    expect(data).not.toHaveProperty('mobile');
    expect(data).not.toHaveProperty('dob');

    const offers = await t.app.inject({
      url: `/api/v1/provider/providerService/getAllProviderServicesForCustomer/${ids['Ravi Kumar']}`,
    });
    expect(offers.json().data).toEqual([
      {
        id: expect.any(String),
        serviceId: c.companion.id,
        pricePerDay: 900,
        description: null,
        service: {
          name: 'Elderly Companion',
          description: null,
          category: { id: c.elder.id, name: 'Elder Care' },
        },
      },
      {
        id: expect.any(String),
        serviceId: c.nanny.id,
        pricePerDay: 800,
        description: null,
        service: {
          name: 'Nanny',
          description: null,
          category: { id: c.child.id, name: 'Child Care' },
        },
      },
    ]);
  });

  it('answers 404 for unknown or unlisted providers and 400 for malformed ids', async () => {
    const unknown = await t.app.inject({
      url: `/api/v1/provider/auth/getProviderProfileById/${randomUUID()}`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Provider not found');
    const offline = await t.app.inject({
      url: `/api/v1/provider/providerService/getAllProviderServicesForCustomer/${randomUUID()}`,
    });
    expect(offline.statusCode).toBe(404);
    const malformed = await t.app.inject({
      url: '/api/v1/provider/auth/getProviderProfileById/abc',
    });
    expect(malformed.statusCode).toBe(400);
  });
});
