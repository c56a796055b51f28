import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createCatalog, createCompany, createProvider } from '../../test/fixtures.ts';

interface Card {
  name?: string;
  companyName?: string;
  pincode: string | null;
  distanceKm?: number | null;
}

/** 'Near me' by great-circle distance between real PIN codes, with the km on each card. */
describe('listing by distance from a PIN code', () => {
  let t: TestApp;

  const providers = async (query: string) => {
    const res = await t.app.inject({
      url: `/api/v1/provider/auth/getOnlineProvidersForWeb${query}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.providers as Card[];
  };

  beforeAll(async () => {
    t = await createTestApp();
    const c = await createCatalog(t.db);
    const offerings = [{ serviceId: c.nursing.id, pricePerDayPaise: 100_000 }];
    // Listed in an order unrelated to distance, all rated alike.
    for (const [name, pincode] of [
      ['Delhi Devi', '110001'],
      ['Unplaced Uma', null],
      ['Chennai Chitra', '600001'],
      ['Indiranagar Isha', '560038'],
      ['Pune Padma', '411038'],
      ['Bengaluru Bina', '560001'],
    ] as const) {
      await createProvider(t.db, { name, pincode, offerings });
    }
    await createCompany(t.db, {
      companyName: 'Chennai Care Co',
      pincode: '600001',
      offerings: [{ ...offerings[0]!, dailyCapacity: 3 }],
    });
    await createCompany(t.db, {
      companyName: 'Delhi Care Co',
      pincode: '110001',
      offerings: [{ ...offerings[0]!, dailyCapacity: 3 }],
    });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('puts Chennai ahead of Delhi for a Bengaluru family, with about how far on each', async () => {
    const near = await providers('?pincode=560038');
    expect(near.map((p) => p.name)).toEqual([
      'Indiranagar Isha',
      'Bengaluru Bina',
      'Chennai Chitra',
      'Pune Padma',
      'Delhi Devi',
      'Unplaced Uma',
    ]);
    const km = Object.fromEntries(near.map((p) => [p.name, p.distanceKm]));
    expect(km['Indiranagar Isha']).toBe(0);
    expect(km['Bengaluru Bina']).toBeGreaterThan(0);
    expect(km['Bengaluru Bina']).toBeLessThan(15);
    expect(km['Chennai Chitra']).toBeGreaterThan(250);
    expect(km['Chennai Chitra']).toBeLessThan(350);
    expect(km['Pune Padma']).toBeGreaterThan(650);
    expect(km['Pune Padma']).toBeLessThan(900);
    expect(km['Delhi Devi']).toBeGreaterThan(1650);
    expect(km['Unplaced Uma']).toBeNull();
  });

  it('orders companies the same way', async () => {
    const res = await t.app.inject({
      url: '/api/v1/company/auth/getOnlineCompaniesForWeb?pincode=560001',
    });
    expect(res.statusCode, res.body).toBe(200);
    const companies = res.json().data.companies as Card[];
    expect(companies.map((c) => c.companyName)).toEqual(['Chennai Care Co', 'Delhi Care Co']);
    expect(companies[0]!.distanceKm).toBeGreaterThan(250);
  });

  it('gives no distance without a PIN code', async () => {
    const all = await providers('');
    expect(all).toHaveLength(6);
    for (const p of all) expect(p).not.toHaveProperty('distanceKm');
  });

  it('says so when the PIN code is not one India Post knows', async () => {
    const res = await t.app.inject({
      url: '/api/v1/provider/auth/getOnlineProvidersForWeb?pincode=999999',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'We could not find that PIN code. Check the number, or search by your city or area.',
    );
  });
});
