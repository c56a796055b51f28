import { createHmac, randomUUID } from 'node:crypto';
import { MIN_PAYOUT_PAISE, reverseEarning, splitEarning, type EarnedParts } from '@care/shared';
import { payoutWebhook } from '../../adapters/payouts/fake-razorpayx.ts';
import { SANDBOX_PAYOUT_MS, sandboxPayoutId } from '../../adapters/payouts/sandbox.ts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signIn, type SignedIn } from '../../test/auth.ts';
import { addMember, addMoney, createOrder, day, sandboxPay } from '../../test/booking.ts';
import { createCatalog, createCompany } from '../../test/fixtures.ts';
import { ledgerIsSound } from '../../test/money.ts';
import { heldForBooking, sellerBalances, walletBalance } from './repository.ts';
import { readTrialBalance } from './trial-balance.ts';

const PRICE_PER_DAY = 70_000;

/** Every run's caregiver is paid to a UPI id. */
const saveDestination = (r: Real) =>
  r.t.app.inject({
    method: 'PUT',
    url: '/api/v1/company/earnings/savePayoutDestination',
    headers: r.company.auth,
    payload: { type: 'upi', vpa: 'modelcare@okaxis' },
  });
const SANDBOX_SECRET = 'sandbox-secret-for-local-testing-only';

type Status = 'PENDING' | 'ACCEPTED' | 'IN_PROGRESS' | 'COMPLETED' | 'CANCELLED' | 'DECLINED';

/** What the books should say, kept by the test as it acts. */
interface Model {
  wallet: number;
  /** The caregiver's earnings not paid out: what a payout may take. */
  available: number;
  paidOut: number;
  bookings: ModelBooking[];
  payouts: { id: string; amount: number; status: 'PROCESSED' | 'FAILED' | 'REVERSED' }[];
}
interface ModelBooking {
  id: string;
  total: number;
  status: Status;
  start: number;
  codes: Codes;
  /** Refunded by an operator from the money held for it. */
  refundedFromHeld: number;
  /** What is left of its earning, once completed or a fee was kept. */
  earned: EarnedParts;
}
const noEarning = (): EarnedParts => ({ netPaise: 0, commissionPaise: 0, gstPaise: 0 });
const isActive = (b: ModelBooking) => ['PENDING', 'ACCEPTED', 'IN_PROGRESS'].includes(b.status);
const heldOf = (b: ModelBooking) => (isActive(b) ? b.total - b.refundedFromHeld : 0);
const earnedOf = (b: ModelBooking) =>
  b.earned.netPaise + b.earned.commissionPaise + b.earned.gstPaise;
/** A booking's money becoming earned: the caregiver's net is available to pay out. */
function earn(m: Model, b: ModelBooking, grossPaise: number) {
  const split = splitEarning(grossPaise, 1000);
  b.earned = {
    netPaise: split.netPaise,
    commissionPaise: split.commissionPaise,
    gstPaise: split.gstPaise,
  };
  m.available += split.netPaise;
}
interface Codes {
  startCode: string;
  endCode: string;
}
/** One family and one company, fresh for each run, acting through the real API. */
interface Real {
  t: TestApp;
  family: SignedIn;
  familyId: string;
  company: SignedIn;
  companyId: string;
  memberId: string;
  companySvcId: string;
  admin: SignedIn;
}

const patch = (r: Real, who: SignedIn, url: string, payload?: object) =>
  r.t.app.inject({ method: 'PATCH', url: `/api/v1/${url}`, headers: who.auth, payload });

/** The checks after every step: the books balance, and say what the model says. */
async function checkBooks(m: Model, r: Real) {
  expect(await ledgerIsSound(r.t.db)).toBe(true);
  expect((await readTrialBalance(r.t.db)).total).toBe(0);
  const shown = await r.t.app.inject({
    url: '/api/v1/customer/wallet/getWallet',
    headers: r.family.auth,
  });
  // The family sees exactly the ledger's balance, which is exactly the model's.
  expect(Math.round(shown.json().data.balance * 100)).toBe(m.wallet);
  expect(await walletBalance(r.t.db, r.familyId)).toBe(m.wallet);
  const seller = await sellerBalances(r.t.db, { kind: 'Company', id: r.companyId });
  expect(seller.available).toBe(m.available);
  expect(seller.available).toBeGreaterThanOrEqual(0);
  const earnings = await r.t.app.inject({
    url: '/api/v1/company/earnings/getEarnings',
    headers: r.company.auth,
  });
  // What the caregiver is shown is the ledger's, to the paisa.
  expect(Math.round(earnings.json().data.available * 100)).toBe(m.available);
  expect(Math.round(earnings.json().data.paidOut * 100)).toBe(m.paidOut);
  expect(seller.held).toBe(m.bookings.reduce((sum, b) => sum + heldOf(b), 0));
  for (const b of m.bookings) expect(await heldForBooking(r.t.db, b.id)).toBe(heldOf(b));
}

