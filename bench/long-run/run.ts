import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { openPostgres } from '../../apps/api/src/db/client.ts';
import { migrate } from '../../apps/api/src/db/migrate.ts';
import { createAccessTokens } from '../../apps/api/src/modules/auth/access-token.ts';
import { benchAdminUrl, freshDatabase } from '../lib/database.ts';
import { startServer } from '../lib/processes.ts';
import { machineLine, writeReadmeSection } from '../lib/report.ts';
import { seedProviders } from '../listings/seed.ts';
import { Recorder } from './recorder.ts';
import { traffic, type Family } from './traffic.ts';
import { apiNodeArgs } from '../lib/api-command.ts';

/*
 * The long run (issue 15, item 4): one API process on a fresh PostgreSQL database under mixed
 * traffic at a fixed rate for ten minutes (browse, sign in, book and pay, accept, cancel, start
 * and complete). Prints errors by kind (target 0), p50/p95/p99 per kind, whether the ledger's
 * trial balance is zero at the end, and the server's resident memory after a warm-up minute
 * and at the end (target: under 10% growth). Not a test: a measurement, run by hand.
 *
 *   npm run bench:long-run -- --minutes 2 --rate 20
 */
const { values: args } = parseArgs({
  options: {
    minutes: { type: 'string', default: process.env.BENCH_MINUTES ?? '10' },
    rate: { type: 'string', default: process.env.BENCH_RATE ?? '20' },
  },
});
const MINUTES = Number(args.minutes);
/** Actions started per second, whatever the server's speed: a steady load, not a flood. */
const RATE = Number(args.rate);
const PROVIDERS = Number(process.env.BENCH_PROVIDERS ?? 2000);
const FAMILIES = Number(process.env.BENCH_FAMILIES ?? 100);
/** Past this many actions waiting on the server, new ones are dropped and counted. */
const MAX_IN_FLIGHT = 200;
const WARM_UP_MS = Math.min(60_000, (MINUTES * 60_000) / 2);
const JWT_SECRET = 'long-run-secret-long-run-secret-long-run-0123';
const ADMIN_MOBILE = '9000000001';
const PORT = 3905;
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
if (!(MINUTES > 0) || !(RATE > 0)) throw new Error('--minutes and --rate must be positive');

const url = await freshDatabase(benchAdminUrl, 'care_bench_long_run');
const handle = await openPostgres(url, 4);
await migrate(handle);
await seedProviders(url, PROVIDERS);
const offerings = (
  await handle.pool.query<{ id: string; provider_id: string }>(
    `select ps.id, ps.provider_id from provider_services ps join providers p on p.id = ps.provider_id
     where p.is_online and p.is_active`,
  )
).rows.map((r) => ({ id: r.id, providerId: r.provider_id }));
const familyRows = (
  await handle.pool.query<{ customer_id: string; member_id: string }>(`
    with c as (
      insert into customers (mobile, name) select (9400000000 + g)::text, 'Long-run family ' || g
      from generate_series(1, ${FAMILIES}) g returning id)
    insert into family_members (customer_id, name, gender, age, relation)
    select id, 'Elder', 'Female', 78, 'Mother' from c returning customer_id, id as member_id`)
).rows;
await handle.close();

const tokens = createAccessTokens(JWT_SECRET);
const families: Family[] = await Promise.all(
  familyRows.map(async (f) => ({
    auth: `Bearer ${await tokens.sign({ userId: f.customer_id, userType: 'Customer' })}`,
    memberId: f.member_id,
  })),
);
const providerTokens = new Map<string, Promise<string>>();
const providerAuth = (providerId: string) => {
  if (!providerTokens.has(providerId)) {
    const signed = tokens.sign({ userId: providerId, userType: 'Provider' });
    providerTokens.set(
      providerId,
      signed.then((token) => `Bearer ${token}`),
    );
  }
  return providerTokens.get(providerId)!;
};

const api = await startServer({
  command: process.execPath,
  args: apiNodeArgs(),
  env: {
    PORT: String(PORT),
    HOST: '127.0.0.1',
    NODE_ENV: 'development',
    DATABASE_URL: url,
    SEED_DEMO_DATA: 'false',
    LOG_LEVEL: 'warn',
    // Answers encoded as production encodes them (decision 030), not with development's full checks.
    RESPONSE_CHECKS: 'shape',
    JWT_SECRET,
    ADMIN_MOBILES: ADMIN_MOBILE,
    // All traffic comes from one address and a hundred families; the limits are tested on
    // their own, and here would turn a steady load into 429s.
    WRITE_LIMIT_PER_USER: '1000000',
    WRITE_LIMIT_PER_IP: '1000000',
    OTP_PER_IP_PER_HOUR: '1000000',
  },
  port: PORT,
  readyPath: '/api/v1/health',
  cwd: repoRoot,
});

