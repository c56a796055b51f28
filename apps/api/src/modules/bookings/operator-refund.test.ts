import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitEarning, todayInIndia } from '@care/shared';
import { rowsOf } from '../../db/client.ts';
import { signIn, signInSupportOperator, type SignedIn } from '../../test/auth.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { balance, day, familyWithMember, payAndBook } from '../../test/booking.ts';
import { createProvider } from '../../test/fixtures.ts';
import { ledgerIsSound } from '../../test/money.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { signInAdmin } from '../admin/testing.ts';
import {
  earner,
  getEarnings,
  journalSize,
  openMarket,
  requestPayout,
  saveDestination,
  type Market,
} from '../earnings/testing.ts';

/** An operator's refunds: from held money, then from the earning, never more than refundable. */
describe('operator refunds (POST /api/v1/admin/booking/refundBooking/:id)', () => {
  let t: TestApp;
  let admin: SignedIn;

  const refund = (
    bookingId: string,
    payload: object,
    who: { auth: object } | null = admin,
    key: string | null = randomUUID(),
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/booking/refundBooking/${bookingId}`,
      headers: {
        ...(who ? who.auth : {}),
        ...(key === null ? {} : { 'idempotency-key': key }),
      },
      payload,
    });

  /** A family's paid booking of `days` days with a new caregiver, not yet answered. */
  let serviceId: string;

  /** A new family in the one catalogue, as each test's own market. */
  async function market(): Promise<Market> {
    const { family, memberId } = await familyWithMember(t.app);
    return { app: t.app, db: t.db, family, memberId, serviceId };
  }

  async function heldBooking(days = 2, pricePerDayPaise = 150_000, startIn = 0) {
    const m = await market();
    const made = await createProvider(t.db, {
      offerings: [{ serviceId: m.serviceId, pricePerDayPaise }],
    });
    const { booking } = await payAndBook(t.app, m.family, {
      familyMemberId: m.memberId,
      providerSvcId: made.offers[0]!.id,
      startDate: day(startIn),
      endDate: day(startIn + days - 1),
    });
    expect(booking.statusCode, booking.body).toBe(200);
    const booked = booking.json().data as { id: string; startCode: string; endCode: string };
    const caregiver = await signIn(t.app, 'Provider', made.provider.mobile);
    return { m, booking: booked, caregiver, total: days * pricePerDayPaise };
  }

  const linesOf = async (bookingId: string) =>
    rowsOf<{ account: string; paise: number }>(
      await t.db.execute(sql`
        select account, sum(amount_paise)::int as paise from journal_lines
         where booking_id = ${bookingId} group by account`),
    ).reduce<Record<string, number>>((all, r) => ({ ...all, [r.account]: r.paise }), {});

  const entriesOf = async (bookingId: string) =>
    rowsOf<{ n: number }>(
      await t.db.execute(
        sql`select count(*)::int as n from journal_entries where booking_id = ${bookingId}`,
      ),
    )[0]!.n;

  const notificationsOf = async (bookingId: string) =>
    rowsOf<{ type: string; text: string; recipient_kind: string }>(
      await t.db.execute(sql`
        select type, text, recipient_kind from notifications
         where booking_id = ${bookingId} and type like '%REFUNDED_BY_OPERATOR'
         order by type`),
    );

  beforeAll(async () => {
    t = await createTestApp({ OTP_RESEND_SECONDS: '0' });
    admin = await signInAdmin(t.app);
    serviceId = (await openMarket(t.app, t.db)).serviceId;
  });

  afterAll(async () => {
    await t?.close();
  });

  it('refunds part of a booking still held, and the rest is earned on completion', async () => {
    const { m, booking, caregiver, total } = await heldBooking();
    const before = await balance(t.app, m.family);

    const res = await refund(booking.id, { amount: 1000, reason: 'Caregiver arrived late' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      bookingId: booking.id,
      refunded: 1000,
      fromHeld: 1000,
      fromEarning: 0,
      refundedTotal: 1000,
      refundable: total / 100 - 1000,
    });
    expect(await balance(t.app, m.family)).toBe(before + 1000);
    expect((await linesOf(booking.id)).HELD).toBe(total - 100_000);
    const [told] = await notificationsOf(booking.id);
    expect(told).toMatchObject({
      type: 'BOOKING_REFUNDED_BY_OPERATOR',
      recipient_kind: 'Customer',
    });
    expect(told!.text).toContain('₹1,000');
    expect(told!.text).toContain('Caregiver arrived late');

    for (const [step, payload] of [
      ['acceptBooking', undefined],
      ['startBooking', { code: booking.startCode }],
      ['completeBooking', { code: booking.endCode }],
    ] as const) {
      const done = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/provider/booking/${step}/${booking.id}`,
        headers: caregiver.auth,
        payload,
      });
      expect(done.statusCode, done.body).toBe(200);
    }
    const earned = splitEarning(total - 100_000, 1000);
    expect(await linesOf(booking.id)).toMatchObject({
      HELD: 0,
      EARNINGS: earned.netPaise,
      COMMISSION: earned.commissionPaise,
      GST_PAYABLE: earned.gstPaise,
    });
    expect(await ledgerIsSound(t.db)).toBe(true);
  });

  it('takes a refund of completed care back from the caregiver, the commission and the GST in their shares', async () => {
    const m = await market();
    const who = await earner(m, { pricePerDayPaise: 200_000, days: 2 });
    const gross = 400_000;
    const earned = splitEarning(gross, 1000);
    const familyBefore = await balance(t.app, m.family);

    const res = await refund(who.bookingId, { amount: 2000, reason: 'Second day was missed' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ refunded: 2000, fromHeld: 0, fromEarning: 2000 });
    expect(res.json().data.refundable).toBe(2000);
    expect(await balance(t.app, m.family)).toBe(familyBefore + 2000);

    const half = splitEarning(gross / 2, 1000);
    expect(await linesOf(who.bookingId)).toMatchObject({
      EARNINGS: earned.netPaise - half.netPaise,
      COMMISSION: earned.commissionPaise - half.commissionPaise,
      GST_PAYABLE: earned.gstPaise - half.gstPaise,
    });
    const view = await getEarnings(t.app, who);
    expect(view.available).toBe((earned.netPaise - half.netPaise) / 100);
    expect(view.entries[0]).toMatchObject({
      bookingId: who.bookingId,
      gross: 2000,
      net: (earned.netPaise - half.netPaise) / 100,
    });
    const told = await notificationsOf(who.bookingId);
    expect(told.map((n) => n.type)).toEqual([
      'BOOKING_REFUNDED_BY_OPERATOR',
      'EARNING_REFUNDED_BY_OPERATOR',
    ]);
    expect(told[1]!.recipient_kind).toBe('Provider');
    expect(told[1]!.text).toContain('₹1,764');

    // The month's statement shows the earning and, against it, the refund.
    const month = todayInIndia().slice(0, 7);
    const statement = await t.app.inject({
      url: `/api/v1/provider/earnings/getStatement?month=${month}`,
      headers: who.caregiver.auth,
    });
    expect(statement.statusCode).toBe(200);
    const text = pdfText(statement.rawPayload);
    expect(text).toContain('Refunded to the family');
    expect(text).toContain('1 booking, 1 refund');
    expect(text).toContain('-₹1,764');
    expect(await ledgerIsSound(t.db)).toBe(true);
  });

  it('leaves a later cancellation the policy’s refund of what is still held, as its preview says', async () => {
    const { m, booking, total } = await heldBooking(2, 150_000, 20);
    expect(
      (await refund(booking.id, { amount: 2000, reason: 'Goodwill gesture' })).statusCode,
    ).toBe(200);
    const preview = await t.app.inject({
      url: `/api/v1/customer/booking/getRefundPreview/${booking.id}`,
      headers: m.family.auth,
    });
    // Twenty days ahead the policy refunds everything: everything still held.
    expect(preview.json().data).toMatchObject({ totalAmount: total / 100, refundAmount: 1000 });
    const before = await balance(t.app, m.family);
    const cancelled = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/customer/booking/cancelBooking/${booking.id}`,
      headers: m.family.auth,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.refundAmount).toBe(1000);
    expect(await balance(t.app, m.family)).toBe(before + 1000);
    expect(await linesOf(booking.id)).toMatchObject({ HELD: 0, WALLET: 0 });
  });

  it('refuses more than is refundable, and nothing once all is refunded, writing nothing', async () => {
    const { booking, total } = await heldBooking(1, 120_000);
    const size = await entriesOf(booking.id);
    const tooMuch = await refund(booking.id, { amount: total / 100 + 1, reason: 'Goodwill' });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().message).toBe('At most ₹1,200 of this booking can be refunded.');

    const all = await refund(booking.id, { amount: total / 100, reason: 'Goodwill' });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().data).toMatchObject({ refundedTotal: 1200, refundable: 0 });
    const more = await refund(booking.id, { amount: 1, reason: 'Goodwill' });
    expect(more.statusCode).toBe(422);
    expect(more.json().message).toBe('Nothing of this booking is left to refund.');
    expect(await entriesOf(booking.id)).toBe(size + 1);
  });

  it('refuses to take back earnings the caregiver has already been paid', async () => {
    const m = await market();
    const who = await earner(m, { pricePerDayPaise: 100_000, days: 1 });
    expect((await saveDestination(t.app, who)).statusCode).toBe(200);
    const paid = await requestPayout(t.app, who, 882);
    expect(paid.statusCode, paid.body).toBe(200);
    const size = await journalSize(t.db, who.seller);

    const res = await refund(who.bookingId, { amount: 500, reason: 'Complaint upheld' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('has ₹0 of earnings not yet paid out');
    expect(await journalSize(t.db, who.seller)).toBe(size);
  });

  it('refunds once for one Idempotency-Key, and refuses the key for another amount', async () => {
    const { m, booking } = await heldBooking();
    const before = await balance(t.app, m.family);
    const key = `refund-${randomUUID()}`;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        refund(booking.id, { amount: 300, reason: 'Arrived late' }, admin, key),
      ),
    );
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().data).toMatchObject({
        refunded: 300,
        fromHeld: 300,
        refundedTotal: 300,
      });
    }
    expect(await balance(t.app, m.family)).toBe(before + 300);
    const other = await refund(booking.id, { amount: 400, reason: 'Arrived late' }, admin, key);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toContain('already refunded ₹300');
  });

  it('never refunds more than was paid under concurrent refunds', async () => {
    const { m, booking, total } = await heldBooking(2, 100_000);
    const before = await balance(t.app, m.family);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => refund(booking.id, { amount: 600, reason: 'Goodwill' })),
    );
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(Math.floor(total / 60_000));
    for (const refused of answers.filter((a) => a.statusCode !== 200)) {
      expect(refused.statusCode).toBe(422);
    }
    expect(await balance(t.app, m.family)).toBe(before + ok.length * 600);
    expect((await linesOf(booking.id)).HELD).toBe(total - ok.length * 60_000);
  });

  it('answers bad input with a clear 4xx and writes nothing', async () => {
    const { booking } = await heldBooking();
    const size = await entriesOf(booking.id);
    const cases: [string, object, number, string][] = [
      [booking.id, { amount: 0, reason: 'Goodwill' }, 400, 'Enter an amount above ₹0'],
      [booking.id, { amount: 10.555, reason: 'Goodwill' }, 400, 'at most two decimals'],
      [booking.id, { amount: 100, reason: '   ' }, 400, 'at least 5 characters'],
      [booking.id, { amount: 100 }, 400, 'Say why the family is refunded'],
      ['not-an-id', { amount: 100, reason: 'Goodwill' }, 400, 'Invalid id'],
      [randomUUID(), { amount: 100, reason: 'Goodwill' }, 404, 'Booking not found'],
    ];
    for (const [id, payload, status, message] of cases) {
      const res = await refund(id, payload);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toContain(message);
    }
    const badKey = await refund(booking.id, { amount: 100, reason: 'Goodwill' }, admin, 'short');
    expect(badKey.statusCode).toBe(400);
    expect(await entriesOf(booking.id)).toBe(size);
  });

  const auditOf = async (bookingId: string) => {
    const res = await t.app.inject({
      url: `/api/v1/admin/audit/getAuditLog?entityType=booking&entityId=${bookingId}`,
      headers: admin.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.entries as {
      action: string;
      actorMobile: string;
      actorRole: string;
      before: Record<string, number>;
      after: Record<string, number>;
      reason: string | null;
    }[];
  };

  it('writes each refund into the audit log with who, the amounts and the trimmed reason', async () => {
    const { booking, total } = await heldBooking(2, 150_000);
    const res = await refund(booking.id, { amount: 500, reason: '   Caregiver came late   ' });
    expect(res.statusCode, res.body).toBe(200);
    const [entry, ...more] = await auditOf(booking.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      action: 'booking.refund',
      actorMobile: '9000000001',
      actorRole: 'admin',
      reason: 'Caregiver came late',
      before: { refundedTotalPaise: 0, refundablePaise: total },
      after: { refundedPaise: 50_000, refundedTotalPaise: 50_000, refundablePaise: total - 50_000 },
    });
    // A refused refund leaves no entry behind.
    expect((await refund(booking.id, { amount: total, reason: 'Goodwill' })).statusCode).toBe(422);
    expect(await auditOf(booking.id)).toHaveLength(1);
  });

  it('lets a support operator refund up to their limit, and refuses more with nothing written', async () => {
    const support = await signInSupportOperator(t.app);
    // ₹7,000 paid; the support limit is ₹5,000 by default.
    const { m, booking } = await heldBooking(2, 350_000);
    const before = await balance(t.app, m.family);
    const size = await entriesOf(booking.id);

    const over = await refund(booking.id, { amount: 5000.01, reason: 'Goodwill gesture' }, support);
    expect(over.statusCode).toBe(403);
    expect(over.json().message).toBe(
      'A support operator can refund at most ₹5,000 at a time. Ask an admin to refund more.',
    );
    expect(await entriesOf(booking.id)).toBe(size);
    expect(await balance(t.app, m.family)).toBe(before);
    expect(await auditOf(booking.id)).toEqual([]);

    const within = await refund(booking.id, { amount: 5000, reason: 'Goodwill gesture' }, support);
    expect(within.statusCode, within.body).toBe(200);
    expect(await balance(t.app, m.family)).toBe(before + 5000);
    const [entry] = await auditOf(booking.id);
    expect(entry).toMatchObject({ actorMobile: '9000000002', actorRole: 'support' });

    // An admin has no limit but the booking's.
    const rest = await refund(booking.id, { amount: 2000, reason: 'Goodwill gesture' });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().data.refundable).toBe(0);
  });

  it('is for operators only', async () => {
    const { m, booking, caregiver } = await heldBooking();
    const payload = { amount: 100, reason: 'Goodwill' };
    expect((await refund(booking.id, payload, null)).statusCode).toBe(401);
    expect((await refund(booking.id, payload, m.family)).statusCode).toBe(403);
    expect((await refund(booking.id, payload, caregiver)).statusCode).toBe(403);
  });
});
