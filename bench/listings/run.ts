import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { addCalendarDays, listingQuerySchema, todayInIndia } from '@care/shared';
import { openPostgres } from '../../apps/api/src/db/client.ts';
import { migrate } from '../../apps/api/src/db/migrate.ts';
import { listSellers } from '../../apps/api/src/modules/listings/repository.ts';
import { providerSeller } from '../../apps/api/src/modules/listings/seller-tables.repository.ts';
import { createSearchWords } from '../../apps/api/src/modules/listings/search-words.ts';
import { createPlaces } from '../../apps/api/src/modules/places/service.ts';
import { createListingService } from '../../apps/api/src/modules/listings/service.ts';
import { benchAdminUrl, existingDatabase, freshDatabase } from '../lib/database.ts';
import { load, type LoadResult } from '../lib/load.ts';
import { wrkLoad } from '../lib/wrk.ts';
import { cpuSeries } from '../lib/cpu-report.ts';
import { pgbenchCeiling, recordStatements, type PgbenchResult } from '../lib/pgbench.ts';
import { startServer } from '../lib/processes.ts';
import { machineLine, writeReadmeSection } from '../lib/report.ts';
import { ms, percentile, timeIt } from '../lib/stats.ts';
import { seedProviders } from './seed.ts';
import { apiNodeArgs, withApiNodeFlags } from '../lib/api-command.ts';

/**
 * Listings at scale: a million providers in a real PostgreSQL, the listing queries timed at the
 * database, and the list endpoint's throughput beside a bare Fastify hello-world and beside the
 * database's own ceiling for the same statements (pgbench). Targets: p95 <= 25 ms for each
 * query; the endpoint >= half of hello-world's requests/s; with its micro-cache off, >= half of
 * the database's ceiling. Beside them, the machine's floor: a bare route sending only the page
 * statement, against pgbench's ceiling for that statement alone; and that statement looped
 * through node-pg with no HTTP, to show what the driver itself costs.
 */
