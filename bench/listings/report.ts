import type { LoadResult } from '../lib/load.ts';
import type { PgbenchResult } from '../lib/pgbench.ts';
import type { cpuSeries } from '../lib/cpu-report.ts';
import { machineLine, writeReadmeSection } from '../lib/report.ts';
import { ms } from '../lib/stats.ts';
import type { LoopResult } from './loop-runner.ts';
import type { QueryTiming } from './query-timings.ts';

/** Every round's figures of one `bench:listings` run, a series per thing loaded. */
export interface ListingsRuns {
  hello: LoadResult[];
  list: LoadResult[];
  uncached: LoadResult[];
  uncachedByAutocannon: LoadResult[];
  ceiling: PgbenchResult[];
  floor: LoadResult[];
  pageCeiling: PgbenchResult[];
  driverLoop: LoopResult[];
  serviceLoop: LoopResult[];
  contractLoop: LoopResult[];
  cpu: ReturnType<typeof cpuSeries<'ceiling' | 'floor' | 'uncached'>>;
}

/** How the run was made: what the README says beside the figures. */
export interface ListingsSetting {
  providers: number;
  queryRuns: number;
  seconds: number;
  rounds: number;
  connections: number;
  /** How many statements one list request sends. */
  requestStatements: number;
}

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
/** A share to one decimal, rounded down: 49.96% is not shown as meeting a 50% target. */
const percent = (share: number) => `${(Math.floor(share * 1000) / 10).toFixed(1)}%`;
const verdict = (share: number) => (share >= 0.5 ? 'met' : '**not met**');
/** A loop's Node CPU per answer, median over the rounds. */
const loopCpu = (runs: LoopResult[]) => median(runs, (run) => run.cpuPerAnswer).cpuPerAnswer;

/**
 * Compares the medians of the rounds, prints them, and writes the README's listings block.
 * Throws when any server answered an error under load: its rates would not mean anything.
 */
