import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayoutGateway } from '../../adapters/payouts/index.ts';
import { payoutDestinations, payouts } from '../../db/schema/index.ts';
import { jobDefinitions } from '../../jobs/definitions.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { ledgerIsSound } from '../../test/money.ts';
import { sellerBalances } from '../ledger/repository.ts';
import { paidOut as paidOutTo } from './earnings.repository.ts';
import { settlePayouts } from './sender.ts';
import { createEarningsService } from './service.ts';
import {
  earner,
  eventually,
  getEarnings,
  getPayouts,
  openMarket,
  payoutEntryKinds,
  requestPayout,
  saveDestination,
  type Earner,
  type Market,
} from './testing.ts';

/** Payouts through the built-in sandbox gateway, and what keeps them paying exactly once. */
describe('caregiver payouts (sandbox)', () => {
  let t: TestApp;
  let m: Market;
  const quiet = { warn: () => undefined };

  beforeAll(async () => {
    t = await createTestApp({ WRITE_LIMIT_PER_USER: '1000', OTP_RESEND_SECONDS: '0' });
    m = await openMarket(t.app, t.db);
  });
  afterAll(() => t.close());

  async function readyEarner(): Promise<Earner> {
    const who = await earner(m); // ₹2,646 available
    expect((await saveDestination(t.app, who)).statusCode).toBe(200);
    return who;
  }

  it('pays out within 5 seconds, moving the money from available to paid out', async () => {
    const who = await readyEarner();
    const started = Date.now();
    const res = await requestPayout(t.app, who, 1000);
    expect(res.statusCode, res.body).toBe(200);
    const { id, status } = res.json().data;
    expect(status).toBe('PROCESSING');
    expect(await getEarnings(t.app, who)).toMatchObject({
      available: 1646,
      inTransit: 1000,
      paidOut: 0,
    });

    const processed = await eventually(
      async () => (await getPayouts(t.app, who))[0]?.status === 'PROCESSED',
      5_000,
    );
    expect(processed).toBe(true);
    expect(Date.now() - started).toBeLessThan(5_000);
    const [payout] = await getPayouts(t.app, who);
    expect(payout).toMatchObject({
      id,
      amount: 1000,
      status: 'PROCESSED',
      reference: expect.stringMatching(/^SBX[0-9A-F]{12}$/),
      failureReason: null,
      processedAt: expect.any(String),
    });
    expect(await getEarnings(t.app, who)).toMatchObject({
      available: 1646,
      inTransit: 0,
      paidOut: 1000,
    });
    expect(await payoutEntryKinds(t.db, who.seller)).toEqual([
      'PAYOUT_REQUESTED',
      'PAYOUT_PROCESSED',
    ]);

    const inbox = await t.app.inject({
      url: '/api/v1/notifications/getMyNotifications',
      headers: who.caregiver.auth,
    });
    expect(inbox.json().data.items.map((n: { text: string }) => n.text)).toContain(
      'CareConnect paid ₹1,000 to SBIN0005678 · XXXXXX7890.',
    );
    expect(await ledgerIsSound(t.db)).toBe(true);
  });

  it('pays once for one Idempotency-Key, however often or at once it is sent', async () => {
    const who = await readyEarner();
    const key = 'payout-once-0001';
    const first = await requestPayout(t.app, who, 500, key);
    expect(first.statusCode, first.body).toBe(200);
    const again = await Promise.all([1, 2, 3, 4].map(() => requestPayout(t.app, who, 500, key)));
    for (const res of again) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.id).toBe(first.json().data.id);
    }
    expect(await getPayouts(t.app, who)).toHaveLength(1);
    expect(
      (await sellerBalances(t.db, who.seller)).available +
        (await paidOutTo(t.db, who.seller)) +
        (await sellerBalances(t.db, who.seller)).inTransit,
    ).toBe(264_600);
    expect(
      (await payoutEntryKinds(t.db, who.seller)).filter((k) => k === 'PAYOUT_REQUESTED'),
    ).toHaveLength(1);

    // The same key for another amount is a mistake, not a second payout.
    const other = await requestPayout(t.app, who, 600, key);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toMatch(/already used for a payout of ₹500/);
    expect(await getPayouts(t.app, who)).toHaveLength(1);
  });

  it('lets only one of 20 simultaneous payouts of the whole balance through', async () => {
    const who = await readyEarner();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => requestPayout(t.app, who, 2646, `whole-balance-${i}`)),
    );
    const ok = answers.filter((r) => r.statusCode === 200);
    const refused = answers.filter((r) => r.statusCode === 422);
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(19);
    for (const res of refused) expect(res.json().message).toMatch(/You have ₹0 available/);
    expect(await getPayouts(t.app, who)).toHaveLength(1);
    expect(
      (await payoutEntryKinds(t.db, who.seller)).filter((k) => k === 'PAYOUT_REQUESTED'),
    ).toHaveLength(1);
    const balances = await sellerBalances(t.db, who.seller);
    expect(balances.available).toBe(0);
    // The money left once: all of it is in transit or paid, none twice.
    expect(balances.inTransit + (await paidOutTo(t.db, who.seller))).toBe(264_600);
    expect(await ledgerIsSound(t.db)).toBe(true);
  }, 60_000);

  it('finishes payouts a restart cut short, through the payouts job', async () => {
    const who = await readyEarner();
    // A gateway that went away before sending one payout, and whose webhook for another was lost.
    let down = true;
    const cutShort: PayoutGateway = {
      kind: 'sandbox',
      webhookSecret: 'unused-secret-for-this-test',
      registerPayee: async () => ({ contactId: 'cont_x', fundAccountId: 'fa_x' }),
      createPayout: async ({ payoutId, amountPaise }) => {
        if (down) throw new Error('connection reset');
        return {
          id: `pout_lost_${payoutId.slice(0, 8)}`,
          amountPaise,
          status: 'processing',
          referenceId: payoutId,
          utr: null,
          failureReason: null,
        };
      },
    };
    const service = createEarningsService(t.db, cutShort, t.config);
    const queued = await service.requestPayout(who.seller, 'cut-short-0001', 30_000);
    expect(queued.status).toBe('QUEUED');
    // While it waits to be sent, the account it goes to cannot change.
    const change = await saveDestination(t.app, who, { type: 'upi', vpa: 'meera@okaxis' });
    expect(change.statusCode).toBe(409);
    down = false;
    const sent = await service.requestPayout(who.seller, 'cut-short-0002', 20_000);
    expect(sent.status).toBe('PROCESSING');
    expect(await getEarnings(t.app, who)).toMatchObject({ inTransit: 500, paidOut: 0 });

    // The job, run as after a restart a minute later, finishes both, once.
    const job = jobDefinitions.find((j) => j.name === 'settle-payouts');
    expect(job).toBeDefined();
    const later = new Date(Date.now() + 60_000);
    // (Other tests' sandbox payouts still on their way may be finished too: the job is global.)
    const first = await settlePayouts(t.db, undefined, quiet, later);
    expect(first.finished).toBeGreaterThanOrEqual(2);
    await settlePayouts(t.db, undefined, quiet, later);
    expect((await getPayouts(t.app, who)).map((p) => p.status)).toEqual(['PROCESSED', 'PROCESSED']);
    expect(await getEarnings(t.app, who)).toMatchObject({
      available: 2146,
      inTransit: 0,
      paidOut: 500,
    });
    // Run as the scheduler runs it, with the app's gateway: nothing left to do.
    await job!.run({
      db: t.db,
      sms: t.app.sms,
      smsTemplateIds: {},
      payments: t.app.payments,
      payouts: t.app.payouts,
      log: quiet,
    });
    expect(await payoutEntryKinds(t.db, who.seller)).toEqual([
      'PAYOUT_REQUESTED',
      'PAYOUT_REQUESTED',
      'PAYOUT_PROCESSED',
      'PAYOUT_PROCESSED',
    ]);
    expect(await ledgerIsSound(t.db)).toBe(true);
  });

  it('registers the account with the gateway once, and forgets that when the details change', async () => {
    const who = await readyEarner();
    const row = async () =>
      (
        await t.db
          .select()
          .from(payoutDestinations)
          .where(eq(payoutDestinations.providerId, who.seller.id))
      )[0]!;
    expect((await row()).gatewayFundAccountId).toBeNull();
    expect((await requestPayout(t.app, who, 100)).statusCode).toBe(200);
    const registered = await row();
    expect(registered.gatewayFundAccountId).toMatch(/^fa_sbx_/);
    // Saving the same details keeps the registration.
    expect((await saveDestination(t.app, who)).statusCode).toBe(200);
    expect((await row()).gatewayFundAccountId).toBe(registered.gatewayFundAccountId);
    // New details forget it: the next payout registers the new account.
    expect(
      (await saveDestination(t.app, who, { type: 'upi', vpa: 'meera@okaxis' })).statusCode,
    ).toBe(200);
    expect(await row()).toMatchObject({
      gatewayContactId: null,
      gatewayFundAccountId: null,
      type: 'upi',
    });
    const upi = await requestPayout(t.app, who, 100);
    expect(upi.statusCode).toBe(200);
    expect((await row()).gatewayFundAccountId).toMatch(/^fa_sbx_/);
    expect((await row()).gatewayFundAccountId).not.toBe(registered.gatewayFundAccountId);
    const [latest] = await t.db.select().from(payouts).where(eq(payouts.id, upi.json().data.id));
    expect(latest!.destinationLabel).toBe('meera@okaxis');
  });
});