/** Pays for days through the sandbox; the browser may be gone (only the webhook arrives). */
class PayAndBook implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly start: number,
    readonly days: number,
    readonly arrival: 'callback' | 'webhook' | 'both',
  ) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const draft = {
      familyMemberId: r.memberId,
      companySvcId: r.companySvcId,
      startDate: day(this.start),
      endDate: day(this.start + this.days - 1),
    };
    const order = await createOrder(r.t.app, r.family, draft);
    expect(order.statusCode, order.body).toBe(200);
    const { id, amount } = order.json() as { id: string; amount: number };
    const proof = await sandboxPay(r.t.app, r.family, id);
    const webhook = () => {
      const raw = JSON.stringify({
        event: 'payment.captured',
        payload: { payment: { entity: { id: proof.razorpay_payment_id, order_id: id, amount } } },
      });
      return r.t.app.inject({
        method: 'POST',
        url: '/api/v1/payments/razorpay/webhook',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': createHmac('sha256', SANDBOX_SECRET).update(raw).digest('hex'),
        },
        payload: raw,
      });
    };
    if (this.arrival !== 'callback') expect((await webhook()).statusCode).toBe(200);
    // The callback (now or late) answers the booking the payment made, once.
    const verified = await addMoney(r.t.app, r.family, amount / 100, proof);
    expect(verified.statusCode, verified.body).toBe(200);
    if (this.arrival === 'both') expect((await webhook()).statusCode).toBe(200);
    const booking = verified.json().data.booking as Codes & { id: string };
    expect(booking).not.toBeNull();
    expect(m.bookings.some((b) => b.id === booking.id)).toBe(false);
    m.bookings.push({
      id: booking.id,
      total: amount,
      status: 'PENDING',
      start: this.start,
      codes: booking,
      refundedFromHeld: 0,
      earned: noEarning(),
    });
    await checkBooks(m, r);
  }
  toString = () => `PayAndBook(${this.start}, ${this.days}, ${this.arrival})`;
}