/** The server's resident memory in MiB, from the kernel's own account of the process. */
function residentMiB(): number {
  const status = readFileSync(`/proc/${api.pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1]);
  return kb / 1024;
}

async function adminToken(): Promise<string> {
  const post = (route: string, body: object) =>
    fetch(`${api.url}/api/v1${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  await post('/customer/auth/sendLoginOTP', { userType: 'Admin', mobile: ADMIN_MOBILE });
  const outbox = (await (
    await fetch(`${api.url}/api/v1/dev/outbox?mobile=${ADMIN_MOBILE}`)
  ).json()) as { data: { otp: string }[] };
  const verified = await post('/customer/auth/verifyOTP', {
    userType: 'Admin',
    mobile: ADMIN_MOBILE,
    otp: outbox.data[0]?.otp,
  });
  const signedIn = (await verified.json()) as { data: { tokens: { accessToken: string } } };
  return `Bearer ${signedIn.data.tokens.accessToken}`;
}

const recorder = new Recorder();
const act = traffic({ apiUrl: api.url, families, offerings, providerAuth }, recorder);
const admin = await adminToken();

let started = 0;
let dropped = 0;
let rssWarm = NaN;
const inFlight = new Set<Promise<void>>();
const begin = Date.now();
const end = begin + MINUTES * 60_000;
const interval = 1000 / RATE;
console.log(
  `long run: ${MINUTES} min at ${RATE} actions/s, ${offerings.length} offerings, ${FAMILIES} families`,
);
for (let next = begin; next < end; next += interval) {
  const wait = next - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  if (Number.isNaN(rssWarm) && Date.now() - begin >= WARM_UP_MS) rssWarm = residentMiB();
  if (inFlight.size >= MAX_IN_FLIGHT) {
    dropped += 1;
    continue;
  }
  started += 1;
  const action = act().catch((error: unknown) => console.error('action failed:', error));
  inFlight.add(action);
  void action.finally(() => inFlight.delete(action));
}
await Promise.all(inFlight);
const elapsed = (Date.now() - begin) / 1000;
const rssEnd = residentMiB();
const trial = (await (
  await fetch(`${api.url}/api/v1/admin/money/getTrialBalance`, {
    headers: { authorization: admin },
  })
).json()) as { data?: { total?: number } };
await api.stop();

const total = trial.data?.total;
const balanced = total === 0;
const growth = ((rssEnd - rssWarm) / rssWarm) * 100;
const rows = recorder.rows();
console.log(
  `${started} actions in ${elapsed.toFixed(0)} s (${(started / elapsed).toFixed(1)}/s), ${recorder.calls} HTTP calls, ${dropped} dropped as the server fell behind`,
);
console.table(
  rows.map((r) => ({
    kind: r.kind,
    calls: r.calls,
    'p50 ms': r.p50.toFixed(1),
    'p95 ms': r.p95.toFixed(1),
    'p99 ms': r.p99.toFixed(1),
    errors: r.errors,
    'refused (409)': r.refused,
  })),
);
console.log(`errors: ${recorder.errorCount} (target 0)`);
for (const example of recorder.examples) console.log(`  ${example}`);
console.log(`trial balance total: ${total} -> ${balanced ? 'balanced' : 'NOT balanced'}`);
console.log(
  `resident memory: ${rssWarm.toFixed(1)} MiB after warm-up, ${rssEnd.toFixed(1)} MiB at the end, growth ${growth.toFixed(1)}% (target < 10%)`,
);

// Only a full run writes its figures into the README; a short check run leaves it alone.
if (MINUTES >= 10) {
  writeReadmeSection(
    'long-run',
    [
      '### Long run (`npm run bench:long-run`)',
      '',
      `${MINUTES} min of mixed traffic at ${RATE} actions/s (browse, sign in, book and pay, accept, cancel, start, complete) against one API process on PostgreSQL. ${machineLine()}`,
      '',
      '| kind | calls | p50 ms | p95 ms | p99 ms | errors |',
      '|---|---|---|---|---|---|',
      ...rows.map(
        (r) =>
          `| ${r.kind} | ${r.calls} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} |`,
      ),
      '',
      `Errors: **${recorder.errorCount}** (target 0). Trial balance at the end: **${balanced ? 'balanced' : 'not balanced'}**. Resident memory: ${rssWarm.toFixed(0)} MiB after the warm-up minute, ${rssEnd.toFixed(0)} MiB at the end (**${growth.toFixed(1)}%**, target < 10%).`,
    ].join('\n'),
  );
}
if (recorder.errorCount > 0 || !balanced || !(growth < 10)) process.exitCode = 1;
