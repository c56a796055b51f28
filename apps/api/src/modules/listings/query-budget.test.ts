import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingContracts, reviewContracts } from '@care/shared';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { addReview, createCatalog, createCompany, createProvider } from '../../test/fixtures.ts';
import { countQueries, type QueryCounter } from '../../test/query-count.ts';

/**
 * How many statements each public list and profile call may send, on a warm process (the
 * catalogue's names and the PIN codes' points are read once per process and kept). A page's
 * cards come from the seller rows in one statement, so the count never grows with the page:
 * a query per card (N+1) fails here at once.
 *
 * A list is its page and, below the planner's trusted range, a capped exact count (repository.ts
 * countMatches); the planner's estimate itself is asked once per filter and kept a minute
 * (estimates.ts), so a warm process does not send it. A search that may hold a misspelling reads
 * its page in two tiers (as typed, then alike). A profile is its row and what it lists.
 */
const LIST = 2;

describe('statements sent per public list and profile call', () => {
  let t: TestApp;
  let counter: QueryCounter;
  const ids = { provider: '', company: '' };

  beforeAll(async () => {
    t = await createTestApp();
    counter = countQueries(t.handle);
    const c = await createCatalog(t.db);
    // Twelve of each, in two care types with reviews: more than a small page, so a statement
    // per card would show as a larger count on the larger page.
    for (let i = 0; i < 12; i += 1) {
      const pin = i % 2 ? '560038' : '560001';
      const { provider, offers } = await createProvider(t.db, {
        name: `Asha ${i}`,
        pincode: pin,
        offerings: [
          { serviceId: c.nursing.id, pricePerDayPaise: 100_000 + i },
          { serviceId: c.nanny.id, pricePerDayPaise: 90_000 + i },
        ],
      });
      await addReview(t.db, { providerId: provider.id, providerServiceId: offers[0]!.id }, 4);
      const { company, offers: companyOffers } = await createCompany(t.db, {
        companyName: `Sahara Homecare ${i}`,
        pincode: pin,
        offerings: [
          { serviceId: c.nursing.id, pricePerDayPaise: 100_000 + i, dailyCapacity: 2 },
          { serviceId: c.nanny.id, pricePerDayPaise: 95_000 + i, dailyCapacity: 2 },
        ],
      });
      await addReview(t.db, { companyId: company.id, companyServiceId: companyOffers[0]!.id }, 5);
      ids.provider = provider.id;
      ids.company = company.id;
    }
  });
  afterAll(() => t.close());

  /** The statements a warm process sends for one GET, which must answer 200. */
  async function statementsFor(url: string): Promise<string[]> {
    await t.app.inject({ url: `/api/v1${url}` });
    const { result, statements } = await counter.record(() =>
      t.app.inject({ url: `/api/v1${url}` }),
    );
    expect(result.statusCode, `${url}: ${result.body}`).toBe(200);
    return statements;
  }

  const providers = listingContracts.getOnlineProvidersForWeb.path;
  const companies = listingContracts.getOnlineCompaniesForWeb.path;
  const withId = (path: string, id: () => string) => () => path.replace(/:\w+$/, id());
  const lists: [string, number][] = [
    [providers, LIST],
    [`${providers}?sort=price`, LIST],
    [`${providers}?search=asha`, LIST],
    [`${providers}?search=nursing`, LIST],
    // 'ashaa' may be a misspelling: the page is read as typed, then by likeness.
    [`${providers}?search=ashaa`, LIST + 1],
    // The nearest band of PIN codes fills the page.
    [`${providers}?pincode=560038`, LIST],
    [`${providers}?pincode=560038&sort=rating`, LIST],
    [`${providers}?freeFrom=2030-01-01&freeTo=2030-01-03`, LIST],
    [`${providers}?serviceCategoryId=00000000-0000-4000-8000-000000000000`, LIST],
    [companies, LIST],
    [`${companies}?sort=price`, LIST],
    [`${companies}?search=sahara`, LIST],
    [`${companies}?pincode=560038`, LIST],
    [`${companies}?freeFrom=2030-01-01&freeTo=2030-01-03`, LIST],
  ];

  it.each(lists)('%s sends at most %i, the same for a page of 2 and of 10', async (url, most) => {
    const join = url.includes('?') ? '&' : '?';
    const small = await statementsFor(`${url}${join}limit=2`);
    const large = await statementsFor(`${url}${join}limit=10`);
    expect(small.length, small.join('\n')).toBeLessThanOrEqual(most);
    expect(large.length, large.join('\n')).toBe(small.length);
  });

  const profiles: [string, () => string, number][] = [
    // The card with the profile's own columns, then the caregiver's services.
    [
      'getProviderProfileById',
      withId(listingContracts.getProviderProfileById.path, () => ids.provider),
      2,
    ],
    [
      'getCompanyProfileByID',
      withId(listingContracts.getCompanyProfileByID.path, () => ids.company),
      1,
    ],
    // Whether the seller is listed, then the offerings.
    [
      'getAllProviderServicesForCustomer',
      withId(listingContracts.getAllProviderServicesForCustomer.path, () => ids.provider),
      2,
    ],
    [
      'getAllCompanyServicesForCustomer',
      withId(listingContracts.getAllCompanyServicesForCustomer.path, () => ids.company),
      2,
    ],
    // Whether the seller is listed, the count of each star, the page.
    ['getProviderReviews', withId(reviewContracts.getProviderReviews.path, () => ids.provider), 3],
    ['getCompanyReviews', withId(reviewContracts.getCompanyReviews.path, () => ids.company), 3],
  ];

  it.each(profiles)('%s sends at most %i', async (_name, url, most) => {
    const statements = await statementsFor(url());
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(most);
  });

  it('covers every public list and profile call', () => {
    const covered = new Set([providers, companies, ...profiles.map(([name]) => name)]);
    const calls = { ...listingContracts, ...reviewContracts };
    for (const [name, contract] of Object.entries(calls)) {
      expect(covered.has(name) || covered.has(contract.path), name).toBe(true);
    }
  });
});