/** Books from a wallet that refunds have filled (createBookingRequest, as the spec has it). */
class BookFromWallet implements fc.AsyncCommand<Model, Real> {
  constructor(readonly start: number) {}
  check = (m: Readonly<Model>) => m.wallet >= PRICE_PER_DAY;
  async run(m: Model, r: Real) {
    const res = await r.t.app.inject({
      method: 'POST',
      url: '/api/v1/customer/booking/createBookingRequest',
      headers: r.family.auth,
      payload: {
        familyMemberId: r.memberId,
        companySvcId: r.companySvcId,
        startDate: day(this.start),
        endDate: day(this.start),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const booking = res.json().data as Codes & { id: string };
    m.wallet -= PRICE_PER_DAY;
    m.bookings.push({
      id: booking.id,
      total: PRICE_PER_DAY,
      status: 'PENDING',
      start: this.start,
      codes: booking,
      refundedFromHeld: 0,
      earned: noEarning(),
    });
    await checkBooks(m, r);
  }
  toString = () => `BookFromWallet(${this.start})`;
}

/** A caregiver's or family's action on the n-th booking, whatever its state. */
class Act implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly pick: number,
    readonly action: 'accept' | 'decline' | 'start' | 'complete' | 'familyCancel' | 'sellerCancel',
  ) {}
  check = (m: Readonly<Model>) => m.bookings.length > 0;
  async run(m: Model, r: Real) {
    const b = m.bookings[this.pick % m.bookings.length]!;
    const url = (what: string) => `company/booking/${what}/${b.id}`;
    let res;
    switch (this.action) {
      case 'accept':
        res = await patch(r, r.company, url('acceptBooking'));
        if (res.statusCode === 200) b.status = 'ACCEPTED';
        break;
      case 'decline':
        res = await patch(r, r.company, url('declineBooking'));
        if (res.statusCode === 200) {
          m.wallet += heldOf(b);
          b.status = 'DECLINED';
        }
        break;
      case 'sellerCancel':
        res = await patch(r, r.company, url('cancelBooking'), { reason: 'Our nurse is unwell' });
        if (res.statusCode === 200) {
          m.wallet += heldOf(b);
          b.status = 'CANCELLED';
        }
        break;
      case 'start':
        res = await patch(r, r.company, url('startBooking'), { code: b.codes.startCode });
        if (res.statusCode === 200) b.status = 'IN_PROGRESS';
        break;
      case 'complete':
        res = await patch(r, r.company, url('completeBooking'), { code: b.codes.endCode });
        if (res.statusCode === 200) {
          earn(m, b, heldOf(b));
          b.status = 'COMPLETED';
        }
        break;
      case 'familyCancel': {
        res = await patch(r, r.family, `customer/booking/cancelBooking/${b.id}`);
        if (res.statusCode === 200) {
          const refund = Math.round(res.json().data.refundAmount * 100);
          const held = heldOf(b);
          expect(refund).toBeLessThanOrEqual(held);
          b.status = 'CANCELLED';
          m.wallet += refund;
          count('family cancel');
          if (held > refund) earn(m, b, held - refund);
        }
        break;
      }
    }
    // Anything the status graph refuses is a clear 4xx that moves no money.
    expect(res.statusCode, res.body).toBeLessThan(500);
    await checkBooks(m, r);
  }
  toString = () => `Act(${this.pick}, ${this.action})`;
}

/** How often each kind of step really ran, so the property cannot pass by doing nothing. */
const ran = new Map<string, number>();
const count = (what: string) => ran.set(what, (ran.get(what) ?? 0) + 1);

/** A whole day's care for today: paid, accepted, started and completed, so it is earned. */
class EarnToday implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(m: Model, r: Real) {
    await new PayAndBook(0, 1, 'callback').run(m, r);
    const b = m.bookings.at(-1)!;
    for (const action of ['accept', 'start', 'complete'] as const) {
      await new Act(m.bookings.length - 1, action).run(m, r);
    }
    expect(b.status).toBe('COMPLETED');
    count('earned');
  }
  toString = () => 'EarnToday';
}

/** The family cancels a booking it may still cancel, by the policy (refund and kept fee). */
class FamilyCancel implements fc.AsyncCommand<Model, Real> {
  constructor(readonly pick: number) {}
  check = (m: Readonly<Model>) =>
    m.bookings.some((b) => b.status === 'PENDING' || b.status === 'ACCEPTED');
  async run(m: Model, r: Real) {
    const open = m.bookings.filter((b) => b.status === 'PENDING' || b.status === 'ACCEPTED');
    const b = open[this.pick % open.length]!;
    await new Act(m.bookings.indexOf(b), 'familyCancel').run(m, r);
    expect(b.status).toBe('CANCELLED');
  }
  toString = () => `FamilyCancel(${this.pick})`;
}

/**
 * An operator refunds part (or all) of a booking: from held money first, then from its earning,
 * refused when it would take back more than the caregiver has not been paid out.
 */
