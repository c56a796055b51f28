import { eq } from 'drizzle-orm';
import { formatCareDate } from '@care/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signIn, type SignedIn } from '../../test/auth.ts';
import { addMember, balance, day, payAndBook, type Draft } from '../../test/booking.ts';
import { createCatalog, createCompany, createProvider } from '../../test/fixtures.ts';

/** The caregiver's side of a booking: list, accept, decline, start and complete by code. */
describe('caregiver booking lifecycle', () => {
  let t: TestApp;
  let family: SignedIn;
  let memberId: string;
  let caregiver: SignedIn;
  let otherCaregiver: SignedIn;
  let company: SignedIn;
  let providerSvcId: string;
  let companySvcId: string;

  const patch = (who: SignedIn | null, url: string, payload?: object) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/v1/${url}`,
      headers: who?.auth ?? {},
      ...(payload ? { payload } : {}),
    });

  /** A paid PENDING booking of the caregiver's service; returns it with its codes. */
  async function bookCaregiver(start: number, end = start, svc = { providerSvcId }) {
    const draft: Draft = {
      familyMemberId: memberId,
      startDate: day(start),
      endDate: day(end),
      ...svc,
    };
    const { booking } = await payAndBook(t.app, family, draft);
    expect(booking.statusCode, booking.body).toBe(200);
    return booking.json().data as { id: string; startCode: string; endCode: string };
  }

  beforeAll(async () => {
    t = await createTestApp({ OTP_RESEND_SECONDS: '0' });
    const c = await createCatalog(t.db);
    const made = await createProvider(t.db, {
      name: 'Lakshmi Pillai',
      offerings: [{ serviceId: c.nursing.id, pricePerDayPaise: 150_000 }],
    });
    providerSvcId = made.offers[0]!.id;
    const other = await createProvider(t.db, {
      offerings: [{ serviceId: c.nursing.id, pricePerDayPaise: 100_000 }],
    });
    const co = await createCompany(t.db, {
      companyName: 'Little Steps Creche',
      offerings: [{ serviceId: c.creche.id, pricePerDayPaise: 80_000, dailyCapacity: 5 }],
    });
    companySvcId = co.offers[0]!.id;
    family = await signIn(t.app);
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/customer/auth/completeCustomerProfile',
      headers: family.auth,
      payload: {
        name: 'Anita Rao',
        email: 'anita@example.in',
        gender: 'Female',
        dob: '1980-04-02',
        address: '12 MG Road, Bengaluru',
        pincode: '560001',
      },
    });
    memberId = await addMember(t.app, family);
    caregiver = await signIn(t.app, 'Provider', made.provider.mobile);
    otherCaregiver = await signIn(t.app, 'Provider', other.provider.mobile);
    company = await signIn(t.app, 'Company', co.company.mobile);
  });
  afterAll(() => t.close());

  it('lists a request with the patient, but no codes and no family name or contact until accepted', async () => {
    const booked = await bookCaregiver(3, 5);
    const res = await t.app.inject({
      url: '/api/v1/provider/booking/getProviderBookings',
      headers: caregiver.auth,
    });
    expect(res.statusCode).toBe(200);
    const { bookings: list, pagination } = res.json().data;
    // Newest first: the request just made heads the list, whatever other tests booked.
    expect(pagination).toMatchObject({ page: 1 });
    expect(pagination.total).toBeGreaterThanOrEqual(1);
    expect(list[0]).toMatchObject({
      id: booked.id,
      serviceName: 'Nursing Attendant',
      startDate: day(3),
      endDate: day(5),
      days: 3,
      totalAmount: 4500,
      status: 'PENDING',
      patient: { name: 'Shanta Rao', age: 74, relation: 'Mother', gender: 'Female' },
      customer: { name: null, pincode: '560001', mobile: null, address: null },
    });
    expect(res.body).not.toContain(booked.startCode);
    expect(res.body).not.toContain(booked.endCode);

    const accepted = await patch(caregiver, `provider/booking/acceptBooking/${booked.id}`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      message: 'Booking accepted',
      data: {
        status: 'ACCEPTED',
        customer: { name: 'Anita Rao', mobile: family.mobile, address: '12 MG Road, Bengaluru' },
      },
    });
    expect(accepted.body).not.toContain(booked.startCode);
  });

  it("keeps each caregiver to their own bookings: another's is not found", async () => {
    const booked = await bookCaregiver(20);
    const list = await t.app.inject({
      url: '/api/v1/provider/booking/getProviderBookings',
      headers: otherCaregiver.auth,
    });
    const theirs = list.json().data.bookings as { id: string }[];
    expect(theirs.map((b) => b.id)).not.toContain(booked.id);
    for (const action of ['acceptBooking', 'declineBooking']) {
      const res = await patch(otherCaregiver, `provider/booking/${action}/${booked.id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Booking not found');
    }
    const start = await patch(otherCaregiver, `provider/booking/startBooking/${booked.id}`, {
      code: booked.startCode,
    });
    expect(start.statusCode).toBe(404);
    // A company cannot reach a provider's booking through its own path either.
    expect((await patch(company, `company/booking/acceptBooking/${booked.id}`)).statusCode).toBe(
      404,
    );
  });

  it('admits only the right role, and refuses bad ids and malformed codes with 400', async () => {
    const url = '/api/v1/provider/booking/getProviderBookings';
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    expect((await t.app.inject({ url, headers: family.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ url, headers: company.auth })).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          url: '/api/v1/company/booking/getProviderBookings',
          headers: caregiver.auth,
        })
      ).statusCode,
    ).toBe(403);
    expect((await patch(caregiver, 'provider/booking/acceptBooking/42')).statusCode).toBe(400);
    const booked = await bookCaregiver(30);
    for (const code of ['12345', '1234567', 'abcdef', '']) {
      const res = await patch(caregiver, `provider/booking/startBooking/${booked.id}`, { code });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/6-digit code/);
    }
    const badQuery = await t.app.inject({
      url: `${url}?status=LOST&limit=500`,
      headers: caregiver.auth,
    });
    expect(badQuery.statusCode).toBe(400);
  });

  it('refuses transitions the status graph does not allow, with 409 and the reason', async () => {
    const booked = await bookCaregiver(40);
    expect((await patch(caregiver, `provider/booking/acceptBooking/${booked.id}`)).statusCode).toBe(
      200,
    );
    const again = await patch(caregiver, `provider/booking/acceptBooking/${booked.id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This booking is accepted, so it cannot be accepted.');
    const decline = await patch(caregiver, `provider/booking/declineBooking/${booked.id}`);
    expect(decline.statusCode).toBe(409);
    const complete = await patch(caregiver, `provider/booking/completeBooking/${booked.id}`, {
      code: booked.endCode,
    });
    expect(complete.statusCode).toBe(409);
  });

  it('declines with a full refund to the wallet, freeing the dates for another family', async () => {
    const before = await balance(t.app, family);
    const booked = await bookCaregiver(50, 51);
    expect(await balance(t.app, family)).toBe(before);
    const res = await patch(caregiver, `provider/booking/declineBooking/${booked.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('DECLINED');
    expect(await balance(t.app, family)).toBe(before + 3000);
    // The caregiver's calendar is free again for those days.
    await bookCaregiver(50, 51);
  });

  it("starts only from the first day, with the family's start code, then completes with the end code", async () => {
    const tomorrow = await bookCaregiver(1);
    await patch(caregiver, `provider/booking/acceptBooking/${tomorrow.id}`);
    const early = await patch(caregiver, `provider/booking/startBooking/${tomorrow.id}`, {
      code: tomorrow.startCode,
    });
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toMatch(/^This booking starts on \d{1,2} \w{3} \d{4}/);

    const booked = await bookCaregiver(0);
    await patch(caregiver, `provider/booking/acceptBooking/${booked.id}`);
    const withEndCode = await patch(caregiver, `provider/booking/startBooking/${booked.id}`, {
      code: booked.endCode,
    });
    expect(withEndCode.statusCode).toBe(422);
    expect(withEndCode.json().message).toMatch(/start code is not right.*4 tries left/);

    const started = await patch(caregiver, `provider/booking/startBooking/${booked.id}`, {
      code: booked.startCode,
    });
    expect(started.statusCode).toBe(200);
    expect(started.json().data).toMatchObject({ status: 'IN_PROGRESS', completedAt: null });
    expect(started.json().data.startedAt).toEqual(expect.any(String));

    const wrongEnd = await patch(caregiver, `provider/booking/completeBooking/${booked.id}`, {
      code: booked.startCode,
    });
    expect(wrongEnd.statusCode).toBe(422);
    const done = await patch(caregiver, `provider/booking/completeBooking/${booked.id}`, {
      code: booked.endCode,
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.status).toBe('COMPLETED');

    const mine = await t.app.inject({
      url: '/api/v1/customer/booking/getCustomerBookings',
      headers: family.auth,
    });
    expect(mine.json().data.find((b: { id: string }) => b.id === booked.id).status).toBe(
      'COMPLETED',
    );
  });

  it('stops taking codes after 5 wrong tries, even the right one, until the lock passes', async () => {
    const booked = await bookCaregiver(0, 0, { providerSvcId: await otherService() });
    await patch(otherCaregiver, `provider/booking/acceptBooking/${booked.id}`);
    const wrong = booked.startCode === '000000' ? '111111' : '000000';
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await patch(otherCaregiver, `provider/booking/startBooking/${booked.id}`, {
        code: wrong,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([422, 422, 422, 422, 429]);
    const right = await patch(otherCaregiver, `provider/booking/startBooking/${booked.id}`, {
      code: booked.startCode,
    });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toMatch(/Too many wrong codes/);

    // Fifteen minutes later (moved back in the database rather than waited for).
    await t.db
      .update(bookings)
      .set({ codeLockedUntil: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, booked.id));
    const later = await patch(otherCaregiver, `provider/booking/startBooking/${booked.id}`, {
      code: booked.startCode,
    });
    expect(later.statusCode).toBe(200);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booked.id));
    expect(row).toMatchObject({ codeFailures: 0, codeLockedUntil: null, status: 'IN_PROGRESS' });
  });

  it('runs the same lifecycle for a company through /company/booking/', async () => {
    const booked = await bookCaregiver(0, 1, { companySvcId } as never);
    const list = await t.app.inject({
      url: '/api/v1/company/booking/getProviderBookings?status=PENDING',
      headers: company.auth,
    });
    expect(list.json().data.bookings.map((b: { id: string }) => b.id)).toEqual([booked.id]);
    expect((await patch(caregiver, `provider/booking/acceptBooking/${booked.id}`)).statusCode).toBe(
      404,
    );
    expect((await patch(company, `company/booking/acceptBooking/${booked.id}`)).statusCode).toBe(
      200,
    );
    const started = await patch(company, `company/booking/startBooking/${booked.id}`, {
      code: booked.startCode,
    });
    expect(started.json().data.status).toBe('IN_PROGRESS');
    const done = await patch(company, `company/booking/completeBooking/${booked.id}`, {
      code: booked.endCode,
    });
    expect(done.json().data.status).toBe('COMPLETED');
  });

  it('will not start an accepted booking whose days are over, saying when it ended', async () => {
    const booked = await bookCaregiver(70, 71);
    expect((await patch(caregiver, `provider/booking/acceptBooking/${booked.id}`)).statusCode).toBe(
      200,
    );
    // The caregiver never came: the stay is now in the past.
    await t.db
      .update(bookings)
      .set({ startDate: day(-3), endDate: day(-2) })
      .where(eq(bookings.id, booked.id));
    const res = await patch(caregiver, `provider/booking/startBooking/${booked.id}`, {
      code: booked.startCode,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      `This booking ended on ${formatCareDate(day(-2))}; it can no longer be started.`,
    );
  });

  it('pages the list and filters it by status', async () => {
    // Its own bookings, so that the test holds whichever tests ran before it.
    await bookCaregiver(60);
    await bookCaregiver(61);
    const toDecline = await bookCaregiver(62);
    expect(
      (await patch(caregiver, `provider/booking/declineBooking/${toDecline.id}`)).statusCode,
    ).toBe(200);
    const url = '/api/v1/provider/booking/getProviderBookings';
    const all = (await t.app.inject({ url: `${url}?limit=2`, headers: caregiver.auth })).json()
      .data;
    expect(all.bookings).toHaveLength(2);
    expect(all.pagination.totalPages).toBe(Math.ceil(all.pagination.total / 2));
    const page2 = (
      await t.app.inject({ url: `${url}?limit=2&page=2`, headers: caregiver.auth })
    ).json().data;
    expect(page2.bookings[0].id).not.toBe(all.bookings[0].id);
    const declined = (
      await t.app.inject({ url: `${url}?status=DECLINED`, headers: caregiver.auth })
    ).json().data.bookings;
    expect(declined.length).toBeGreaterThan(0);
    expect(declined.every((b: { status: string }) => b.status === 'DECLINED')).toBe(true);
  });

  async function otherService(): Promise<string> {
    const res = await t.app.inject({
      url: `/api/v1/provider/providerService/getAllProviderServicesForCustomer/${otherCaregiver.id}`,
    });
    return res.json().data[0].id;
  }
});
