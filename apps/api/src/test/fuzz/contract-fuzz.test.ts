import fc from 'fast-check';
import type { ApiContract } from '@care/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../app.ts';
import { useKnownIds } from './arbitraries.ts';
import { allContracts, routeKey } from './contracts.ts';
import { callsTo, injectOptions, type FuzzedCall } from './requests.ts';
import { changedTables, rowCounter, type RowCounts } from './row-counts.ts';
import { makeCallers, type Callers, type TokenKind } from './tokens.ts';
import { sentValues } from '../sent-values.ts';

/*
 * Property-based fuzzing of every route the app registers (issue 15, item 5). Requests come
 * from each route's own contract schemas, valid, off by one and broken, with every kind of
 * token. Whatever is sent: never a 5xx, every 4xx in the error envelope, and a refused request
 * writes no row. The seed is fixed so CI runs the same requests each time; FUZZ_RUNS goes
 * deeper and FUZZ_SEED explores elsewhere (a failure prints the seed and path to replay it).
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const SEED = Number(process.env.FUZZ_SEED ?? 1515);

/** Routes not fuzzed, each with why. The test below fails if one of them stops existing. */
const skipped: Record<string, string> = {
  'GET /api/v1/dev/outbox':
    'the dev outbox holds the OTPs the callers sign in with; it exists only outside production',
};

/**
 * The leak check of every API test (no-personal-data-in-logs.ts) looks for each value sent in
 * the logs. Fuzzed values include the API's and fast-check's own words ('name', 'true', a bound
 * such as 100000) that validation messages rightly quote; those are forgotten after each call.
 * Everything else stays checked: random text, mobiles drawn from the schemas' patterns.
 */
const isCommonWord = (value: string) => {
  if (/^[A-Za-z_]+$/.test(value)) return true;
  // Numbers (as sent or percent-encoded: 1e%2B21) are bounds, amounts and counts; only ten
  // digits, a mobile's, can name a person.
  const number = value.replace(/%2B/gi, '+');
  return Number.isFinite(Number(number)) && number.replace(/\D/g, '').length !== 10;
};

function forgetCommonWordsSentSince(known: ReadonlySet<string>): void {
  for (const value of sentValues) {
    if (!known.has(value) && isCommonWord(value)) sentValues.delete(value);
  }
}

/**
 * Multipart uploads: their handlers stream files to storage and check them by their bytes,
 * which JSON values cannot reach; their own tests send real and forged files. The test below
 * fails if a multipart contract is missing here, so a new upload is left out on purpose only.
 */
const uploads = [
  'PUT /api/v1/admin/content/uploadBlogCover/:id',
  'PUT /api/v1/admin/content/uploadBannerImage/:id',
  'PUT /api/v1/provider/auth/completeProviderProfile',
  'PUT /api/v1/provider/auth/uploadProviderDocuments',
  'PUT /api/v1/company/auth/uploadCompanyDocuments',
  'PUT /api/v1/company/booking/assignStaff/:id',
  'PUT /api/v1/provider/auth/uploadProfileImage',
  'PUT /api/v1/company/auth/uploadCompanyLogo',
  'POST /api/v1/provider/journal/uploadPhoto/:bookingId',
  'POST /api/v1/company/journal/uploadPhoto/:bookingId',
];
const isUpload = (contract: ApiContract | undefined) => contract?.bodyType === 'multipart';

const contracts = allContracts();
const fuzzed = [...contracts]
  .filter(([key]) => !skipped[key] && !uploads.includes(key))
  .sort(([a], [b]) => a.localeCompare(b));

/**
 * Each caller's token opens its own door before the fuzzing starts: were a change to sign-in
 * to turn these tokens away, every fuzzed call would stop at a 401 and prove nothing.
 */
async function expectAdmitted(t: TestApp, callers: Callers): Promise<void> {
  const doors: [TokenKind, string, number][] = [
    ['customer', '/api/v1/customer/wallet/getWallet', 200],
    ['provider', '/api/v1/provider/booking/getProviderBookings', 200],
    ['company', '/api/v1/company/booking/getProviderBookings', 200],
    ['admin', '/api/v1/admin/audit/getAuditLog', 200],
    ['support', '/api/v1/admin/audit/getAuditLog', 200],
    ['garbage', '/api/v1/customer/wallet/getWallet', 401],
    ['expired', '/api/v1/customer/wallet/getWallet', 401],
  ];
  for (const [kind, url, status] of doors) {
    const res = await t.app.inject({ url, headers: callers.headers[kind] });
    expect(res.statusCode, `${kind} ${url}: ${res.body.slice(0, 200)}`).toBe(status);
  }
}

describe('every route, fuzzed from its contract', () => {
  let t: TestApp;
  let callers: Callers;
  let countRows: () => Promise<RowCounts>;
  /** The counts after the last call, so each call costs one count rather than two. */
  let counts: RowCounts;

  beforeAll(async () => {
    t = await createTestApp();
    callers = await makeCallers(t);
    await expectAdmitted(t, callers);
    useKnownIds(callers.ids);
    countRows = await rowCounter(t.db);
    counts = await countRows();
  });
  afterAll(() => t.close());

  /** Sends one call and checks the three properties, with the call in every message. */
  async function check(call: FuzzedCall): Promise<void> {
    const known = new Set(sentValues);
    const res = await t.app.inject(injectOptions(call, callers.headers[call.token]));
    forgetCommonWordsSentSince(known);
    const label = `${call.token}: ${call.method} ${call.url.slice(0, 300)}`;
    expect(res.statusCode, `${label}\n${res.body.slice(0, 500)}`).toBeLessThan(500);
    const before = counts;
    counts = await countRows();
    if (res.statusCode < 400) return;
    let body: unknown;
    try {
      body = res.json();
    } catch {
      body = res.body;
    }
    expect(body, label).toMatchObject({
      success: false,
      message: expect.any(String),
      code: expect.any(String),
    });
    expect(changedTables(before, counts), `${label} was refused (${res.statusCode})`).toEqual([]);
  }

  const run = (arbitrary: fc.Arbitrary<FuzzedCall>) =>
    fc.assert(fc.asyncProperty(arbitrary, check), {
      seed: SEED,
      numRuns: RUNS,
      endOnFailure: true,
    });

  it.each(fuzzed)(
    '%s',
    async (_, contract) => {
      await run(callsTo(contract.method, `/api/v1${contract.path}`, contract));
    },
    120_000,
  );

  it('fuzzes the registered routes no contract declares (webhooks, the API document)', async () => {
    const bare = t.app.registeredRoutes.filter(
      (r) => r.method !== 'HEAD' && !contracts.has(routeKey(r.method, r.url)),
    );
    expect(bare.map((r) => routeKey(r.method, r.url))).toContain(
      'POST /api/v1/payments/razorpay/webhook',
    );
    for (const r of bare) await run(callsTo(r.method, r.url, undefined));
  }, 120_000);

  it('leaves out only the listed routes, and fuzzes no contract the app does not serve', () => {
    const registered = new Set(t.app.registeredRoutes.map((r) => routeKey(r.method, r.url)));
    // A stale entry in the list would hide nothing today but excuse a route tomorrow.
    for (const key of Object.keys(skipped)) expect(registered, key).toContain(key);
    // A contract without its route would be fuzzed against a 404 and prove nothing.
    for (const [key] of fuzzed) expect(registered, key).toContain(key);
    const multipart = [...contracts].filter(([, c]) => isUpload(c)).map(([key]) => key);
    expect(multipart.sort()).toEqual([...uploads].sort());
    for (const key of uploads) expect(registered, key).toContain(key);
  });
});
