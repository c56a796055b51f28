import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { settlePayouts } from '../../modules/earnings/sender.ts';
import {
  earner,
  getEarnings,
  getPayouts,
  openMarket,
  payoutEntryKinds,
  requestPayout,
  saveDestination,
  type Market,
} from '../../modules/earnings/testing.ts';
import {
  ACCOUNT_NUMBER,
  basicAuth,
  KEY_ID,
  KEY_SECRET,
  paidOutCaregiver,
  payoutRow,
  razorpayxEnv,
  startFakeRazorpayX,
  WEBHOOK_SECRET,
  type FakeRazorpayX,
} from './fake-razorpayx.ts';
import { contactName } from './razorpayx.ts';

/** The RazorpayX adapter against a local fake of its Payouts API, over real HTTP. */
describe('RazorpayX payouts adapter', () => {
  let fake: FakeRazorpayX;
  let t: TestApp;
  let m: Market;

  beforeAll(async () => {
    fake = await startFakeRazorpayX();
    t = await createTestApp({ WRITE_LIMIT_PER_USER: '1000', ...razorpayxEnv(fake) });
    m = await openMarket(t.app, t.db);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  const quiet = { warn: () => undefined };

  it('registers the caregiver once and pays through the Payouts API, with basic auth and our payout id as the idempotency key', async () => {
    const before = fake.seen.length;
    const { who, payoutId, gatewayId } = await paidOutCaregiver(m, fake);
    const calls = fake.seen.slice(before);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /v1/contacts',
      'POST /v1/fund_accounts',
      'POST /v1/payouts',
    ]);
    for (const call of calls) expect(call.headers.authorization).toBe(basicAuth);
    expect(calls[0]!.body).toEqual({
      name: 'Meera Nair',
      type: 'vendor',
      reference_id: who.seller.id,
    });
    expect(calls[1]!.body).toEqual({
      contact_id: expect.stringMatching(/^cont_fake/),
      account_type: 'bank_account',
      bank_account: { name: 'Meera Nair', ifsc: 'SBIN0005678', account_number: '123456787890' },
    });
    expect(calls[2]!.headers['x-payout-idempotency']).toBe(payoutId);
    expect(calls[2]!.body).toEqual({
      account_number: ACCOUNT_NUMBER,
      fund_account_id: expect.stringMatching(/^fa_fake/),
      amount: 100_000,
      currency: 'INR',
      mode: 'IMPS',
      purpose: 'payout',
      queue_if_low_balance: true,
      reference_id: payoutId,
    });
    expect((await payoutRow(t.db, payoutId)).gatewayPayoutId).toBe(gatewayId);

    // A second payout to the same account registers nothing again.
    const again = fake.seen.length;
    expect((await requestPayout(t.app, who, 200)).statusCode).toBe(200);
    expect(fake.seen.slice(again).map((c) => c.url)).toEqual(['/v1/payouts']);
    expect(fake.seen.at(-1)!.body.fund_account_id).toBe(calls[2]!.body.fund_account_id);

    // A UPI id is a vpa fund account under the same contact, paid by UPI.
    expect(
      (await saveDestination(t.app, who, { type: 'upi', vpa: 'meera.nair@okaxis' })).statusCode,
    ).toBe(200);
    const upi = fake.seen.length;
    expect((await requestPayout(t.app, who, 300)).statusCode).toBe(200);
    const upiCalls = fake.seen.slice(upi);
    expect(upiCalls.map((c) => c.url)).toEqual([
      '/v1/contacts',
      '/v1/fund_accounts',
      '/v1/payouts',
    ]);
    expect(upiCalls[1]!.body).toMatchObject({
      account_type: 'vpa',
      vpa: { address: 'meera.nair@okaxis' },
    });
    expect(upiCalls[2]!.body).toMatchObject({ mode: 'UPI', amount: 30_000 });
  });

  it('sends a payout again after an outage under the same idempotency key, so it is paid once', async () => {
    const who = await earner(m);
    expect((await saveDestination(t.app, who)).statusCode).toBe(200);
    // RazorpayX took the payout but its answer never arrived.
    fake.next = 'lost-answer';
    const res = await requestPayout(t.app, who, 1000);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('QUEUED');
    const payoutId = res.json().data.id as string;
    expect(fake.byKey.has(payoutId)).toBe(true);

    // The same request again (a retry by the app) sends it again; RazorpayX is down this time.
    fake.next = 'down';
    expect((await requestPayout(t.app, who, 1000, null)).statusCode).toBe(400);
    const key = (await payoutRow(t.db, payoutId)).idempotencyKey;
    expect((await requestPayout(t.app, who, 1000, key)).json().data).toEqual({
      id: payoutId,
      status: 'QUEUED',
    });

    // The job sends it a minute later: RazorpayX answers the payout it already has.
    const sent = await settlePayouts(t.db, t.app.payouts, quiet, new Date(Date.now() + 60_000));
    expect(sent.sent).toBeGreaterThanOrEqual(1);
    const attempts = fake.seen.filter(
      (c) => c.url === '/v1/payouts' && c.headers['x-payout-idempotency'] === payoutId,
    );
    expect(attempts).toHaveLength(3);
    expect(new Set(attempts.map((c) => JSON.stringify(c.body))).size).toBe(1);
    expect(await payoutRow(t.db, payoutId)).toMatchObject({
      status: 'PROCESSING',
      gatewayPayoutId: fake.byKey.get(payoutId)!.id,
    });
    expect([...fake.byKey.values()].filter((p) => p.reference_id === payoutId)).toHaveLength(1);
    expect(await getEarnings(t.app, who)).toMatchObject({ available: 1646, inTransit: 1000 });
  });

  it('fails a payout RazorpayX refuses outright, returning the money at once', async () => {
    const who = await earner(m);
    expect((await saveDestination(t.app, who)).statusCode).toBe(200);
    fake.next = 'refuse';
    const res = await requestPayout(t.app, who, 1000);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('FAILED');
    expect((await getPayouts(t.app, who))[0]!.failureReason).toMatch(/Fund account is not active/);
    expect(await getEarnings(t.app, who)).toMatchObject({ available: 2646, inTransit: 0 });
    expect(await payoutEntryKinds(t.db, who.seller)).toEqual([
      'PAYOUT_REQUESTED',
      'PAYOUT_RETURNED',
    ]);
  });

  it('asks RazorpayX about a payout it has been quiet about, in case a webhook was lost', async () => {
    const { who, payoutId } = await paidOutCaregiver(m, fake);
    Object.assign(fake.byKey.get(payoutId)!, { status: 'processed', utr: 'UTR777' });
    const checked = await settlePayouts(
      t.db,
      t.app.payouts,
      quiet,
      new Date(Date.now() + 16 * 60_000),
    );
    expect(checked.checked).toBeGreaterThanOrEqual(1);
    expect(
      fake.seen.some(
        (c) => c.method === 'GET' && c.url === `/v1/payouts/${fake.byKey.get(payoutId)!.id}`,
      ),
    ).toBe(true);
    expect(await payoutRow(t.db, payoutId)).toMatchObject({
      status: 'PROCESSED',
      reference: 'UTR777',
    });
    expect(await getEarnings(t.app, who)).toMatchObject({ paidOut: 1000, inTransit: 0 });
  });

  it('files a contact under a name RazorpayX accepts', () => {
    expect(contactName('Meera Nair')).toBe('Meera Nair');
    expect(contactName('  Dr. A. K. Sharma!! ')).toBe('Dr. A. K. Sharma');
    expect(contactName('मीरा')).toBe('CareConnect caregiver');
    expect(contactName('x'.repeat(80))).toHaveLength(50);
  });
});

describe('payouts settings', () => {
  const base = { DATA_DIR: '/tmp/care-config-test', JWT_SECRET: 'x'.repeat(40) };
  const keys = {
    RAZORPAYX_KEY_ID: KEY_ID,
    RAZORPAYX_KEY_SECRET: KEY_SECRET,
    RAZORPAYX_ACCOUNT_NUMBER: ACCOUNT_NUMBER,
    RAZORPAYX_WEBHOOK_SECRET: WEBHOOK_SECRET,
  };

  it('uses the sandbox without keys, and RazorpayX with all four', () => {
    expect(loadConfig(base).payouts.kind).toBe('sandbox');
    expect(loadConfig({ ...base, ...keys }).payouts).toEqual({
      kind: 'razorpayx',
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      accountNumber: ACCOUNT_NUMBER,
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: 'https://api.razorpay.com',
    });
  });

  it('refuses some RazorpayX keys without the others', () => {
    for (const missing of Object.keys(keys)) {
      const partial = { ...base, ...keys, [missing]: '' };
      expect(() => loadConfig(partial), missing).toThrow(/RAZORPAYX_KEY_ID.*set all or none/);
    }
  });
});