export function reportListings(
  queries: QueryTiming[],
  runs: ListingsRuns,
  setting: ListingsSetting,
): void {
  const { providers, queryRuns, seconds, rounds, connections, requestStatements } = setting;
  const helloLoad = median(runs.hello, byRate);
  const listLoad = withFailures(runs.list);
  const uncached = withFailures(runs.uncached);
  const uncachedByAutocannon = withFailures(runs.uncachedByAutocannon);
  const ceiling = median(runs.ceiling, byTps);
  const floorLoad = withFailures(runs.floor);
  const pageCeiling = median(runs.pageCeiling, byTps);
  const loopRate = median(runs.driverLoop, (run) => run.perSecond).perSecond;
  const layers = [
    ['node-pg alone: the page statement looped (loops.ts `driver`)', loopCpu(runs.driverLoop)],
    [
      "the listing service's page looped: the app's pool and guards, drizzle, the cards (`service`)",
      loopCpu(runs.serviceLoop),
    ],
    [
      "the same with the query validated and the answer encoded by the call's contract (`contract`)",
      loopCpu(runs.contractLoop),
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

  const ratio = listLoad.requestsPerSecond / helloLoad.requestsPerSecond;
  const uncachedShare = uncached.requestsPerSecond / ceiling.transactionsPerSecond;
  // Each round's endpoint run beside the pgbench run of the same round: how far the share moved.
  const roundShares = runs.uncached.map(
    (run, round) => run.requestsPerSecond / runs.ceiling[round]!.transactionsPerSecond,
  );
  const autocannonShare = uncachedByAutocannon.requestsPerSecond / ceiling.transactionsPerSecond;
  const floorShare = floorLoad.requestsPerSecond / pageCeiling.transactionsPerSecond;
  // Only the page statement is looped: the comparison holds while a request sends only it.
  const loopShare = requestStatements === 1 ? uncached.requestsPerSecond / loopRate : undefined;
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

  runs.cpu.print();
  for (const [layer, micros] of layers)
    console.log(`cpu per answer, ${layer}: ${micros.toFixed(0)} µs`);

  writeReadmeSection(
    'listings',
    [
      `### Listings (\`npm run bench:listings\`)`,
      '',
      `${providers.toLocaleString('en-IN')} providers in PostgreSQL; each figure is one list request's database work (rows + total), ${queryRuns} runs. ${machineLine()}`,
      '',
      '| query | p50 | p95 | p95 <= 25 ms |',
      '|---|---|---|---|',
      ...queries.map(
        (q) => `| ${q.name} | ${ms(q.p50)} | ${ms(q.p95)} | ${q.p95 <= 25 ? 'yes' : '**no**'} |`,
      ),
      '',
      `| median of ${rounds} alternating ${seconds} s runs, ${connections} connections | requests/s | lowest–highest round | p50 latency |`,
      '|---|---|---|---|',
      `| bare Fastify hello-world (autocannon) | ${helloLoad.requestsPerSecond.toFixed(0)} | ${spread(runs.hello.map(byRate))} | ${helloLoad.p50} ms |`,
      `| \`getOnlineProvidersForWeb\` page 1 (autocannon) | ${listLoad.requestsPerSecond.toFixed(0)} | ${spread(runs.list.map(byRate))} | ${listLoad.p50} ms |`,
      `| the same, micro-cache off (every request queries PostgreSQL; wrk) | ${uncached.requestsPerSecond.toFixed(0)} | ${spread(runs.uncached.map(byRate))} | ${uncached.p50} ms |`,
      `| the same, micro-cache off, loaded by autocannon instead | ${uncachedByAutocannon.requestsPerSecond.toFixed(0)} | ${spread(runs.uncachedByAutocannon.map(byRate))} | ${uncachedByAutocannon.p50} ms |`,
      `| the database's ceiling: pgbench running ${requestStatements === 1 ? 'the one statement' : `the ${requestStatements} statements`} of one such request | ${ceiling.transactionsPerSecond.toFixed(0)} | ${spread(runs.ceiling.map(byTps))} | ${ceiling.latencyMs} ms (mean) |`,
      `| the machine's floor: bare Fastify sending only the page statement through node-pg (no validation, no ORM, no estimate; wrk) | ${floorLoad.requestsPerSecond.toFixed(0)} | ${spread(runs.floor.map(byRate))} | ${floorLoad.p50} ms |`,
      `| pgbench running that page statement alone | ${pageCeiling.transactionsPerSecond.toFixed(0)} | ${spread(runs.pageCeiling.map(byTps))} | ${pageCeiling.latencyMs} ms (mean) |`,
      `| the same statement looped through node-pg by a Node process over ${connections} connections, no HTTP (the driver's own cost) | ${loopRate.toFixed(0)} | ${spread(runs.driverLoop.map((run) => run.perSecond))} | |`,
      '',
      `The list endpoint serves **${percent(ratio)}** of hello-world's requests per second (target at least 50%: ${verdict(ratio)}); with the micro-cache off it serves **${percent(uncachedShare)}** of what the database alone can answer (target at least 50%: ${verdict(uncachedShare)}; each round's run beside that round's pgbench: ${percent(Math.min(...roundShares))} to ${percent(Math.max(...roundShares))}). The cache-off endpoint is loaded by wrk, a C client as pgbench is; loaded by autocannon, a Node client whose own work takes more of the two cores that the endpoint and PostgreSQL share, it serves ${percent(autocannonShare)}. The floor, a route that does nothing but send the page statement, serves ${percent(floorShare)} of what pgbench answers for that statement: how close any Node API can come on this machine, where it shares the cores with PostgreSQL and the load.${loopShare === undefined ? '' : ` Against the same statement looped through node-pg (the issue's "equivalent loop", which counts the driver's cost as the database's), the cache-off endpoint serves ${percent(loopShare)}; the target is read against pgbench.`}`,
      ...runs.cpu.table(
        {
          ceiling: "pgbench, the database's ceiling",
          floor: 'the floor (wrk)',
          uncached: 'the list endpoint, micro-cache off (wrk)',
        },
        rounds,
      ),
      '',
      `The same answer's work without HTTP, one layer at a time, each looped over ${connections} connections by a Node process of its own (\`bench/listings/loops.ts\`); its CPU per answer, median of the ${rounds} rounds. What the endpoint's Node process spends beyond the last row is HTTP, Fastify and the app's plugins.`,
      '',
      '| layer | Node CPU per answer |',
      '|---|---|',
      ...layers.map(([layer, micros]) => `| ${layer} | ${micros.toFixed(0)} µs |`),
    ].join('\n'),
  );
}