const PROVIDERS = Number(process.env.BENCH_PROVIDERS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
/** Load connections, the API's pool and pgbench's clients: the same number for all three. */
const CONNECTIONS = 10;
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
    total = (await listSellers(handle.db, providerSeller, q, { rings, words })).total;
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

// The database's ceiling for the list endpoint: the statements one request sends, as the
// listing service sends them, replayed by pgbench over as many connections as the API's pool.
const listQuery = { page: 1, limit: 10 };
const recordingHandle = await openPostgres(url, 4);
const listingService = createListingService(recordingHandle.db);
await listingService.listProviders(listingQuerySchema.parse(listQuery));
const requestStatements = await recordStatements(recordingHandle.pool, () =>
  listingService.listProviders(listingQuerySchema.parse(listQuery)),
);
await recordingHandle.close();
await handle.close();
console.log(`one list request sends ${requestStatements.length} statements`);

const apiEnv = {
  HOST: '127.0.0.1',
  DATABASE_URL: url,
  DATABASE_POOL_SIZE: String(CONNECTIONS),
  SEED_DEMO_DATA: 'false',
  LOG_LEVEL: 'warn',
  // Answers encoded as production encodes them (decision 030), not with development's full checks.
  RESPONSE_CHECKS: 'shape',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
};
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
  args: apiNodeArgs(),
  env: { ...apiEnv, PORT: '3902' },
  port: 3902,
  readyPath: '/api/v1/health',
  cwd: repoRoot,
});
const uncachedApi = await startServer({
  command: process.execPath,
  args: apiNodeArgs(),
  env: { ...apiEnv, PORT: '3904', LISTING_CACHE_SECONDS: '0' },
  port: 3904,
  readyPath: '/api/v1/health',
  cwd: repoRoot,
});
// The page statement alone (not the planner's estimate), for the machine's floor below.
const pageStatement = requestStatements.find((s) => !/^\s*explain\b/i.test(s.text));
if (!pageStatement) throw new Error('a list request sent no page statement');
const floor = await startServer({
  command: process.execPath,
  args: ['--import', 'tsx', 'bench/listings/floor.ts'],
  env: {
    PORT: '3903',
    DATABASE_URL: url,
    DATABASE_POOL_SIZE: String(CONNECTIONS),
    FLOOR_STATEMENT: JSON.stringify(pageStatement),
  },
  port: 3903,
  readyPath: '/floor',
  cwd: repoRoot,
});
/** A list answer's work without HTTP, one layer at a time, in a process of its own (loops.ts). */
interface LoopResult {
  perSecond: number;
  cpuPerAnswer: number;
}
async function loop(kind: 'driver' | 'service' | 'contract'): Promise<LoopResult> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    withApiNodeFlags('bench/listings/loops.ts'),
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        // The service loops open the API's database handle from the API's own settings.
        ...apiEnv,
        LOOP_KIND: kind,
        LOOP_STATEMENT: JSON.stringify(pageStatement),
        LOOP_CLIENTS: String(CONNECTIONS),
        LOOP_SECONDS: String(SECONDS),
      },
    },
  );
  return JSON.parse(stdout) as LoopResult;
}
const listPath = `/api/v1/provider/auth/getOnlineProvidersForWeb?page=${listQuery.page}&limit=${listQuery.limit}`;
// Alternate the four, a few rounds each, and compare medians: a single set of runs on a shared
// 2-core machine swings by a third either way.
const helloRuns: LoadResult[] = [];
const listRuns: LoadResult[] = [];
const uncachedRuns: LoadResult[] = [];
const ceilingRuns: PgbenchResult[] = [];
const floorRuns: LoadResult[] = [];
const pageCeilingRuns: PgbenchResult[] = [];
const loopRuns: LoopResult[] = [];
const serviceLoopRuns: LoopResult[] = [];
const contractLoopRuns: LoopResult[] = [];
// Each comparison loads its two sides with clients of the same weight (decision 032): the cached
// list and hello-world both by autocannon; what is compared with pgbench (the cache-off endpoint,
// the floor) by wrk, a C client as pgbench is (bench/lib/wrk.ts). The cache-off endpoint is also
// loaded by autocannon, to show what the heavier client costs it on the shared cores.
const uncachedAutocannonRuns: LoadResult[] = [];
const loadOptions = { seconds: SECONDS, connections: CONNECTIONS };
// Where each answer's CPU went, per round: the server's process, the load generator, and the
// rest of the machine (PostgreSQL and the kernel), read from /proc (bench/lib/cpu.ts).
const cpu = cpuSeries(['ceiling', 'floor', 'uncached'] as const);
// Warmed up first, unmeasured: what is compared is each side's steady state, and pgbench's
// side (PostgreSQL's) starts warm, while a Node process has yet to compile its hot paths.
for (const warmUp of [`${uncachedApi.url}${listPath}`, `${floor.url}/floor`]) {
  await wrkLoad(warmUp, { ...loadOptions, seconds: Math.min(SECONDS, 3) });
}
for (let round = 0; round < ROUNDS; round++) {
  helloRuns.push(await load(`${hello.url}/hello`, loadOptions));
  listRuns.push(await load(`${api.url}${listPath}`, loadOptions));
  uncachedRuns.push(
    await cpu.measure('uncached', uncachedApi.pid, () =>
      wrkLoad(`${uncachedApi.url}${listPath}`, loadOptions),
    ),
  );
  uncachedAutocannonRuns.push(await load(`${uncachedApi.url}${listPath}`, loadOptions));
  ceilingRuns.push(
    await cpu.measure('ceiling', undefined, () =>
      pgbenchCeiling(url, requestStatements, { clients: CONNECTIONS, seconds: SECONDS }),
    ),
  );
  floorRuns.push(
    await cpu.measure('floor', floor.pid, () => wrkLoad(`${floor.url}/floor`, loadOptions)),
  );
  // A warm request sends only the page statement: its ceiling is the one just measured.
  pageCeilingRuns.push(
    requestStatements.length === 1
      ? ceilingRuns.at(-1)!
      : await pgbenchCeiling(url, [pageStatement], { clients: CONNECTIONS, seconds: SECONDS }),
  );
  loopRuns.push(await loop('driver'));
  serviceLoopRuns.push(await loop('service'));
  contractLoopRuns.push(await loop('contract'));
}
await floor.stop();
await hello.stop();
await api.stop();
await uncachedApi.stop();
const median = <T>(runs: T[], value: (run: T) => number) =>
  [...runs].sort((a, b) => value(a) - value(b))[Math.floor(runs.length / 2)]!;
const byRate = (run: LoadResult) => run.requestsPerSecond;
const byTps = (run: PgbenchResult) => run.transactionsPerSecond;
/** The lowest and highest round: how much this shared machine moved during the run. */
const spread = (rates: number[]) =>
  `${Math.min(...rates).toFixed(0)}–${Math.max(...rates).toFixed(0)}`;
