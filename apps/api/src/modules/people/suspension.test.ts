import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import {
  signIn,
  signInAdminOperator,
  signInSupportOperator,
  type SignedIn,
} from '../../test/auth.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { book, createOrder, day, familyWithMember } from '../../test/booking.ts';
import { createCatalog } from '../../test/fixtures.ts';
import { fundWallet } from '../../test/money.ts';
import { bookCare, caregiverDoes, newCaregiver } from '../bookings/operator-testing.ts';

/** Suspending and reinstating a seller or a family (admin operators only). */
describe('suspensions (PATCH /api/v1/admin/people/suspend|reinstate/:type/:id)', () => {
  let t: TestApp;
  let admin: SignedIn;
  let support: SignedIn;
  let serviceId: string;

  beforeAll(async () => {
    // The public profile is kept in memory here, to see a suspension drop it.
    t = await createTestApp({ OTP_RESEND_SECONDS: '0', PROFILE_CACHE_SECONDS: '60' });
    admin = await signInAdminOperator(t.app);
    support = await signInSupportOperator(t.app);
    serviceId = (await createCatalog(t.db)).nursing.id;
  });
  afterAll(() => t?.close());

  const act = (
    action: 'suspend' | 'reinstate',
    type: string,
    id: string,
    payload: object,
    who: SignedIn = admin,
  ) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/people/${action}/${type}/${id}`,
      headers: who.auth,
      payload,
    });

  const auditOf = async (id: string) => {
    const res = await t.app.inject({
      url: `/api/v1/admin/audit/getAuditLog?entityId=${id}`,
      headers: admin.auth,
    });
    return res.json().data.entries as { action: string; reason: string; after: object }[];
  };
  /** What the person's bell shows (the SMS of the same words goes out from the outbox job). */
  const told = async (who: { auth: SignedIn['auth'] }) =>
    (
      await t.app.inject({ url: '/api/v1/notifications/getMyNotifications', headers: who.auth })
    ).json().data.items as { type: string; text: string }[];
  const profile = (id: string) =>
    t.app.inject({ url: `/api/v1/provider/auth/getProviderProfileById/${id}` });
  const listed = async () =>
    (
      (
        await t.app.inject({ url: '/api/v1/provider/auth/getOnlineProvidersForWeb?limit=100' })
      ).json().data.providers as { id: string }[]
    ).map((p) => p.id);

  it('unlists a suspended seller, refuses new requests to them and their accepts, and lists what is open', async () => {
    const family = await familyWithMember(t.app);
    const caregiver = await newCaregiver(t.app, t.db, serviceId, { name: 'Ravi Kumar' });
    const waiting = await bookCare(t.app, family, caregiver, { startIn: 2, days: 1 });
    const coming = await bookCare(t.app, family, caregiver, { startIn: 5, days: 1 });
    await caregiverDoes(t.app, caregiver, 'acceptBooking', coming);
    expect((await profile(caregiver.id)).statusCode).toBe(200);
    expect(await listed()).toContain(caregiver.id);

    const res = await act('suspend', 'Provider', caregiver.id, {
      reason: '  Complaints from three families  ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Suspended. 2 open booking(s) need your decision.');
    const answer = res.json().data;
    expect(answer).toMatchObject({
      kind: 'Provider',
      id: caregiver.id,
      suspensionReason: 'Complaints from three families',
    });
    expect(Date.parse(answer.suspendedAt)).not.toBeNaN();
    expect(
      answer.openBookings.map((b: { id: string; status: string }) => [b.id, b.status]),
    ).toEqual([
      [coming.id, 'ACCEPTED'],
      [waiting.id, 'PENDING'],
    ]);

    // Unlisted: gone from the list and from the profile kept in memory.
    expect(await listed()).not.toContain(caregiver.id);
    expect((await profile(caregiver.id)).statusCode).toBe(404);
    // No new requests, paid or from the wallet.
    const draft = {
      familyMemberId: family.memberId,
      providerSvcId: caregiver.offerId,
      startDate: day(30),
      endDate: day(30),
    };
    const order = await createOrder(t.app, family.family, draft);
    expect(order.statusCode).toBe(422);
    expect(order.json().message).toBe('This service is not taking bookings right now');
    await fundWallet(t.db, family.family.id, 500_000);
    expect((await book(t.app, family.family, draft)).statusCode).toBe(422);
    // Nor accept the request that was waiting.
    const accept = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/provider/booking/acceptBooking/${waiting.id}`,
      headers: caregiver.auth,
    });
    expect(accept.statusCode).toBe(403);
    expect(accept.json().message).toBe(
      'Your account is suspended, so you cannot accept bookings. Please contact support.',
    );

    // The record says so, and lists the same open bookings; the seller was told why.
    const record = await t.app.inject({
      url: `/api/v1/admin/people/getSeller/Provider/${caregiver.id}`,
      headers: support.auth,
    });
    expect(record.json().data).toMatchObject({
      isActive: false,
      suspensionReason: 'Complaints from three families',
    });
    expect(record.json().data.openBookings).toHaveLength(2);
    expect((await told(caregiver))[0]).toMatchObject({
      type: 'SELLER_SUSPENDED',
      text: 'Your CareConnect account is suspended: Complaints from three families. Families cannot find or book you until it is lifted. Please contact support.',
    });
    expect(await auditOf(caregiver.id)).toMatchObject([
      {
        action: 'seller.suspend',
        reason: 'Complaints from three families',
        after: { isActive: false, suspensionReason: 'Complaints from three families' },
      },
    ]);

    // Reinstated: listed again, and the waiting request can be accepted.
    const back = await act('reinstate', 'Provider', caregiver.id, { reason: 'Spoke with her' });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data).toMatchObject({ suspendedAt: null, suspensionReason: null });
    expect(await listed()).toContain(caregiver.id);
    expect((await profile(caregiver.id)).statusCode).toBe(200);
    await caregiverDoes(t.app, caregiver, 'acceptBooking', waiting);
    expect((await told(caregiver))[0]).toMatchObject({ type: 'SELLER_REINSTATED' });
    expect((await auditOf(caregiver.id)).map((e) => e.action)).toEqual([
      'seller.reinstate',
      'seller.suspend',
    ]);
  });

  it('suspends a company the same way', async () => {
    const company = await newCaregiver(t.app, t.db, serviceId, {
      kind: 'Company',
      name: 'Sunrise Care',
    });
    const res = await act('suspend', 'Company', company.id, { reason: 'Licence lapsed' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Suspended', data: { openBookings: [] } });
    const family = await familyWithMember(t.app);
    const order = await createOrder(t.app, family.family, {
      familyMemberId: family.memberId,
      companySvcId: company.offerId,
      startDate: day(3),
      endDate: day(3),
    });
    expect(order.statusCode).toBe(422);
  });

  it('stops a suspended family ordering or booking, but lets them sign in and see their bookings', async () => {
    const family = await familyWithMember(t.app);
    const caregiver = await newCaregiver(t.app, t.db, serviceId);
    const earlier = await bookCare(t.app, family, caregiver, { startIn: 4, days: 1 });

    const res = await act('suspend', 'Customer', family.family.id, { reason: 'Payment dispute' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.openBookings.map((b: { id: string }) => b.id)).toEqual([earlier.id]);

    const draft = {
      familyMemberId: family.memberId,
      providerSvcId: caregiver.offerId,
      startDate: day(10),
      endDate: day(10),
    };
    const refusal =
      'Your account is suspended, so you cannot book right now. Please contact support.';
    const order = await createOrder(t.app, family.family, draft);
    expect(order.statusCode).toBe(403);
    expect(order.json().message).toBe(refusal);
    await fundWallet(t.db, family.family.id, 500_000);
    const booking = await book(t.app, family.family, draft);
    expect(booking.statusCode).toBe(403);
    expect(booking.json().message).toBe(refusal);

    // Read-only is kinder: they sign in and see their bookings and wallet.
    const again = await signIn(t.app, 'Customer', family.family.mobile);
    for (const url of [
      '/api/v1/customer/booking/getCustomerBookings',
      '/api/v1/customer/wallet/getWallet',
    ]) {
      expect((await t.app.inject({ url, headers: again.auth })).statusCode).toBe(200);
    }
    expect((await told(again)).map((m) => m.text)).toContainEqual(
      expect.stringContaining('Your CareConnect account is suspended: Payment dispute. You can'),
    );

    const back = await act('reinstate', 'Customer', family.family.id, {
      reason: 'Dispute settled',
    });
    expect(back.statusCode, back.body).toBe(200);
    expect((await book(t.app, family.family, draft)).statusCode).toBe(200);
    expect((await auditOf(family.family.id)).map((e) => e.action)).toEqual([
      'family.reinstate',
      'family.suspend',
    ]);
  });

  it('refuses support operators, bad input and no-op changes, writing nothing', async () => {
    const caregiver = await newCaregiver(t.app, t.db, serviceId);
    const family = await familyWithMember(t.app);
    const written = async () =>
      rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from audit_log`))[0]!
        .n;
    const before = await written();

    const cases: [
      Promise<{ statusCode: number; json: () => { message: string } }>,
      number,
      string,
    ][] = [
      [
        act('suspend', 'Provider', caregiver.id, { reason: 'Complaints' }, support),
        403,
        'admin role',
      ],
      [act('suspend', 'Provider', caregiver.id, { reason: '' }), 400, 'at least 3 characters'],
      [act('suspend', 'Provider', caregiver.id, {}), 400, 'Give a reason'],
      [act('suspend', 'Admin', caregiver.id, { reason: 'Complaints' }), 400, 'type must be'],
      [act('suspend', 'Provider', 'x', { reason: 'Complaints' }), 400, 'Invalid id'],
      [act('suspend', 'Company', caregiver.id, { reason: 'Complaints' }), 404, 'Company not found'],
      [act('suspend', 'Customer', randomUUID(), { reason: 'Complaints' }), 404, 'Family not found'],
      [
        act('reinstate', 'Customer', family.family.id, { reason: 'Sorted' }),
        409,
        'This family is not suspended.',
      ],
    ];
    for (const [pending, status, message] of cases) {
      const res = await pending;
      expect(res.statusCode, message).toBe(status);
      expect(res.json().message).toContain(message);
    }
    expect(await written()).toBe(before);

    expect(
      (await act('suspend', 'Provider', caregiver.id, { reason: 'Complaints' })).statusCode,
    ).toBe(200);
    const twice = await act('suspend', 'Provider', caregiver.id, { reason: 'Complaints' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This provider is already suspended.');
    expect(await written()).toBe(before + 1);
  });
});
