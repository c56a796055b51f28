import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { listingQuerySchema } from '@care/shared';
import { openPostgres } from '../../apps/api/src/db/client.ts';
import { migrate } from '../../apps/api/src/db/migrate.ts';
import { createListingService } from '../../apps/api/src/modules/listings/service.ts';
import { benchAdminUrl, existingDatabase, freshDatabase } from '../lib/database.ts';
import { load } from '../lib/load.ts';
import { wrkLoad } from '../lib/wrk.ts';
import { cpuSeries } from '../lib/cpu-report.ts';
import { pgbenchCeiling, recordStatements } from '../lib/pgbench.ts';
import { startServer } from '../lib/processes.ts';
import { apiNodeArgs } from '../lib/api-command.ts';
import { seedProviders } from './seed.ts';
import { timeListingQueries } from './query-timings.ts';
import { runLoop, type LoopKind } from './loop-runner.ts';
import { reportListings, type ListingsRuns } from './report.ts';

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

const queryTimings = await timeListingQueries(handle, RUNS);

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
/** A list answer's work without HTTP, one layer at a time (loops.ts). */
const loop = (kind: LoopKind) =>
  runLoop(kind, {
    apiEnv,
    statement: pageStatement,
    clients: CONNECTIONS,
    seconds: SECONDS,
    cwd: repoRoot,
  });
const listPath = `/api/v1/provider/auth/getOnlineProvidersForWeb?page=${listQuery.page}&limit=${listQuery.limit}`;
// Each comparison loads its two sides with clients of the same weight (decision 032): the cached
// list and hello-world both by autocannon; what is compared with pgbench (the cache-off endpoint,
// the floor) by wrk, a C client as pgbench is (bench/lib/wrk.ts). The cache-off endpoint is also
// loaded by autocannon, to show what the heavier client costs it on the shared cores.
// Where each answer's CPU went, per round: the server's process, the load generator, and the
// rest of the machine (PostgreSQL and the kernel), read from /proc (bench/lib/cpu.ts).
const runs: ListingsRuns = {
  hello: [],
  list: [],
  uncached: [],
  uncachedByAutocannon: [],
  ceiling: [],
  floor: [],
  pageCeiling: [],
  driverLoop: [],
  serviceLoop: [],
  contractLoop: [],
  cpu: cpuSeries(['ceiling', 'floor', 'uncached'] as const),
};
const { cpu } = runs;
const loadOptions = { seconds: SECONDS, connections: CONNECTIONS };
// Warmed up first, unmeasured: what is compared is each side's steady state, and pgbench's
// side (PostgreSQL's) starts warm, while a Node process has yet to compile its hot paths.
for (const warmUp of [`${uncachedApi.url}${listPath}`, `${floor.url}/floor`]) {
  await wrkLoad(warmUp, { ...loadOptions, seconds: Math.min(SECONDS, 3) });
}
// Alternate them, a few rounds each, and compare medians: a single set of runs on a shared
// 2-core machine swings by a third either way.
for (let round = 0; round < ROUNDS; round++) {
  runs.hello.push(await load(`${hello.url}/hello`, loadOptions));
  runs.list.push(await load(`${api.url}${listPath}`, loadOptions));
  runs.uncached.push(
    await cpu.measure('uncached', uncachedApi.pid, () =>
      wrkLoad(`${uncachedApi.url}${listPath}`, loadOptions),
    ),
  );
  runs.uncachedByAutocannon.push(await load(`${uncachedApi.url}${listPath}`, loadOptions));
  runs.ceiling.push(
    await cpu.measure('ceiling', undefined, () =>
      pgbenchCeiling(url, requestStatements, { clients: CONNECTIONS, seconds: SECONDS }),
    ),
  );
  runs.floor.push(
    await cpu.measure('floor', floor.pid, () => wrkLoad(`${floor.url}/floor`, loadOptions)),
  );
  // A warm request sends only the page statement: its ceiling is the one just measured.
  runs.pageCeiling.push(
    requestStatements.length === 1
      ? runs.ceiling.at(-1)!
      : await pgbenchCeiling(url, [pageStatement], { clients: CONNECTIONS, seconds: SECONDS }),
  );
  runs.driverLoop.push(await loop('driver'));
  runs.serviceLoop.push(await loop('service'));
  runs.contractLoop.push(await loop('contract'));
}
await floor.stop();
await hello.stop();
await api.stop();
await uncachedApi.stop();
reportListings(queryTimings, runs, {
  providers: PROVIDERS,
  queryRuns: RUNS,
  seconds: SECONDS,
  rounds: ROUNDS,
  connections: CONNECTIONS,
  requestStatements: requestStatements.length,
});
