import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerServices } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { addReview, createCatalog, createCompany, createProvider } from '../../test/fixtures.ts';

interface Card {
  name?: string;
  companyName?: string;
  startingPricePerDay: number | null;
  avgRating: number;
  distanceKm?: number | null;
}

/** The list's four orders: relevance, price, rating and distance. */
describe('sorting the lists', () => {
  let t: TestApp;
  let c: Awaited<ReturnType<typeof createCatalog>>;

  const list = async (query: string, kind: 'provider' | 'company' = 'provider') => {
    const path =
      kind === 'provider'
        ? 'provider/auth/getOnlineProvidersForWeb'
        : 'company/auth/getOnlineCompaniesForWeb';
    // Elder care only: the repricing test adds a nanny, whenever it runs.
    const elder = `serviceCategoryId=${c.elder.id}`;
    const res = await t.app.inject({ url: `/api/v1/${path}?${elder}&${query}` });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    return (data.providers ?? data.companies) as Card[];
  };
  const names = (cards: Card[]) => cards.map((card) => card.name ?? card.companyName);

  beforeAll(async () => {
    t = await createTestApp();
    c = await createCatalog(t.db);
    // Cheapest, best rated and nearest (to Bengaluru) are three different people.
    const made: [string, string, number, number][] = [
      ['Pune Cheap', '411038', 60_000, 3],
      ['Chennai Best', '600001', 150_000, 5],
      ['Bengaluru Middle', '560038', 90_000, 4],
    ];
    for (const [name, pincode, price, rating] of made) {
      const { provider, offers } = await createProvider(t.db, {
        name,
        pincode,
        offerings: [
          { serviceId: c.nursing.id, pricePerDayPaise: price },
          // A dearer second service: the card's starting price is the lowest one.
          { serviceId: c.companion.id, pricePerDayPaise: price + 50_000 },
        ],
      });
      await addReview(t.db, { providerId: provider.id, providerServiceId: offers[0]!.id }, rating);
    }
    for (const [companyName, price] of [
      ['Dear Homes', 200_000],
      ['Thrifty Homes', 80_000],
    ] as const) {
      await createCompany(t.db, {
        companyName,
        pincode: '560001',
        offerings: [{ serviceId: c.companion.id, pricePerDayPaise: price, dailyCapacity: 2 }],
      });
    }
  });

  afterAll(async () => {
    await t?.close();
  });

  it('by price: the lowest price per day first, on caregivers and companies', async () => {
    const cards = await list('sort=price');
    expect(names(cards)).toEqual(['Pune Cheap', 'Bengaluru Middle', 'Chennai Best']);
    expect(cards.map((card) => card.startingPricePerDay)).toEqual([600, 900, 1500]);
    expect(names(await list('sort=price', 'company'))).toEqual(['Thrifty Homes', 'Dear Homes']);
  });

  it('by rating: the best rated first', async () => {
    expect(names(await list('sort=rating'))).toEqual([
      'Chennai Best',
      'Bengaluru Middle',
      'Pune Cheap',
    ]);
  });

  it('by distance: the nearest to the PIN code first, and the default with a PIN code', async () => {
    const expected = ['Bengaluru Middle', 'Chennai Best', 'Pune Cheap'];
    expect(names(await list('sort=distance&pincode=560001'))).toEqual(expected);
    expect(names(await list('pincode=560001'))).toEqual(expected);
  });

  it('by relevance: the default without a PIN code, best rated among equal matches', async () => {
    expect(names(await list(''))).toEqual(['Chennai Best', 'Bengaluru Middle', 'Pune Cheap']);
    expect(names(await list('sort=relevance&search=nurse'))).toEqual([
      'Chennai Best',
      'Bengaluru Middle',
      'Pune Cheap',
    ]);
  });

  it('keeps the distance on each card when sorted another way', async () => {
    const cards = await list('sort=price&pincode=560001');
    expect(names(cards)).toEqual(['Pune Cheap', 'Bengaluru Middle', 'Chennai Best']);
    const km = Object.fromEntries(cards.map((card) => [card.name, card.distanceKm]));
    expect(km['Bengaluru Middle']).toBeLessThan(15);
    expect(km['Chennai Best']).toBeGreaterThan(250);
    expect(km['Pune Cheap']).toBeGreaterThan(650);
  });

  it('follows a price change at once', async () => {
    const nannies = async () => {
      const res = await t.app.inject({
        url: `/api/v1/provider/auth/getOnlineProvidersForWeb?sort=price&limit=50&serviceId=${c.nanny.id}`,
      });
      // Other tests in this file (run in a shuffled order) list nannies of their own.
      const mine: (string | undefined)[] = ['Repriced Rekha', 'Steady Sita'];
      return names(res.json().data.providers as Card[]).filter((name) => mine.includes(name));
    };
    const offering = (pricePerDayPaise: number) => ({
      offerings: [{ serviceId: c.nanny.id, pricePerDayPaise }],
    });
    const { provider } = await createProvider(t.db, {
      name: 'Repriced Rekha',
      ...offering(300_000),
    });
    await createProvider(t.db, { name: 'Steady Sita', ...offering(100_000) });
    expect(await nannies()).toEqual(['Steady Sita', 'Repriced Rekha']);
    await t.db
      .update(providerServices)
      .set({ pricePerDayPaise: 50_000 })
      .where(eq(providerServices.providerId, provider.id));
    expect(await nannies()).toEqual(['Repriced Rekha', 'Steady Sita']);
  });

  it('orders and pages a search that names a place the same way, with the exact total', async () => {
    const made: [string, string, number, number][] = [
      ['Pune Nanny Asha', '411001', 90_000, 5],
      ['Pune Nanny Bela', '411038', 70_000, 3],
      ['Pune Nanny Charu', '411014', 120_000, 4],
      // Named after the city, though in Mumbai: a search for 'pune' finds it by name.
      ['Pune Sisters Care', '400050', 100_000, 2],
    ];
    for (const [name, pincode, price, rating] of made) {
      const { provider, offers } = await createProvider(t.db, {
        name,
        pincode,
        offerings: [{ serviceId: c.nanny.id, pricePerDayPaise: price }],
      });
      await addReview(t.db, { providerId: provider.id, providerServiceId: offers[0]!.id }, rating);
    }
    const page = async (query: string) => {
      const res = await t.app.inject({
        url: `/api/v1/provider/auth/getOnlineProvidersForWeb?search=pune&serviceId=${c.nanny.id}&${query}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      return { names: names(data.providers as Card[]), pagination: data.pagination };
    };
    expect((await page('sort=price')).names).toEqual([
      'Pune Nanny Bela',
      'Pune Nanny Asha',
      'Pune Sisters Care',
      'Pune Nanny Charu',
    ]);
    expect((await page('sort=rating')).names).toEqual([
      'Pune Nanny Asha',
      'Pune Nanny Charu',
      'Pune Nanny Bela',
      'Pune Sisters Care',
    ]);
    const second = await page('sort=rating&limit=3&page=2');
    expect(second.names).toEqual(['Pune Sisters Care']);
    expect(second.pagination).toMatchObject({ total: 4, totalPages: 2 });
    expect((await page('sort=rating&limit=3&page=9')).pagination).toMatchObject({ total: 4 });
  });

  it('asks for a PIN code to sort by distance, and refuses an unknown order', async () => {
    const noPin = await t.app.inject({
      url: '/api/v1/provider/auth/getOnlineProvidersForWeb?sort=distance',
    });
    expect(noPin.statusCode).toBe(400);
    expect(noPin.json().message).toContain('Enter your PIN code to sort by distance');

    const unknown = await t.app.inject({
      url: '/api/v1/company/auth/getOnlineCompaniesForWeb?sort=cheapest',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain(
      'sort must be one of: relevance, price, rating, distance',
    );
  });
});