const withFailures = (runs: LoadResult[]) => ({
  ...median(runs, byRate),
  non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
  errors: runs.reduce((n, r) => n + r.errors, 0),
});
const helloLoad = median(helloRuns, byRate);
const listLoad = withFailures(listRuns);
const uncached = withFailures(uncachedRuns);
const uncachedByAutocannon = withFailures(uncachedAutocannonRuns);
const ceiling = median(ceilingRuns, (run) => run.transactionsPerSecond);
const floorLoad = withFailures(floorRuns);
const pageCeiling = median(pageCeilingRuns, (run) => run.transactionsPerSecond);
const loopRate = median(loopRuns, (run) => run.perSecond).perSecond;
/** A loop's Node CPU per answer, median over the rounds. */
const loopCpu = (runs: LoopResult[]) => median(runs, (run) => run.cpuPerAnswer).cpuPerAnswer;
const layers = [
  ['node-pg alone: the page statement looped (loops.ts `driver`)', loopCpu(loopRuns)],
  [
    "the listing service's page looped: the app's pool and guards, drizzle, the cards (`service`)",
    loopCpu(serviceLoopRuns),
  ],
  [
    "the same with the query validated and the answer encoded by the call's contract (`contract`)",
    loopCpu(contractLoopRuns),
  ],
] as const;
for (const [name, run] of [
  ['list endpoint', listLoad],
  ['without the micro-cache', uncached],
  ['without the micro-cache, loaded by autocannon', uncachedByAutocannon],
  ['the floor', floorLoad],
] as const) {
  if (run.non2xx || run.errors) {
    throw new Error(`${name}: ${run.non2xx} answers were not 2xx and ${run.errors} failed`);
  }
}

/** A share to one decimal, rounded down: 49.96% is not shown as meeting a 50% target. */
const percent = (share: number) => `${(Math.floor(share * 1000) / 10).toFixed(1)}%`;
const verdict = (share: number) => (share >= 0.5 ? 'met' : '**not met**');
const ratio = listLoad.requestsPerSecond / helloLoad.requestsPerSecond;
const uncachedShare = uncached.requestsPerSecond / ceiling.transactionsPerSecond;
// Each round's endpoint run beside the pgbench run of the same round: how far the share moved.
const roundShares = uncachedRuns.map(
  (run, round) => run.requestsPerSecond / ceilingRuns[round]!.transactionsPerSecond,
);
const autocannonShare = uncachedByAutocannon.requestsPerSecond / ceiling.transactionsPerSecond;
const floorShare = floorLoad.requestsPerSecond / pageCeiling.transactionsPerSecond;
// Only the page statement is looped: the comparison holds while a request sends only it.
const loopShare =
  requestStatements.length === 1 ? uncached.requestsPerSecond / loopRate : undefined;
console.log(
  `hello-world   ${helloLoad.requestsPerSecond.toFixed(0)} req/s (p50 ${helloLoad.p50} ms)`,
);
console.log(
  `list endpoint ${listLoad.requestsPerSecond.toFixed(0)} req/s (p50 ${listLoad.p50} ms)`,
);
console.log(
  `without the micro-cache ${uncached.requestsPerSecond.toFixed(0)} req/s (p50 ${uncached.p50} ms)`,
);
console.log(
  `the same loaded by autocannon ${uncachedByAutocannon.requestsPerSecond.toFixed(0)} req/s (${percent(autocannonShare)} of the ceiling)`,
);
console.log(
  `database ceiling (pgbench, same statements) ${ceiling.transactionsPerSecond.toFixed(0)} req/s (${ceiling.latencyMs} ms)`,
);
console.log(
  `floor: one statement through node-pg on bare Fastify ${floorLoad.requestsPerSecond.toFixed(0)} req/s, pgbench on that statement ${pageCeiling.transactionsPerSecond.toFixed(0)} (${percent(floorShare)})`,
);
console.log(
  `node-pg loop of the page statement ${loopRate.toFixed(0)} statements/s${loopShare === undefined ? '' : ` (cache off: ${percent(loopShare)} of it)`}`,
);
console.log(`ratio ${percent(ratio)} of hello-world (target >= 50%)`);
console.log(
  `cache off: ${percent(uncachedShare)} of the database's ceiling (target >= 50%; rounds ${percent(Math.min(...roundShares))}–${percent(Math.max(...roundShares))})`,
);

