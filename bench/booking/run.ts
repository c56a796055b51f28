import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addCalendarDays, todayInIndia } from '@care/shared';
import { openPostgres } from '../../apps/api/src/db/client.ts';
import { migrate } from '../../apps/api/src/db/migrate.ts';
import { createAccessTokens } from '../../apps/api/src/modules/auth/access-token.ts';
import { benchAdminUrl, freshDatabase } from '../lib/database.ts';
import { startServer } from '../lib/processes.ts';
import { machineLine, writeReadmeSection } from '../lib/report.ts';
import { seedProviders } from '../listings/seed.ts';
import { apiNodeArgs } from '../lib/api-command.ts';

/**
 * Paid bookings end to end on a real PostgreSQL: for each booking a family creates a priced
 * order, pays it through the sandbox gateway, and has the payment verified, which credits the
 * wallet and books the order's draft in one transaction: three HTTP calls, as the web app makes
 * them. Families pick caregivers and
 * dates at random, so some collide and must be refused. At the end the database must hold no
 * overlapping bookings and a ledger that balances. Target: at least 100 paid bookings/s.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 32);
const PROVIDERS = Number(process.env.BENCH_PROVIDERS ?? 5000);
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123';
const PORT = 3903;
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const url = await freshDatabase(benchAdminUrl, 'care_bench_booking');
const handle = await openPostgres(url, 4);
await migrate(handle);
await seedProviders(url, PROVIDERS);
const offerings = (
  await handle.pool.query<{ id: string }>(
    `select ps.id from provider_services ps join providers p on p.id = ps.provider_id where p.is_online`,
  )
).rows.map((r) => r.id);
const families = (
  await handle.pool.query<{ customer_id: string; member_id: string }>(`
    with c as (
      insert into customers (mobile, name) select (9300000000 + g)::text, 'Bench family ' || g
      from generate_series(1, ${WORKERS}) g returning id)
    insert into family_members (customer_id, name, gender, age, relation)
    select id, 'Elder', 'Female', 78, 'Mother' from c returning customer_id, id as member_id`)
).rows;
const tokens = createAccessTokens(JWT_SECRET);

const api = await startServer({
  command: process.execPath,
  // BENCH_PROFILE=<dir> writes the API's CPU profile there, to see where its time goes.
  args: apiNodeArgs(
    process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_PROFILE] : [],
  ),
  env: {
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATABASE_URL: url,
    DATABASE_POOL_SIZE: '20',
    SEED_DEMO_DATA: 'false',
    LOG_LEVEL: 'warn',
    // Answers encoded as production encodes them (decision 030), not with development's full checks.
    RESPONSE_CHECKS: 'shape',
    JWT_SECRET,
    // This measures throughput: 32 families booking flat out would meet the per-family write
    // limits (30 a minute) within seconds, which are tested on their own.
    WRITE_LIMIT_PER_USER: '1000000',
    WRITE_LIMIT_PER_IP: '1000000',
  },
  port: PORT,
  readyPath: '/api/v1/health',
  cwd: repoRoot,
});

const today = todayInIndia();
const stats = { booked: 0, refused: 0, failed: 0, calls: 0 };
const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!;

async function call(auth: string, method: string, route: string, body: object) {
  stats.calls += 1;
  const res = await fetch(`${api.url}/api/v1${route}`, {
    method,
    headers: { authorization: auth, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    body: (await res.json()) as Record<string, unknown> & { data?: Record<string, unknown> },
  };
}

async function worker(family: { customer_id: string; member_id: string }, deadline: number) {
  const auth = `Bearer ${await tokens.sign({ userId: family.customer_id, userType: 'Customer' })}`;
  while (Date.now() < deadline) {
    const start = addCalendarDays(today, 1 + Math.floor(Math.random() * 300));
    const draft = {
      familyMemberId: family.member_id,
      providerSvcId: pick(offerings),
      startDate: start,
      endDate: addCalendarDays(start, Math.floor(Math.random() * 3)),
    };
    const order = await call(auth, 'POST', '/customer/booking/createRazorpayOrder', draft);
    if (order.status === 409) {
      stats.refused += 1;
      continue;
    }
    if (order.status !== 200) {
      stats.failed += 1;
      continue;
    }
    const paid = await call(auth, 'POST', '/dev/sandbox/pay', {
      orderId: order.body.id,
      outcome: 'success',
    });
    const credited = await call(auth, 'PATCH', '/customer/wallet/addMoney', {
      amount: (order.body.amount as number) / 100,
      description: 'Initial top-up',
      ...paid.body.data,
    });
    if (credited.status !== 200) {
      stats.failed += 1;
      continue;
    }
    // Dates taken while the family paid leave the money in the wallet: refused, not lost.
    if (credited.body.data?.booking) stats.booked += 1;
    else stats.refused += 1;
  }
}

const started = Date.now();
await Promise.all(families.map((f) => worker(f, started + SECONDS * 1000)));
const elapsed = (Date.now() - started) / 1000;
await api.stop();

const check = (
  await handle.pool.query<{
    overlaps: number;
    paid: number;
    credits: number;
    booked: number;
    debits: number;
    negative: number;
  }>(`
    select
      (select count(*)::int from bookings a join bookings b on a.provider_id = b.provider_id and a.id < b.id
        and a.status in ('PENDING','ACCEPTED','IN_PROGRESS') and b.status in ('PENDING','ACCEPTED','IN_PROGRESS')
        and daterange(a.start_date, a.end_date, '[]') && daterange(b.start_date, b.end_date, '[]')) as overlaps,
      (select coalesce(sum(amount_paise), 0)::bigint from payment_orders where status = 'PAID') as paid,
      (select coalesce(sum(l.amount_paise), 0)::bigint from journal_lines l join journal_entries e on e.id = l.entry_id
        where l.account = 'WALLET' and e.kind = 'PAYMENT_CAPTURED') as credits,
      (select coalesce(sum(total_paise), 0)::bigint from bookings) as booked,
      (select coalesce(-sum(l.amount_paise), 0)::bigint from journal_lines l join journal_entries e on e.id = l.entry_id
        where l.account = 'WALLET' and e.kind = 'BOOKING_PAID') as debits,
      (select count(*)::int from (select customer_id from journal_lines where account = 'WALLET'
        group by customer_id having sum(amount_paise) < 0) x) as negative`)
).rows[0]!;
await handle.close();

const perSecond = stats.booked / elapsed;
const balanced =
  String(check.paid) === String(check.credits) &&
  String(check.booked) === String(check.debits) &&
  check.negative === 0;
console.log(
  `${stats.booked} paid bookings in ${elapsed.toFixed(1)} s = ${perSecond.toFixed(0)}/s (target >= 100/s)`,
);
console.log(
  `${stats.refused} refused as taken (409), ${stats.failed} failed, ${stats.calls} HTTP calls (${(stats.calls / elapsed).toFixed(0)}/s)`,
);
console.log(
  `double bookings: ${check.overlaps}; ledger balanced: ${balanced} (paid ${check.paid} = credits ${check.credits}; booked ${check.booked} = debits ${check.debits}; negative wallets ${check.negative})`,
);

writeReadmeSection(
  'booking',
  [
    '### Paid bookings (`npm run bench:booking`)',
    '',
    `${WORKERS} families booking ${PROVIDERS.toLocaleString('en-IN')} caregivers at random for ${SECONDS} s; each booking is order, sandbox payment, verification that credits and books in one transaction (3 HTTP calls) against one API process on PostgreSQL. ${machineLine()}`,
    '',
    '| paid bookings/s | refused as taken | failed | double bookings | ledger balanced |',
    '|---|---|---|---|---|',
    `| **${perSecond.toFixed(0)}** (target 100) | ${stats.refused} | ${stats.failed} | ${check.overlaps} | ${balanced ? 'yes' : '**no**'} |`,
  ].join('\n'),
);
if (check.overlaps > 0 || !balanced || stats.failed > 0) process.exitCode = 1;
