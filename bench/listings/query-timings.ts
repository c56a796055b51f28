import { addCalendarDays, listingQuerySchema, todayInIndia } from '@care/shared';
import type { PostgresHandle } from '../../apps/api/src/db/client.ts';
import { listSellers } from '../../apps/api/src/modules/listings/repository.ts';
import { providerSeller } from '../../apps/api/src/modules/listings/seller-tables.repository.ts';
import { createSearchWords } from '../../apps/api/src/modules/listings/search-words.ts';
import { createPlaces } from '../../apps/api/src/modules/places/service.ts';
import { ms, percentile, timeIt } from '../lib/stats.ts';

/** One kind of list request's database work (the rows and the total), timed over many runs. */
export interface QueryTiming {
  name: string;
  p50: number;
  p95: number;
  total: number;
}

/** The list queries families send most, and the ones that are hardest for the database. */
async function listingCases(handle: PostgresHandle): Promise<[string, Record<string, unknown>][]> {
  const [elder] = (
    await handle.pool.query<{ id: string }>(
      `select id from service_categories where name = 'Elder Care'`,
    )
  ).rows;
  const [nursing] = (
    await handle.pool.query<{ id: string }>(
      `select id from services where name = 'Nursing Attendant'`,
    )
  ).rows;
  const inDays = (days: number) => addCalendarDays(todayInIndia(), days);
  return [
    ['no filter, page 1', {}],
    ['category + service', { serviceCategoryId: elder!.id, serviceId: nursing!.id }],
    ['text search "meera"', { search: 'meera' }],
    ['misspelt "nursng pune"', { search: 'nursng pune' }],
    ['page 500', { page: 500 }],
    ['near PIN 560038', { pincode: '560038' }],
    ['near PIN 560038, page 50', { pincode: '560038', page: 50 }],
    ['cheapest first', { sort: 'price' }],
    ['elder care, cheapest first', { sort: 'price', serviceCategoryId: elder!.id }],
    ['"nurse pune", best rated', { search: 'nurse pune', sort: 'rating' }],
    ['free for a week', { freeFrom: inDays(10), freeTo: inDays(16) }],
    [
      'free for a week, near 560038',
      { freeFrom: inDays(10), freeTo: inDays(16), pincode: '560038' },
    ],
  ];
}

/**
 * Times each case as the listing service runs it, printing each as it goes. 'Near' reads sellers
 * band by band of distance from the PIN; the bands are kept per PIN code, as the API keeps them.
 */
export async function timeListingQueries(
  handle: PostgresHandle,
  runs: number,
): Promise<QueryTiming[]> {
  const places = createPlaces(handle.db);
  const searchWords = createSearchWords(handle.db, places);
  const timings: QueryTiming[] = [];
  for (const [name, query] of await listingCases(handle)) {
    const q = listingQuerySchema.parse(query);
    let total = 0;
    const samples = await timeIt(async () => {
      const rings = q.pincode ? await places.ringsAround(q.pincode) : undefined;
      const words = q.search ? await searchWords(q.search) : undefined;
      total = (await listSellers(handle.db, providerSeller, q, { rings, words })).total;
    }, runs);
    const timing = { name, p50: percentile(samples, 50), p95: percentile(samples, 95), total };
    timings.push(timing);
    console.log(
      `${name.padEnd(22)} p50 ${ms(timing.p50)}  p95 ${ms(timing.p95)}  (${total.toLocaleString('en-IN')} matches)`,
    );
  }
  return timings;
}
