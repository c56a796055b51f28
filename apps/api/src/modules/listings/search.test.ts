import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createPlaces } from '../places/service.ts';
import { createSearchWords } from './search-words.ts';
import { addReview, createCatalog, createCompany, createProvider } from '../../test/fixtures.ts';

/**
 * Search quality, table-driven: what a family types, and who must come back. Names, services,
 * misspellings, the words Indian families use, and places (city, locality, PIN code).
 */
describe('search that understands', () => {
  let t: TestApp;

  const ranked = async (kind: 'provider' | 'company', query: string) => {
    const path =
      kind === 'provider'
        ? 'provider/auth/getOnlineProvidersForWeb'
        : 'company/auth/getOnlineCompaniesForWeb';
    const res = await t.app.inject({
      url: `/api/v1/${path}?search=${encodeURIComponent(query)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    return ((data.providers ?? data.companies) as { name?: string; companyName?: string }[]).map(
      (row) => row.name ?? row.companyName,
    );
  };
  /** Who comes back, whatever the order. */
  const search = async (kind: 'provider' | 'company', query: string) =>
    (await ranked(kind, query)).sort();

  beforeAll(async () => {
    t = await createTestApp();
    const c = await createCatalog(t.db);
    const price = 100_000;
    // Name, PIN code, services and rating (0: not rated yet).
    const made: [string, string, string[], number][] = [
      ['Meera Nair', '411038', [c.nursing.id], 3], // Pune, Kothrud
      ['Sunita Pawar', '411001', [c.nanny.id], 3], // Pune
      ['Kavya Rao', '560038', [c.nursing.id, c.companion.id], 5], // Bengaluru, Indiranagar
      ['Lata Iyer', '600001', [c.nanny.id], 0], // Chennai
      ['Meena Kumari', '110001', [c.companion.id], 0], // New Delhi
      ['Sunitha Reddy', '500001', [c.companion.id], 4], // Hyderabad
    ];
    for (const [name, pincode, serviceIds, rating] of made) {
      const { provider, offers } = await createProvider(t.db, {
        name,
        pincode,
        offerings: serviceIds.map((serviceId) => ({ serviceId, pricePerDayPaise: price })),
      });
      if (rating > 0) {
        const seller = { providerId: provider.id, providerServiceId: offers[0]!.id };
        await addReview(t.db, seller, rating);
      }
    }
    await createCompany(t.db, {
      companyName: 'Little Steps Creche',
      pincode: '560034',
      offerings: [{ serviceId: c.creche.id, pricePerDayPaise: price, dailyCapacity: 5 }],
    });
    await createCompany(t.db, {
      companyName: 'Sahara Elder Homes',
      pincode: '411038',
      offerings: [{ serviceId: c.companion.id, pricePerDayPaise: price, dailyCapacity: 5 }],
    });
  });

  afterAll(async () => {
    await t?.close();
  });

  it.each([
    ['nurse', ['Kavya Rao', 'Meera Nair']],
    ['Nursing', ['Kavya Rao', 'Meera Nair']],
    ['nursng', ['Kavya Rao', 'Meera Nair']],
    ['aaya', ['Lata Iyer', 'Sunita Pawar']],
    ['ayah', ['Lata Iyer', 'Sunita Pawar']],
    ['babysitter', ['Lata Iyer', 'Sunita Pawar']],
    ['meera', ['Meera Nair']],
    ['Pune', ['Meera Nair', 'Sunita Pawar']],
    ['Kothrud', ['Meera Nair']],
    ['Bengaluru', ['Kavya Rao']],
    ['560038', ['Kavya Rao']],
    ['nurse Pune', ['Meera Nair']],
    ['nanny chennai', ['Lata Iyer']],
    ['companion Delhi', ['Meena Kumari']],
    ['dentist', []],
    ['sunita', ['Sunita Pawar', 'Sunitha Reddy']],
    ['atendant', ['Kavya Rao', 'Meera Nair']],
    ['companian Bengaluru', ['Kavya Rao']],
  ])('caregivers: %s', async (query, expected) => {
    expect(await search('provider', query)).toEqual(expected);
  });

  // The order of the default 'relevance' sort: a match as typed before a likely misspelling,
  // then the better rated.
  it.each([
    ['sunita', ['Sunita Pawar', 'Sunitha Reddy']],
    ['sunitha', ['Sunitha Reddy', 'Sunita Pawar']],
    ['nurse', ['Kavya Rao', 'Meera Nair']],
    ['nursng', ['Kavya Rao', 'Meera Nair']],
    ['companion', ['Kavya Rao', 'Sunitha Reddy', 'Meena Kumari']],
    ['nanny', ['Sunita Pawar', 'Lata Iyer']],
  ])('top results for %s', async (query, expected) => {
    expect(await ranked('provider', query)).toEqual(expected);
  });

  it('reads a misspelt catalogue word as the word it means, and a place as its PIN codes', async () => {
    const searchWords = createSearchWords(t.db, createPlaces(t.db));
    const words = await searchWords('nursng pune');
    expect(words[0]).toMatchObject({ word: 'nursng', asTypedOnly: true, pins: [] });
    expect(words[0]!.alternatives).toEqual(expect.arrayContaining(['nursing', 'nurse']));
    expect(words[1]).toMatchObject({ word: 'pune', asTypedOnly: true });
    expect(words[1]!.pins).toContain('411038');
    // A catalogue word as typed needs no likeness; a name does.
    expect(await searchWords('nanny sunitha')).toMatchObject([
      { word: 'nanny', asTypedOnly: true },
      { word: 'sunitha' },
    ]);
    expect((await searchWords('sunitha'))[0]!.asTypedOnly).toBeUndefined();
    // A place is a whole word of its name: 'kothrud', not 'kothr'.
    expect((await searchWords('kothrud'))[0]!.pins).toContain('411038');
    expect((await searchWords('kothr'))[0]!.asTypedOnly).toBeUndefined();
  });

  it.each([
    ['creche', ['Little Steps Creche']],
    ['crèche', ['Little Steps Creche']],
    ['daycare', ['Little Steps Creche']],
    ['Bengaluru', ['Little Steps Creche']],
    ['Kothrud', ['Sahara Elder Homes']],
    ['elderly Pune', ['Sahara Elder Homes']],
  ])('companies: %s', async (query, expected) => {
    expect(await search('company', query)).toEqual(expected);
  });
});
