import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdminOperator, signInSupportOperator, type SignedIn } from '../../test/auth.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { familyWithMember } from '../../test/booking.ts';
import { createCatalog } from '../../test/fixtures.ts';
import { registerProvider, type RegisteredProvider } from '../admin/testing.ts';
import {
  bookCare,
  caregiverDoes,
  newCaregiver,
  type Booked,
  type Caregiver,
} from '../bookings/operator-testing.ts';
import { bankDetails } from '../earnings/testing.ts';

/** The operator finds people and reads a seller's record and a family's page. */
describe('the operator’s people (GET /api/v1/admin/people/...)', () => {
  let t: TestApp;
  let support: SignedIn;
  let asha: { family: SignedIn; memberId: string };
  let kavita: Caregiver;
  let sunrise: Caregiver;
  /** A provider who registered with documents and waits for verification. */
  let meera: RegisteredProvider;
  const booked: Record<'done' | 'called' | 'waiting' | 'coming', Booked | undefined> = {
    done: undefined,
    called: undefined,
    waiting: undefined,
    coming: undefined,
  };

  const get = (url: string, who: SignedIn = support) =>
    t.app.inject({ url: `/api/v1/admin/people/${url}`, headers: who.auth });
  const data = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  beforeAll(async () => {
    t = await createTestApp({ OTP_RESEND_SECONDS: '0' });
    support = await signInSupportOperator(t.app);
    await signInAdminOperator(t.app);
    const { nursing } = await createCatalog(t.db);
    asha = await familyWithMember(t.app, {
      name: 'Asha Rao',
      pincode: '560001',
      address: '12 MG Road, Bengaluru',
    });
    kavita = await newCaregiver(t.app, t.db, nursing.id, {
      name: 'Kavita Sharma',
      pricePerDayPaise: 150_000,
    });
    sunrise = await newCaregiver(t.app, t.db, nursing.id, {
      kind: 'Company',
      name: 'Sunrise Care',
    });
    // Kavita's record: care done and rated, care she called off, a request, accepted care.
    booked.done = await bookCare(t.app, asha, kavita, { days: 1 });
    for (const step of ['acceptBooking', 'startBooking', 'completeBooking'] as const) {
      await caregiverDoes(t.app, kavita, step, booked.done);
    }
    const review = await t.app.inject({
      method: 'POST',
      url: `/api/v1/customer/booking/createReview/${booked.done.id}`,
      headers: asha.family.auth,
      payload: { rating: 4, comment: 'Kind and on time' },
    });
    expect(review.statusCode, review.body).toBe(200);
    booked.called = await bookCare(t.app, asha, kavita, { startIn: 3, days: 1 });
    await caregiverDoes(t.app, kavita, 'acceptBooking', booked.called);
    const called = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/provider/booking/cancelBooking/${booked.called.id}`,
      headers: kavita.auth,
      payload: { reason: 'My mother is in hospital' },
    });
    expect(called.statusCode, called.body).toBe(200);
    booked.waiting = await bookCare(t.app, asha, kavita, { startIn: 10, days: 1 });
    booked.coming = await bookCare(t.app, asha, kavita, { startIn: 20, days: 2 });
    await caregiverDoes(t.app, kavita, 'acceptBooking', booked.coming);
    // A payout of part of what the completed care earned.
    const save = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/provider/earnings/savePayoutDestination',
      headers: kavita.auth,
      payload: bankDetails,
    });
    expect(save.statusCode, save.body).toBe(200);
    const payout = await t.app.inject({
      method: 'POST',
      url: '/api/v1/provider/earnings/requestPayout',
      headers: { ...kavita.auth, 'idempotency-key': `payout-${randomUUID()}` },
      payload: { amount: 500 },
    });
    expect(payout.statusCode, payout.body).toBe(200);
    meera = await registerProvider(t.app, { name: 'Meera Nair' });
  });
  afterAll(() => t?.close());

  describe('searchPeople', () => {
    const kindsAndNames = async (query: string) =>
      ((await data(`searchPeople${query}`)).people as { kind: string; name: string }[]).map(
        (p) => `${p.kind}:${p.name}`,
      );

    it('finds families, caregivers and companies by part of a name, any case', async () => {
      expect(await kindsAndNames('?q=kavita')).toEqual(['Provider:Kavita Sharma']);
      expect(await kindsAndNames('?q=ASHA')).toEqual(['Customer:Asha Rao']);
      expect(await kindsAndNames('?q=sunrise')).toEqual(['Company:Sunrise Care']);
    });

    it('finds them by part of the mobile, as people type it', async () => {
      const mobile = asha.family.mobile;
      const found = await data(`searchPeople?q=${mobile.slice(1)}`);
      expect(found.people).toMatchObject([
        {
          kind: 'Customer',
          id: asha.family.id,
          mobile,
          suspendedAt: null,
          verificationStatus: null,
        },
      ]);
      expect(await kindsAndNames(`?q=${encodeURIComponent(`+91 ${mobile}`)}`)).toEqual([
        'Customer:Asha Rao',
      ]);
      expect((await data(`searchPeople?q=${kavita.mobile}`)).people[0]).toMatchObject({
        kind: 'Provider',
        id: kavita.id,
        verificationStatus: 'VERIFIED',
      });
    });

    it('narrows to one kind, and pages everyone newest first', async () => {
      expect(await kindsAndNames('?kind=Company')).toEqual(['Company:Sunrise Care']);
      expect(await kindsAndNames('?kind=Customer&q=kavita')).toEqual([]);
      const all = await data('searchPeople?limit=3');
      // The operators are not people here.
      expect(all.pagination).toEqual({ page: 1, limit: 3, total: 4, totalPages: 2 });
      expect(all.people.map((p: { name: string }) => p.name)).toEqual([
        'Meera Nair',
        'Sunrise Care',
        'Kavita Sharma',
      ]);
      expect(await kindsAndNames('?limit=3&page=2')).toEqual(['Customer:Asha Rao']);
    });

    it('refuses a bad search with a 400 saying why', async () => {
      for (const [query, message] of [
        ['?q=a', 'Type at least 2 characters'],
        ['?kind=Admin', 'kind must be Customer, Provider or Company'],
        ['?page=0', 'page must be 1 or more'],
      ] as const) {
        const res = await get(`searchPeople${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().message).toContain(message);
      }
    });
  });

  describe('getSeller', () => {
    it('shows a caregiver’s bookings, their own cancellations, ratings, money and payouts', async () => {
      const record = await data(`getSeller/Provider/${kavita.id}`);
      expect(record).toMatchObject({
        kind: 'Provider',
        id: kavita.id,
        name: 'Kavita Sharma',
        mobile: kavita.mobile,
        verificationStatus: 'VERIFIED',
        isActive: true,
        suspendedAt: null,
        rating: { average: 4, count: 1 },
        cancellationCount: 1,
        cancellations: [{ bookingId: booked.called!.id, reason: 'My mother is in hospital' }],
        reviews: [{ bookingId: booked.done!.id, rating: 4, comment: 'Kind and on time' }],
        // The request and the accepted care are still held; the payout is on its way or paid.
        money: { held: 3000 + 1500 },
        payouts: [{ amount: 500, destinationLabel: expect.stringContaining('7890') }],
        documents: [],
      });
      expect(record.bookingCounts).toEqual([
        { status: 'ACCEPTED', count: 1 },
        { status: 'CANCELLED', count: 1 },
        { status: 'COMPLETED', count: 1 },
        { status: 'PENDING', count: 1 },
      ]);
      expect(record.recentBookings.map((b: { id: string }) => b.id)).toEqual([
        booked.coming!.id,
        booked.waiting!.id,
        booked.called!.id,
        booked.done!.id,
      ]);
      expect(record.openBookings.map((b: { id: string; status: string }) => b.status)).toEqual([
        'ACCEPTED',
        'PENDING',
      ]);
    });

    it('lists a seller’s registration documents, which the document call opens', async () => {
      const registered = meera;
      const record = await data(`getSeller/Provider/${registered.id}`);
      expect(record.verificationStatus).toBe('PENDING');
      expect(record.documents.map((d: { id: string }) => d.id).sort()).toEqual(
        [registered.govtIdUploadId, registered.certificationUploadId].sort(),
      );
      const file = await t.app.inject({
        url: `/api/v1/admin/verification/document/${registered.govtIdUploadId}`,
        headers: support.auth,
      });
      expect(file.statusCode).toBe(200);
    });

    it('reads a company’s record the same way', async () => {
      expect(await data(`getSeller/Company/${sunrise.id}`)).toMatchObject({
        kind: 'Company',
        name: 'Sunrise Care',
        bookingCounts: [],
        recentBookings: [],
        money: { held: 0, available: 0, inTransit: 0 },
      });
    });

    it('answers 404 for an unknown seller and 400 for a bad type or id', async () => {
      const unknown = await get(`getSeller/Company/${kavita.id}`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('Company not found');
      expect((await get(`getSeller/Customer/${asha.family.id}`)).statusCode).toBe(400);
      expect((await get('getSeller/Provider/42')).statusCode).toBe(400);
    });
  });

  describe('getFamily', () => {
    it('shows the family, whom they book for, their bookings and their wallet', async () => {
      const record = await data(`getFamily/${asha.family.id}`);
      expect(record).toMatchObject({
        id: asha.family.id,
        name: 'Asha Rao',
        mobile: asha.family.mobile,
        pincode: '560001',
        suspendedAt: null,
        // The cancelled booking's ₹1,500 came back to the wallet.
        walletBalance: 1500,
        members: [{ id: asha.memberId, name: 'Shanta Rao', removed: false }],
        bookingCount: 4,
      });
      expect(record.recentBookings).toHaveLength(4);
      expect(record.openBookings.map((b: { id: string }) => b.id)).toEqual([
        booked.coming!.id,
        booked.waiting!.id,
      ]);
      const missing = await get(`getFamily/${randomUUID()}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Family not found');
    });
  });
});
