import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingQuerySchema } from '@care/shared';
import { createCompiledStatements } from '../../db/compiled-statements.ts';
import { createTestDatabase } from '../../test/database.ts';
import { addReview, createCatalog, createCompany, createProvider } from '../../test/fixtures.ts';
import { listSellers } from './repository.ts';
import { companySeller, providerSeller } from './seller-tables.repository.ts';

/*
 * A warm list reads its cards from the driver's array rows (`sellerRowFromColumns`, by the
 * position of `cardColumns`); a list without compiled statements reads the driver's objects,
 * by the columns' names. Both must give the same cards, or a column added to one and not the
 * other would shift a card's fields.
 */
describe('a page of cards read from array rows', () => {
  let handle: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    handle = await createTestDatabase();
    const c = await createCatalog(handle.db);
    const { provider, offers } = await createProvider(handle.db, {
      name: 'Asha Rao',
      pincode: '411038',
      offerings: [
        { serviceId: c.nursing.id, pricePerDayPaise: 120_000 },
        { serviceId: c.companion.id, pricePerDayPaise: 90_000 },
      ],
    });
    await addReview(handle.db, { providerId: provider.id, providerServiceId: offers[0]!.id }, 4);
    // Nulls where a card allows them: no PIN code; no offering, so no price and no care types.
    await createProvider(handle.db, { name: 'Meera Iyer', pincode: null });
    await createProvider(handle.db, { name: 'No Offerings Yet' });
    await createCompany(handle.db, {
      companyName: 'Sunrise Care',
      offerings: [{ serviceId: c.nursing.id, pricePerDayPaise: 200_000 }],
    });
  });
  afterAll(() => handle?.close());

  for (const [kind, seller] of [
    ['caregivers', providerSeller],
    ['companies', companySeller],
  ] as const) {
    for (const sort of ['rating', 'price'] as const) {
      it(`gives the same ${kind} in the ${sort} order as the object rows`, async () => {
        const query = listingQuerySchema.parse({ page: 1, limit: 10, sort });
        const statements = createCompiledStatements(handle.db);
        const fromArrays = await listSellers(handle.db, seller, query, { statements });
        const fromObjects = await listSellers(handle.db, seller, query);
        expect(fromArrays.rows).toHaveLength(kind === 'caregivers' ? 3 : 1);
        expect(fromArrays.rows).toEqual(fromObjects.rows);
        // Each field kept its type: a rating is a number, care types a parsed list.
        for (const row of fromArrays.rows) {
          expect(typeof row.avgRating).toBe('number');
          expect(Array.isArray(row.categories)).toBe(true);
          expect(typeof row.verified).toBe('boolean');
        }
      });
    }
  }
});
