import { listingContracts } from '@care/shared';
import pg from 'pg';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { createResponseEncoder, encodeToJson } from '../../apps/api/src/lib/response-encoding.ts';
import { createListingService } from '../../apps/api/src/modules/listings/service.ts';
import type { LoopKind } from './loop-runner.ts';

/**
 * A list page's work without HTTP, one layer at a time, in a Node process of its own. `clients`
 * loops each do one answer after another for `seconds`, as pgbench's clients do (LOOP_KIND):
 *
 * - `driver`: the recorded page statement sent through node-pg. The "equivalent loop of
 *   the same SQL over the same number of connections": between pgbench (a C client) and the
 *   floor (an HTTP route) it shows what the driver itself costs.
 * - `service`: the listing service's page, as the API computes it: the app's pool (its
 *   lost-connection and query guards, from the API's own settings), drizzle, the compiled page
 *   statement, the planner's estimate kept, the cards.
 * - `contract`: that, with the query validated and the answer encoded to JSON by the call's
 *   contract, as the route does: everything the endpoint does but HTTP and Fastify.
 *
 * Prints `{ "perSecond": n, "cpuPerAnswer": µs, "userPerAnswer": µs }`: the CPU is the whole
 * process's (all its threads, user and system time), as /proc counts it for the HTTP servers the
 * bench loads; the user part alone is printed beside it. Each loop starts with the API's own
 * Node flags and warms up for up to 3 s before the clock starts.
 */

const kind = (process.env.LOOP_KIND ?? 'driver') as LoopKind;
const clients = Number(process.env.LOOP_CLIENTS ?? 10);
const seconds = Number(process.env.LOOP_SECONDS ?? 10);

async function driverAnswer(): Promise<{
  answer: () => Promise<unknown>;
  close: () => Promise<void>;
}> {
  const statement = JSON.parse(process.env.LOOP_STATEMENT ?? 'null') as {
    text: string;
    values: unknown[];
  } | null;
  if (!statement) throw new Error('LOOP_STATEMENT (the statement as JSON) is required');
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: clients });
  return {
    answer: () => pool.query({ text: statement.text, values: statement.values }),
    close: () => pool.end(),
  };
}

/** The API's own database handle and listing service, from the API's settings (env). */
async function serviceAnswer(withContract: boolean) {
  const config = loadConfig();
  const handle = await openDatabase(config);
  const listings = createListingService(handle.db);
  const call = listingContracts.getOnlineProvidersForWeb;
  const encode = createResponseEncoder(config.responseChecks);
  const route = { method: call.method, url: `/api/v1${call.path}` };
  // As the request's query string arrives: strings, validated and coerced by the contract.
  const queryString = { page: '1', limit: '10' };
  const parsedOnce = call.query.parse(queryString);
  const answer = withContract
    ? async () => {
        const data = await listings.listProviders(call.query.parse(queryString));
        return encodeToJson(encode, call.response, { success: true, data }, route);
      }
    : () => listings.listProviders(parsedOnce);
  return { answer, close: () => handle.close() };
}

const { answer, close } =
  kind === 'driver' ? await driverAnswer() : await serviceAnswer(kind === 'contract');
// Every connection open and every path compiled before the clock starts, as pgbench's
// connections are open and PostgreSQL's caches warm.
const warmUntil = performance.now() + Math.min(seconds, 3) * 1000;
await Promise.all(
  Array.from({ length: clients }, async () => {
    while (performance.now() < warmUntil) await answer();
  }),
);

let done = 0;
const until = performance.now() + seconds * 1000;
const started = performance.now();
const cpuBefore = process.cpuUsage();
await Promise.all(
  Array.from({ length: clients }, async () => {
    while (performance.now() < until) {
      await answer();
      done += 1;
    }
  }),
);
const cpu = process.cpuUsage(cpuBefore);
const elapsed = (performance.now() - started) / 1000;
await close();
console.log(
  JSON.stringify({
    perSecond: done / elapsed,
    cpuPerAnswer: (cpu.user + cpu.system) / done,
    userPerAnswer: cpu.user / done,
  }),
);
