import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { signInAdminOperator, signInSupportOperator, type SignedIn } from '../../test/auth.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { balance, familyWithMember } from '../../test/booking.ts';
import { createCatalog } from '../../test/fixtures.ts';
import { ledgerIsSound } from '../../test/money.ts';
import { bookCare, caregiverDoes, newCaregiver } from './operator-testing.ts';

/** A booking's page for the operator, and the operator's cancel. */
describe('a booking’s page and the operator’s cancel', () => {
  let t: TestApp;
  let admin: SignedIn;
  let support: SignedIn;
  let serviceId: string;

  beforeAll(async () => {
    t = await createTestApp({ OTP_RESEND_SECONDS: '0' });
    admin = await signInAdminOperator(t.app);
    support = await signInSupportOperator(t.app);
    serviceId = (await createCatalog(t.db)).nursing.id;
  });
  afterAll(() => t?.close());

  /** A new family and caregiver, so each test reads only its own bookings. */
  async function parties(name = 'Kavita Sharma') {
    const family = await familyWithMember(t.app, {
      name: 'Asha Rao',
      pincode: '560001',
      address: '12 MG Road, Bengaluru',
    });
    const caregiver = await newCaregiver(t.app, t.db, serviceId, {
      name,
      pricePerDayPaise: 150_000,
    });
    return { family, caregiver };
  }

  const detail = async (id: string, who: SignedIn = admin) => {
    const res = await t.app.inject({
      url: `/api/v1/admin/booking/getBookingDetail/${id}`,
      headers: who.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const cancel = (id: string, payload: object, who: SignedIn = admin) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/booking/cancelBooking/${id}`,
      headers: who.auth,
      payload,
    });

  const countOf = async (table: 'journal_entries' | 'notifications' | 'audit_log', id: string) =>
    rowsOf<{ n: number }>(
      await t.db.execute(
        table === 'audit_log'
          ? sql`select count(*)::int as n from audit_log where entity_id = ${id}`
          : sql`select count(*)::int as n from ${sql.identifier(table)} where booking_id = ${id}`,
      ),
    )[0]!.n;

  it('shows every transition with who, when, from and to: request, accept, start, complete, and a cancel by the operator', async () => {
    const { family, caregiver } = await parties();
    const done = await bookCare(t.app, family, caregiver, { days: 1 });
    for (const step of ['acceptBooking', 'startBooking', 'completeBooking'] as const) {
      await caregiverDoes(t.app, caregiver, step, done);
    }
    const called = await bookCare(t.app, family, caregiver, { startIn: 5, days: 2 });
    await caregiverDoes(t.app, caregiver, 'acceptBooking', called);
    const cancelled = await cancel(called.id, { reason: '  Caregiver is unwell  ' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const asFamily = { actorType: 'Customer', actorId: family.family.id, actorLabel: 'Asha Rao' };
    const asCaregiver = {
      actorType: 'Provider',
      actorId: caregiver.id,
      actorLabel: 'Kavita Sharma',
    };
    const completed = await detail(done.id, support);
    expect(completed.history).toMatchObject([
      { fromStatus: null, toStatus: 'PENDING', ...asFamily, note: null },
      { fromStatus: 'PENDING', toStatus: 'ACCEPTED', ...asCaregiver },
      { fromStatus: 'ACCEPTED', toStatus: 'IN_PROGRESS', ...asCaregiver },
      { fromStatus: 'IN_PROGRESS', toStatus: 'COMPLETED', ...asCaregiver },
    ]);
    const times = (completed.history as { createdAt: string }[]).map((e) => e.createdAt);
    for (const time of times) expect(Date.parse(time)).not.toBeNaN();
    expect([...times].sort()).toEqual(times);

    expect((await detail(called.id)).history).toMatchObject([
      { fromStatus: null, toStatus: 'PENDING', ...asFamily },
      { fromStatus: 'PENDING', toStatus: 'ACCEPTED', ...asCaregiver },
      {
        fromStatus: 'ACCEPTED',
        toStatus: 'CANCELLED',
        actorType: 'Admin',
        actorId: admin.id,
        actorLabel: '9000000001',
        note: 'Caregiver is unwell',
      },
    ]);
  });

  it('shows the booking’s people, its messages, its ledger lines and what is refundable', async () => {
    const { family, caregiver } = await parties();
    const booked = await bookCare(t.app, family, caregiver, { startIn: 2, days: 2 });
    await caregiverDoes(t.app, caregiver, 'acceptBooking', booked);

    const page = await detail(booked.id);
    expect(page).toMatchObject({
      id: booked.id,
      status: 'ACCEPTED',
      pricePerDay: 1500,
      total: 3000,
      commissionBps: 1000,
      family: { id: family.family.id, name: 'Asha Rao', suspendedAt: null },
      patient: { name: 'Shanta Rao', age: 74, relation: 'Mother' },
      caregiver: { kind: 'Provider', id: caregiver.id, name: 'Kavita Sharma' },
      money: { paid: 3000, refunded: 0, held: 3000, refundable: 3000 },
      canCancel: true,
      cancelledBy: null,
    });
    expect(page.acceptedAt).not.toBeNull();
    expect(page.notifications.map((n: { type: string }) => n.type)).toEqual([
      'BOOKING_REQUESTED',
      'BOOKING_ACCEPTED',
    ]);
    expect(page.notifications[0]).toMatchObject({
      recipientKind: 'Provider',
      mobile: caregiver.mobile,
      smsStatus: expect.any(String),
    });
    expect(page.ledger).toMatchObject([
      { entryKind: 'BOOKING_PAID', account: 'WALLET', amount: -3000 },
      { entryKind: 'BOOKING_PAID', account: 'HELD', amount: 3000 },
    ]);

    const missing = await t.app.inject({
      url: `/api/v1/admin/booking/getBookingDetail/${randomUUID()}`,
      headers: admin.auth,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Booking not found');
    const malformed = await t.app.inject({
      url: '/api/v1/admin/booking/getBookingDetail/42',
      headers: admin.auth,
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('cancels with a full refund of what is held, tells both sides why, and is audited', async () => {
    const { family, caregiver } = await parties();
    const booked = await bookCare(t.app, family, caregiver, { startIn: 3, days: 2 });
    const before = await balance(t.app, family.family);

    // A support operator may cancel too.
    const res = await cancel(booked.id, { reason: 'Duplicate booking by mistake' }, support);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: "Booking cancelled; ₹3,000 refunded to the family's wallet",
      data: { bookingId: booked.id, status: 'CANCELLED', refunded: 3000 },
    });
    expect(await balance(t.app, family.family)).toBe(before + 3000);

    const page = await detail(booked.id);
    expect(page).toMatchObject({
      status: 'CANCELLED',
      cancelledBy: 'Admin',
      cancelReason: 'Duplicate booking by mistake',
      canCancel: false,
      money: { paid: 3000, refunded: 3000, held: 0, refundable: 0 },
    });
    // Both are written in one transaction, at one instant: found by type, not by order.
    const told = (type: string) =>
      page.notifications.find((n: { type: string }) => n.type === type) as {
        recipientKind: string;
        mobile: string;
        text: string;
      };
    expect(told('BOOKING_CANCELLED_BY_OPERATOR')).toMatchObject({
      recipientKind: 'Customer',
      mobile: family.family.mobile,
    });
    const toFamily = told('BOOKING_CANCELLED_BY_OPERATOR').text;
    expect(toFamily).toContain('CareConnect cancelled your booking of Nursing Attendant');
    expect(toFamily).toContain('Duplicate booking by mistake. ₹3,000 is back in your');
    expect(told('BOOKING_CANCELLED_BY_OPERATOR_FOR_SELLER')).toMatchObject({
      recipientKind: 'Provider',
      mobile: caregiver.mobile,
    });
    expect(told('BOOKING_CANCELLED_BY_OPERATOR_FOR_SELLER').text).toContain(
      'Those days are free again.',
    );

    const audit = await t.app.inject({
      url: `/api/v1/admin/audit/getAuditLog?action=booking.cancel&entityId=${booked.id}`,
      headers: admin.auth,
    });
    expect(audit.json().data.entries).toMatchObject([
      {
        actorMobile: '9000000002',
        actorRole: 'support',
        entityType: 'booking',
        before: { status: 'PENDING' },
        after: { status: 'CANCELLED', refundedPaise: 300_000 },
        reason: 'Duplicate booking by mistake',
      },
    ]);

    // The caregiver's days are free again: another family can book them.
    const other = await familyWithMember(t.app);
    await bookCare(t.app, other, caregiver, { startIn: 3, days: 2 });
    expect(await ledgerIsSound(t.db)).toBe(true);
  });

  it('refunds only what is left after an earlier partial refund', async () => {
    const { family, caregiver } = await parties();
    const booked = await bookCare(t.app, family, caregiver, { startIn: 4, days: 2 });
    const partial = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/booking/refundBooking/${booked.id}`,
      headers: admin.auth,
      payload: { amount: 500, reason: 'Arrived late' },
    });
    expect(partial.statusCode, partial.body).toBe(200);
    const before = await balance(t.app, family.family);
    const res = await cancel(booked.id, { reason: 'Family asked us to cancel' });
    expect(res.json().data.refunded).toBe(2500);
    expect(await balance(t.app, family.family)).toBe(before + 2500);
    expect((await detail(booked.id)).money).toEqual({
      paid: 3000,
      refunded: 3000,
      held: 0,
      refundable: 0,
    });
  });

  it('refuses what the status graph does not allow, and bad input, writing nothing', async () => {
    const { family, caregiver } = await parties();
    const started = await bookCare(t.app, family, caregiver, { days: 1 });
    await caregiverDoes(t.app, caregiver, 'acceptBooking', started);
    await caregiverDoes(t.app, caregiver, 'startBooking', started);
    const counts = async () =>
      Promise.all([
        countOf('journal_entries', started.id),
        countOf('notifications', started.id),
        countOf('audit_log', started.id),
      ]);
    const before = await counts();

    const underway = await cancel(started.id, { reason: 'Family complained' });
    expect(underway.statusCode).toBe(409);
    expect(underway.json().message).toBe('This booking is in progress, so it cannot be cancelled.');
    const cases: [string, object, number, string][] = [
      [started.id, { reason: '' }, 400, 'Give a reason of at least 3 characters'],
      [started.id, { reason: '   a ' }, 400, 'Give a reason of at least 3 characters'],
      [started.id, {}, 400, 'Give a reason'],
      [started.id, { reason: 'x'.repeat(501) }, 400, 'Keep the reason under 500 characters'],
      [randomUUID(), { reason: 'Family complained' }, 404, 'Booking not found'],
      ['not-an-id', { reason: 'Family complained' }, 400, 'Invalid id'],
    ];
    for (const [id, payload, status, message] of cases) {
      const res = await cancel(id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().message).toContain(message);
    }
    expect(await counts()).toEqual(before);
    expect((await detail(started.id)).status).toBe('IN_PROGRESS');
  });

  it('cancels once: a second cancel is refused', async () => {
    const { family, caregiver } = await parties();
    const booked = await bookCare(t.app, family, caregiver, { startIn: 6, days: 1 });
    const [first, second] = await Promise.all([
      cancel(booked.id, { reason: 'Family asked us to cancel' }),
      cancel(booked.id, { reason: 'Family asked us to cancel' }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect(await countOf('audit_log', booked.id)).toBe(1);
    expect(await ledgerIsSound(t.db)).toBe(true);
  });
});