class OperatorRefund implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly pick: number,
    readonly share: number,
  ) {}
  check = (m: Readonly<Model>) => m.bookings.some((b) => heldOf(b) + earnedOf(b) > 0);
  async run(m: Model, r: Real) {
    const open = m.bookings.filter((b) => heldOf(b) + earnedOf(b) > 0);
    const b = open[this.pick % open.length]!;
    const refundable = heldOf(b) + earnedOf(b);
    const amount = Math.max(1, Math.floor(refundable * this.share));
    const fromHeld = Math.min(amount, heldOf(b));
    const back = reverseEarning(amount - fromHeld, b.earned);
    const res = await r.t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/booking/refundBooking/${b.id}`,
      headers: { ...r.admin.auth, 'idempotency-key': `model-${randomUUID()}` },
      payload: { amount: amount / 100, reason: 'Model refund' },
    });
    if (back.netPaise > m.available) {
      expect(res.statusCode, res.body).toBe(409);
    } else {
      expect(res.statusCode, res.body).toBe(200);
      expect(Math.round(res.json().data.refundable * 100)).toBe(refundable - amount);
      m.wallet += amount;
      m.available -= back.netPaise;
      b.refundedFromHeld += fromHeld;
      b.earned = {
        netPaise: b.earned.netPaise - back.netPaise,
        commissionPaise: b.earned.commissionPaise - back.commissionPaise,
        gstPaise: b.earned.gstPaise - back.gstPaise,
      };
      count(fromHeld === amount ? 'operator refund of held money' : 'operator refund of earnings');
    }
    await checkBooks(m, r);
  }
  toString = () => `OperatorRefund(${this.pick}, ${this.share})`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function payoutStatus(r: Real, id: string): Promise<string | undefined> {
  const res = await r.t.app.inject({
    url: '/api/v1/company/earnings/getPayouts',
    headers: r.company.auth,
  });
  return (res.json().data as { id: string; status: string }[]).find((p) => p.id === id)?.status;
}

/**
 * A payout of everything available (at least ₹100). `outcome` is what the bank does: pay it
 * (the sandbox's own webhook, within seconds), or fail it at once, in which case the sandbox's
 * later 'processed' arrives out of order and must change nothing.
 */
class RequestPayout implements fc.AsyncCommand<Model, Real> {
  constructor(readonly outcome: 'processed' | 'failed') {}
  check = (m: Readonly<Model>) => m.available >= MIN_PAYOUT_PAISE;
  async run(m: Model, r: Real) {
    const amount = m.available;
    const res = await r.t.app.inject({
      method: 'POST',
      url: '/api/v1/company/earnings/requestPayout',
      headers: { ...r.company.auth, 'idempotency-key': `model-${randomUUID()}` },
      payload: { amount: amount / 100 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.id as string;
    m.available -= amount;
    if (this.outcome === 'failed') {
      const failed = await payoutWebhook(
        r.t.app,
        'payout.failed',
        { id: sandboxPayoutId(id), amount, status: 'failed', reference_id: id },
        SANDBOX_SECRET,
      );
      expect(failed.statusCode, failed.body).toBe(200);
      m.available += amount;
      // The sandbox's 'processed' arrives after the failure: it must not pay a failed payout.
      await sleep(SANDBOX_PAYOUT_MS + 400);
      expect(await payoutStatus(r, id)).toBe('FAILED');
      m.payouts.push({ id, amount, status: 'FAILED' });
      count('payout failed');
    } else {
      for (let i = 0; i < 50 && (await payoutStatus(r, id)) !== 'PROCESSED'; i++) await sleep(100);
      expect(await payoutStatus(r, id)).toBe('PROCESSED');
      m.paidOut += amount;
      m.payouts.push({ id, amount, status: 'PROCESSED' });
      count('payout processed');
    }
    await checkBooks(m, r);
  }
  toString = () => `RequestPayout(${this.outcome})`;
}

/** The bank reverses a paid payout: the money is the caregiver's to pay out again. */
class ReversePayout implements fc.AsyncCommand<Model, Real> {
  constructor(readonly pick: number) {}
  check = (m: Readonly<Model>) => m.payouts.some((p) => p.status === 'PROCESSED');
  async run(m: Model, r: Real) {
    const paid = m.payouts.filter((p) => p.status === 'PROCESSED');
    const payout = paid[this.pick % paid.length]!;
    const entity = {
      id: sandboxPayoutId(payout.id),
      amount: payout.amount,
      status: 'reversed',
      reference_id: payout.id,
    };
    for (let i = 0; i < 2; i++) {
      // Delivered twice: the second is a duplicate and moves nothing.
      const res = await payoutWebhook(r.t.app, 'payout.reversed', entity, SANDBOX_SECRET);
      expect(res.statusCode, res.body).toBe(200);
    }
    payout.status = 'REVERSED';
    count('payout reversed');
    m.paidOut -= payout.amount;
    m.available += payout.amount;
    await checkBooks(m, r);
  }
  toString = () => `ReversePayout(${this.pick})`;
}

/** The family takes its whole balance back to the payments it came from. */
class Withdraw implements fc.AsyncCommand<Model, Real> {
  check = (m: Readonly<Model>) => m.wallet > 0;
  async run(m: Model, r: Real) {
    const key = `model-${randomUUID()}`;
    for (let i = 0; i < 2; i++) {
      // A retry with the same key is the same withdrawal.
      const res = await r.t.app.inject({
        method: 'POST',
        url: '/api/v1/customer/wallet/withdraw',
        headers: { ...r.family.auth, 'idempotency-key': key },
        payload: { amount: m.wallet / 100 },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    m.wallet = 0;
    count('withdrawal');
    await checkBooks(m, r);
  }
  toString = () => 'Withdraw';
}

describe('money through random sequences of payments and bookings (model-based)', () => {
  let t: TestApp;
  let serviceId: string;
  let admin: SignedIn;
  let run = 0;

  beforeAll(async () => {
    t = await createTestApp({ OTP_RESEND_SECONDS: '0', WRITE_LIMIT_PER_USER: '10000' });
    serviceId = (await createCatalog(t.db)).nursing.id;
    admin = await signIn(t.app, 'Admin', '9000000001');
  });
  afterAll(() => t.close());

  it('keeps every journal balanced and every balance equal to the ledger after each step', async () => {
    const commands = [
      fc
        .tuple(
          fc.constantFrom(0, 8, 20, 40),
          fc.integer({ min: 1, max: 3 }),
          fc.constantFrom('callback', 'webhook', 'both') as fc.Arbitrary<
            'callback' | 'webhook' | 'both'
          >,
        )
        .map(([start, days, arrival]) => new PayAndBook(start, days, arrival)),
      fc.constantFrom(0, 8, 20, 40).map((start) => new BookFromWallet(start)),
      fc
        .tuple(
          fc.nat(),
          fc.constantFrom(
            'accept',
            'decline',
            'start',
            'complete',
            'familyCancel',
            'sellerCancel',
          ) as fc.Arbitrary<Act['action']>,
        )
        .map(([pick, action]) => new Act(pick, action)),
      fc
        .constantFrom('processed', 'failed')
        .map((outcome) => new RequestPayout(outcome as 'processed' | 'failed')),
      fc.nat().map((pick) => new ReversePayout(pick)),
      fc.constant(new Withdraw()),
      fc.constant(new EarnToday()),
      fc.nat().map((pick) => new FamilyCancel(pick)),
      fc
        .tuple(fc.nat(), fc.constantFrom(0.25, 0.5, 1))
        .map(([pick, share]) => new OperatorRefund(pick, share)),
    ];
    // Earning and paying out take several steps to set up; listing them twice makes them as
    // likely as the single-booking actions, so runs move money through payouts too.
    commands.push(commands[3]!, commands[6]!);
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 18 }), async (cmds) => {
        run++;
        const { company, offers } = await createCompany(t.db, {
          companyName: `Model Care ${run}`,
          offerings: [{ serviceId, pricePerDayPaise: PRICE_PER_DAY, dailyCapacity: 50 }],
        });
        const family = await signIn(t.app);
        const real: Real = {
          t,
          family,
          familyId: family.id,
          company: await signIn(t.app, 'Company', company.mobile),
          companyId: company.id,
          memberId: await addMember(t.app, family),
          companySvcId: offers[0]!.id,
          admin,
        };
        const saved = await saveDestination(real);
        expect(saved.statusCode, saved.body).toBe(200);
        const model: Model = { wallet: 0, available: 0, paidOut: 0, bookings: [], payouts: [] };
        await fc.asyncModelRun(() => ({ model, real }), cmds);
      }),
      // A fixed seed keeps CI reproducible and its coverage (checked below) stable; set
      // MONEY_MODEL_SEED to explore other sequences.
      { numRuns: 25, seed: Number(process.env.MONEY_MODEL_SEED ?? 20_261_123) },
    );
    // Every kind of money movement happened in some run.
    for (const what of [
      'earned',
      'family cancel',
      'payout processed',
      'payout failed',
      'payout reversed',
      'withdrawal',
      'operator refund of held money',
      'operator refund of earnings',
    ]) {
      expect(ran.get(what) ?? 0, `${what} (ran: ${JSON.stringify([...ran])})`).toBeGreaterThan(0);
    }
    // 25 runs of up to 18 steps, each through the real API and database and checked after every
    // step: well over the default time on a busy CI machine.
  }, 180_000);
});
