import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { ledgerIsSound } from '../../test/money.ts';
import {
  paidOutCaregiver,
  payoutRow,
  payoutWebhook,
  razorpayxEnv,
  startFakeRazorpayX,
  type FakeRazorpayX,
} from '../../adapters/payouts/fake-razorpayx.ts';
import { settlePayouts } from './sender.ts';
import {
  earner,
  getEarnings,
  getPayouts,
  journalSize,
  openMarket,
  payoutEntryKinds,
  requestPayout,
  saveDestination,
  type Market,
} from './testing.ts';

/**
 * RazorpayX's payout webhooks: signed, possibly repeated or out of order, sometimes about
 * payouts that are not ours. Each payout settles once and only moves forward.
 */
describe('payouts webhook', () => {
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

  it('settles a payout on payout.processed once, however often the webhook comes', async () => {
    const { who, payoutId, gatewayId } = await paidOutCaregiver(m, fake);
    const processed = {
      id: gatewayId,
      amount: 100_000,
      status: 'processed',
      utr: 'UTR000123456789',
      reference_id: payoutId,
    };
    const first = await payoutWebhook(t.app, 'payout.processed', processed);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ handled: true, reason: 'paid' });
    const again = await payoutWebhook(t.app, 'payout.processed', processed);
    expect(again.json().data.handled).toBe(false);

    const [payout] = await getPayouts(t.app, who);
    expect(payout).toMatchObject({ status: 'PROCESSED', reference: 'UTR000123456789' });
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
  });

  it('returns a failed payout to the earnings, with the bank’s reason, and tells the caregiver', async () => {
    const { who, payoutId, gatewayId } = await paidOutCaregiver(m, fake);
    const res = await payoutWebhook(t.app, 'payout.failed', {
      id: gatewayId,
      amount: 100_000,
      status: 'failed',
      reference_id: payoutId,
      status_details: {
        description: 'Beneficiary bank is offline',
        source: 'beneficiary_bank',
        reason: 'bank_offline',
      },
    });
    expect(res.json().data).toEqual({ handled: true, reason: 'returned to earnings' });
    expect((await getPayouts(t.app, who))[0]).toMatchObject({
      status: 'FAILED',
      failureReason: 'Beneficiary bank is offline',
    });
    expect(await getEarnings(t.app, who)).toMatchObject({
      available: 2646,
      inTransit: 0,
      paidOut: 0,
    });
    expect(await payoutEntryKinds(t.db, who.seller)).toEqual([
      'PAYOUT_REQUESTED',
      'PAYOUT_RETURNED',
    ]);
    // A late "processed" cannot pay what already came back.
    const late = await payoutWebhook(t.app, 'payout.processed', {
      id: gatewayId,
      amount: 100_000,
      status: 'processed',
      reference_id: payoutId,
    });
    expect(late.json().data.handled).toBe(false);
    expect((await payoutRow(t.db, payoutId)).status).toBe('FAILED');
    const inbox = await t.app.inject({
      url: '/api/v1/notifications/getMyNotifications',
      headers: who.caregiver.auth,
    });
    expect(inbox.json().data.items[0].text).toMatch(
      /payout of ₹1,000 did not go through: Beneficiary bank is offline/,
    );
  });

  it('takes back a processed payout the bank reversed, once', async () => {
    const { who, payoutId, gatewayId } = await paidOutCaregiver(m, fake);
    const entity = { id: gatewayId, amount: 100_000, reference_id: payoutId };
    expect(
      (await payoutWebhook(t.app, 'payout.processed', { ...entity, status: 'processed' })).json()
        .data.handled,
    ).toBe(true);
    const reversed = await payoutWebhook(t.app, 'payout.reversed', {
      ...entity,
      status: 'reversed',
    });
    expect(reversed.json().data).toEqual({ handled: true, reason: 'returned to earnings' });
    expect(
      (await payoutWebhook(t.app, 'payout.reversed', { ...entity, status: 'reversed' })).json().data
        .handled,
    ).toBe(false);
    expect((await getPayouts(t.app, who))[0]!.status).toBe('REVERSED');
    expect(await getEarnings(t.app, who)).toMatchObject({
      available: 2646,
      inTransit: 0,
      paidOut: 0,
    });
    expect(await payoutEntryKinds(t.db, who.seller)).toEqual([
      'PAYOUT_REQUESTED',
      'PAYOUT_PROCESSED',
      'PAYOUT_REVERSED',
    ]);
    expect(await ledgerIsSound(t.db)).toBe(true);
  });

  it('never brings back a reversed payout when "processed" arrives after "reversed"', async () => {
    const { who, payoutId, gatewayId } = await paidOutCaregiver(m, fake);
    const entity = { id: gatewayId, amount: 100_000, reference_id: payoutId };
    expect(
      (await payoutWebhook(t.app, 'payout.reversed', { ...entity, status: 'reversed' })).json().data
        .handled,
    ).toBe(true);
    const late = await payoutWebhook(t.app, 'payout.processed', {
      ...entity,
      status: 'processed',
      utr: 'UTR999',
    });
    expect(late.statusCode).toBe(200);
    expect(late.json().data).toEqual({ handled: false, reason: 'already reversed' });
    expect(await payoutRow(t.db, payoutId)).toMatchObject({ status: 'REVERSED', reference: null });
    expect(await getEarnings(t.app, who)).toMatchObject({
      available: 2646,
      inTransit: 0,
      paidOut: 0,
    });
    expect(await payoutEntryKinds(t.db, who.seller)).toEqual([
      'PAYOUT_REQUESTED',
      'PAYOUT_RETURNED',
    ]);
  });

  it('refuses a webhook without a valid signature and writes nothing', async () => {
    const { payoutId, gatewayId } = await paidOutCaregiver(m, fake);
    const before = await journalSize(t.db);
    const entity = { id: gatewayId, amount: 100_000, status: 'processed', reference_id: payoutId };
    const forged = await payoutWebhook(t.app, 'payout.processed', entity, 'not-the-webhook-secret');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('Invalid webhook signature');
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payouts/razorpayx/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ event: 'payout.processed' }),
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await payoutRow(t.db, payoutId)).status).toBe('PROCESSING');
    expect(await journalSize(t.db)).toBe(before);
  });

  it('acknowledges a webhook about a payout it does not know, or another event, and writes nothing', async () => {
    const { payoutId, gatewayId } = await paidOutCaregiver(m, fake);
    const before = await journalSize(t.db);
    const unknown = await payoutWebhook(t.app, 'payout.processed', {
      id: 'pout_notours0001',
      amount: 100_000,
      status: 'processed',
      reference_id: 'someone-else',
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().data).toEqual({ handled: false, reason: 'unknown payout' });
    const other = await payoutWebhook(t.app, 'payout.initiated', {
      id: 'pout_notours0001',
      amount: 100_000,
      status: 'processing',
    });
    expect(other.json().data).toEqual({ handled: false, reason: 'ignored' });
    // A payout of ours, but an amount that is not ours: left alone.
    const wrong = await payoutWebhook(t.app, 'payout.processed', {
      id: gatewayId,
      amount: 1,
      status: 'processed',
      reference_id: payoutId,
    });
    expect(wrong.json().data).toEqual({ handled: false, reason: 'amount mismatch' });
    expect(await journalSize(t.db)).toBe(before);
    expect((await payoutRow(t.db, payoutId)).status).toBe('PROCESSING');
  });

  it('settles a payout whose webhook overtook the answer, found by the reference we sent', async () => {
    const who = await earner(m);
    expect((await saveDestination(t.app, who)).statusCode).toBe(200);
    fake.next = 'lost-answer';
    const payoutId = (await requestPayout(t.app, who, 1000)).json().data.id as string;
    const taken = fake.byKey.get(payoutId)!;
    const res = await payoutWebhook(t.app, 'payout.processed', {
      ...taken,
      status: 'processed',
      utr: 'UTR424242',
    });
    expect(res.json().data).toEqual({ handled: true, reason: 'paid' });
    expect(await payoutRow(t.db, payoutId)).toMatchObject({
      status: 'PROCESSED',
      gatewayPayoutId: taken.id,
      reference: 'UTR424242',
    });
    // Nothing is sent again for a payout that is settled.
    const before = fake.seen.length;
    await settlePayouts(t.db, t.app.payouts, quiet, new Date(Date.now() + 60_000));
    expect(
      fake.seen.slice(before).some((c) => c.headers['x-payout-idempotency'] === payoutId),
    ).toBe(false);
  });
});