cpu.print();
for (const [layer, micros] of layers)
  console.log(`cpu per answer, ${layer}: ${micros.toFixed(0)} µs`);

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
    `| median of ${ROUNDS} alternating ${SECONDS} s runs, ${CONNECTIONS} connections | requests/s | lowest–highest round | p50 latency |`,
    '|---|---|---|---|',
    `| bare Fastify hello-world (autocannon) | ${helloLoad.requestsPerSecond.toFixed(0)} | ${spread(helloRuns.map(byRate))} | ${helloLoad.p50} ms |`,
    `| \`getOnlineProvidersForWeb\` page 1 (autocannon) | ${listLoad.requestsPerSecond.toFixed(0)} | ${spread(listRuns.map(byRate))} | ${listLoad.p50} ms |`,
    `| the same, micro-cache off (every request queries PostgreSQL; wrk) | ${uncached.requestsPerSecond.toFixed(0)} | ${spread(uncachedRuns.map(byRate))} | ${uncached.p50} ms |`,
    `| the same, micro-cache off, loaded by autocannon instead | ${uncachedByAutocannon.requestsPerSecond.toFixed(0)} | ${spread(uncachedAutocannonRuns.map(byRate))} | ${uncachedByAutocannon.p50} ms |`,
    `| the database's ceiling: pgbench running ${requestStatements.length === 1 ? 'the one statement' : `the ${requestStatements.length} statements`} of one such request | ${ceiling.transactionsPerSecond.toFixed(0)} | ${spread(ceilingRuns.map(byTps))} | ${ceiling.latencyMs} ms (mean) |`,
    `| the machine's floor: bare Fastify sending only the page statement through node-pg (no validation, no ORM, no estimate; wrk) | ${floorLoad.requestsPerSecond.toFixed(0)} | ${spread(floorRuns.map(byRate))} | ${floorLoad.p50} ms |`,
    `| pgbench running that page statement alone | ${pageCeiling.transactionsPerSecond.toFixed(0)} | ${spread(pageCeilingRuns.map(byTps))} | ${pageCeiling.latencyMs} ms (mean) |`,
    `| the same statement looped through node-pg by a Node process over ${CONNECTIONS} connections, no HTTP (the driver's own cost) | ${loopRate.toFixed(0)} | ${spread(loopRuns.map((run) => run.perSecond))} | |`,
    '',
    `The list endpoint serves **${percent(ratio)}** of hello-world's requests per second (target at least 50%: ${verdict(ratio)}); with the micro-cache off it serves **${percent(uncachedShare)}** of what the database alone can answer (target at least 50%: ${verdict(uncachedShare)}; each round's run beside that round's pgbench: ${percent(Math.min(...roundShares))} to ${percent(Math.max(...roundShares))}). The cache-off endpoint is loaded by wrk, a C client as pgbench is; loaded by autocannon, a Node client whose own work takes more of the two cores that the endpoint and PostgreSQL share, it serves ${percent(autocannonShare)}. The floor, a route that does nothing but send the page statement, serves ${percent(floorShare)} of what pgbench answers for that statement: how close any Node API can come on this machine, where it shares the cores with PostgreSQL and the load.${loopShare === undefined ? '' : ` Against the same statement looped through node-pg (the issue's "equivalent loop", which counts the driver's cost as the database's), the cache-off endpoint serves ${percent(loopShare)}; the target is read against pgbench.`}`,
    ...cpu.table(
      {
        ceiling: "pgbench, the database's ceiling",
        floor: 'the floor (wrk)',
        uncached: 'the list endpoint, micro-cache off (wrk)',
      },
      ROUNDS,
    ),
    '',
    `The same answer's work without HTTP, one layer at a time, each looped over ${CONNECTIONS} connections by a Node process of its own (\`bench/listings/loops.ts\`); its CPU per answer, median of the ${ROUNDS} rounds. What the endpoint's Node process spends beyond the last row is HTTP, Fastify and the app's plugins.`,
    '',
    '| layer | Node CPU per answer |',
    '|---|---|',
    ...layers.map(([layer, micros]) => `| ${layer} | ${micros.toFixed(0)} µs |`),
  ].join('\n'),
);
if (listLoad.non2xx || listLoad.errors) {
  console.error('the list endpoint answered errors under load');
  process.exitCode = 1;
}
