import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addCalendarDays, listingQuerySchema, todayInIndia } from '@care/shared';
import { openPostgres } from '../../apps/api/src/db/client.ts';
import { migrate } from '../../apps/api/src/db/migrate.ts';
import { listSellers } from '../../apps/api/src/modules/listings/repository.ts';
import { providerSeller } from '../../apps/api/src/modules/listings/seller-tables.repository.ts';
import { createSearchWords } from '../../apps/api/src/modules/listings/search-words.ts';
import { createPlaces } from '../../apps/api/src/modules/places/service.ts';
import { benchAdminUrl, existingDatabase, freshDatabase } from '../lib/database.ts';
import { load, type LoadResult } from '../lib/load.ts';
import { startServer } from '../lib/processes.ts';
import { machineLine, writeReadmeSection } from '../lib/report.ts';
import { ms, percentile, timeIt } from '../lib/stats.ts';
import { seedProviders } from './seed.ts';

/**
 * Listings at scale: a million providers in a real PostgreSQL, the listing queries timed at the
 * database, and the list endpoint's throughput beside a bare Fastify hello-world.
 * Targets: p95 <= 25 ms for each query; the endpoint >= half of hello-world's requests/s.
 */
const PROVIDERS = Number(process.env.BENCH_PROVIDERS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const DB_NAME = 'care_bench_listings';
// BENCH_REUSE=1 keeps a database seeded by an earlier run of the same size (seeding takes minutes).
const reused =
  process.env.BENCH_REUSE === '1' ? await existingDatabase(benchAdminUrl, DB_NAME) : null;
const url = reused ?? (await freshDatabase(benchAdminUrl, DB_NAME));
const handle = await openPostgres(url, 4);
await migrate(handle);
const existing = (
  await handle.pool.query<{ n: number }>('select count(*)::int as n from providers')
).rows[0]!.n;
const t0 = Date.now();
if (existing === PROVIDERS) {
  console.log(`reusing ${PROVIDERS.toLocaleString('en-IN')} providers in ${DB_NAME}`);
} else {
  if (existing) throw new Error(`${DB_NAME} holds ${existing} providers; run without BENCH_REUSE`);
  await seedProviders(url, PROVIDERS);
  console.log(
    `seeded ${PROVIDERS.toLocaleString('en-IN')} providers in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );
}

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
const cases: [string, Record<string, unknown>][] = [
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
  ['free for a week, near 560038', { freeFrom: inDays(10), freeTo: inDays(16), pincode: '560038' }],
];

// 'Near' reads sellers band by band of distance from the PIN; the bands are kept per PIN code.
const places = createPlaces(handle.db);
const searchWords = createSearchWords(handle.db, places);
const rows: string[] = [];
const dbResults: { name: string; p50: number; p95: number; total: number }[] = [];
for (const [name, query] of cases) {
  const q = listingQuerySchema.parse(query);
  let total = 0;
  const samples = await timeIt(async () => {
    const rings = q.pincode ? await places.ringsAround(q.pincode) : undefined;
    const words = q.search ? await searchWords(q.search) : undefined;
    total = (await listSellers(handle.db, providerSeller, q, rings, words)).total;
  }, RUNS);
  const result = { name, p50: percentile(samples, 50), p95: percentile(samples, 95), total };
  dbResults.push(result);
  console.log(
    `${name.padEnd(22)} p50 ${ms(result.p50)}  p95 ${ms(result.p95)}  (${total.toLocaleString('en-IN')} matches)`,
  );
  rows.push(
    `| ${name} | ${ms(result.p50)} | ${ms(result.p95)} | ${result.p95 <= 25 ? 'yes' : '**no**'} |`,
  );
}
await handle.close();

const hello = await startServer({
  command: process.execPath,
  args: ['--import', 'tsx', 'bench/listings/hello.ts'],
  env: { PORT: '3901' },
  port: 3901,
  readyPath: '/hello',
  cwd: repoRoot,
});
const api = await startServer({
  command: process.execPath,
  args: ['--import', 'tsx', 'apps/api/src/server.ts'],
  env: {
    PORT: '3902',
    HOST: '127.0.0.1',
    DATABASE_URL: url,
    SEED_DEMO_DATA: 'false',
    LOG_LEVEL: 'warn',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  },
  port: 3902,
  readyPath: '/api/v1/health',
  cwd: repoRoot,
});
// Alternate the two, three rounds each, and compare medians: a single pair of runs on a
// shared 2-core machine swings by a third either way.
const helloRuns: LoadResult[] = [];
const listRuns: LoadResult[] = [];
for (let round = 0; round < ROUNDS; round++) {
  helloRuns.push(await load(`${hello.url}/hello`, { seconds: SECONDS }));
  listRuns.push(
    await load(`${api.url}/api/v1/provider/auth/getOnlineProvidersForWeb?page=1&limit=10`, {
      seconds: SECONDS,
    }),
  );
}
await hello.stop();
await api.stop();
// For the record: the same endpoint with the micro-cache off, every request to the database.
const uncachedApi = await startServer({
  command: process.execPath,
  args: ['--import', 'tsx', 'apps/api/src/server.ts'],
  env: {
    PORT: '3904',
    HOST: '127.0.0.1',
    DATABASE_URL: url,
    SEED_DEMO_DATA: 'false',
    LOG_LEVEL: 'warn',
    LISTING_CACHE_SECONDS: '0',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  },
  port: 3904,
  readyPath: '/api/v1/health',
  cwd: repoRoot,
});
const uncached = await load(
  `${uncachedApi.url}/api/v1/provider/auth/getOnlineProvidersForWeb?page=1&limit=10`,
  {
    seconds: SECONDS,
  },
);
await uncachedApi.stop();
const median = (runs: LoadResult[]) =>
  [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[Math.floor(runs.length / 2)]!;
const helloLoad = median(helloRuns);
const listLoad = {
  ...median(listRuns),
  non2xx: listRuns.reduce((n, r) => n + r.non2xx, 0),
  errors: listRuns.reduce((n, r) => n + r.errors, 0),
};

const ratio = listLoad.requestsPerSecond / helloLoad.requestsPerSecond;
console.log(
  `hello-world   ${helloLoad.requestsPerSecond.toFixed(0)} req/s (p50 ${helloLoad.p50} ms)`,
);
console.log(
  `list endpoint ${listLoad.requestsPerSecond.toFixed(0)} req/s (p50 ${listLoad.p50} ms, non-2xx ${listLoad.non2xx})`,
);
console.log(
  `without the micro-cache ${uncached.requestsPerSecond.toFixed(0)} req/s (p50 ${uncached.p50} ms)`,
);
console.log(`ratio ${(ratio * 100).toFixed(0)}% of hello-world (target >= 50%)`);

writeReadmeSection(
  'listings',
  [
    `### Listings (\`npm run bench:listings\`)`,
    '',
    `${PROVIDERS.toLocaleString('en-IN')} providers in PostgreSQL; each figure is one list request's database work (rows + total), ${RUNS} runs. ${machineLine()}`,
    '',
    '| query | p50 | p95 | p95 <= 25 ms |',
    '|---|---|---|---|',
    ...rows,
    '',
    `| HTTP, median of ${ROUNDS} alternating ${SECONDS} s runs, 10 connections | requests/s | p50 latency |`,
    '|---|---|---|',
    `| bare Fastify hello-world | ${helloLoad.requestsPerSecond.toFixed(0)} | ${helloLoad.p50} ms |`,
    `| \`getOnlineProvidersForWeb\` page 1 | ${listLoad.requestsPerSecond.toFixed(0)} | ${listLoad.p50} ms |`,
    `| the same, micro-cache off (every request queries PostgreSQL; one run) | ${uncached.requestsPerSecond.toFixed(0)} | ${uncached.p50} ms |`,
    '',
    `The list endpoint serves **${(ratio * 100).toFixed(0)}%** of hello-world's requests per second (target at least 50%).`,
  ].join('\n'),
);
if (listLoad.non2xx || listLoad.errors) {
  console.error('the list endpoint answered errors under load');
  process.exitCode = 1;
}
