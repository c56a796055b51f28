import { formatCareDate } from '@care/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signIn, type SignedIn } from '../../test/auth.ts';
import {
  familyWithMember,
  addMoney,
  balance,
  book,
  createOrder,
  day,
  payAndBook,
  sandboxPay,
} from '../../test/booking.ts';
import { createCatalog, createCompany, createProvider } from '../../test/fixtures.ts';

/**
 * Days off: the caregiver marks them, families cannot book them (409 before any money moves),
 * the wizard learns them from getUnavailableDates, and bookings already on them are listed.
 */
describe('days off', () => {
  let t: TestApp;
  let family: SignedIn;
  let memberId: string;
  let c: Awaited<ReturnType<typeof createCatalog>>;

  const send = (who: SignedIn | null, method: string, url: string, payload?: object) =>
    t.app.inject({
      method: method as 'GET',
      url: `/api/v1/${url}`,
      headers: who?.auth ?? {},
      ...(payload ? { payload } : {}),
    });
  const addDaysOff = (who: SignedIn, body: object, kind = 'provider') =>
    send(who, 'POST', `${kind}/availability/addDaysOff`, body);

  beforeAll(async () => {
    t = await createTestApp({ OTP_RESEND_SECONDS: '0' });
    c = await createCatalog(t.db);
    ({ family, memberId } = await familyWithMember(t.app));
  });
  afterAll(() => t.close());

  /** A listed caregiver offering nursing at ₹1,000 a day, signed in. */
  async function nurse() {
    const made = await createProvider(t.db, {
      name: 'Kavita Joshi',
      offerings: [{ serviceId: c.nursing.id, pricePerDayPaise: 100_000 }],
    });
    const caregiver = await signIn(t.app, 'Provider', made.provider.mobile);
    return { caregiver, providerSvcId: made.offers[0]!.id };
  }

  /** A nurse off on days 11 to 13, with a request already on days 10 and 11. */
  async function nurseWithDaysOff() {
    const { caregiver, providerSvcId } = await nurse();
    const { booking } = await payAndBook(t.app, family, {
      familyMemberId: memberId,
      providerSvcId,
      startDate: day(10),
      endDate: day(11),
    });
    expect(booking.statusCode, booking.body).toBe(200);
    const off = await addDaysOff(caregiver, {
      startDate: day(11),
      endDate: day(13),
      note: 'Wedding',
    });
    expect(off.statusCode, off.body).toBe(200);
    return { caregiver, providerSvcId, booking: booking.json().data, off };
  }

  it('lists a booking already on the new days off, for the caregiver to deal with', async () => {
    const { caregiver, booking, off: res } = await nurseWithDaysOff();
    expect(res.json().message).toBe(
      'Days off saved. Some bookings fall on these days: decline or cancel them.',
    );
    expect(res.json().data).toMatchObject({
      startDate: day(11),
      endDate: day(13),
      days: 3,
      note: 'Wedding',
      clashes: [
        {
          bookingId: booking.id,
          serviceName: 'Nursing Attendant',
          status: 'PENDING',
          patientName: 'Shanta Rao',
        },
      ],
    });
    const list = await send(caregiver, 'GET', 'provider/availability/getDaysOff');
    expect(list.json().data).toHaveLength(1);
    expect(list.json().data[0].clashes).toHaveLength(1);
  });

  it('refuses an order and a wallet booking touching a day off, before any money moves', async () => {
    const { providerSvcId } = await nurseWithDaysOff();
    const draft = { familyMemberId: memberId, providerSvcId, startDate: day(13), endDate: day(15) };
    const order = await createOrder(t.app, family, draft);
    expect(order.statusCode).toBe(409);
    const offMessage = `The caregiver is not working on ${formatRange(11, 13)}. Please choose other dates.`;
    expect(order.json().message).toBe(offMessage);

    // With money already in the wallet, the booking is refused and the wallet left as it was.
    const topUp = await createOrder(t.app, family, {
      ...draft,
      startDate: day(20),
      endDate: day(21),
    });
    const proof = await sandboxPay(t.app, family, topUp.json().id);
    await addMoney(t.app, family, topUp.json().amount / 100, proof);
    const before = await balance(t.app, family);
    const booked = await book(t.app, family, draft);
    expect(booked.statusCode).toBe(409);
    expect(booked.json().message).toBe(offMessage);
    expect(await balance(t.app, family)).toBe(before);
  });

  it('tells the wizard which days are off and which are booked', async () => {
    const { providerSvcId } = await nurseWithDaysOff();
    const res = await send(
      family,
      'GET',
      `customer/booking/getUnavailableDates?providerSvcId=${providerSvcId}&from=${day(9)}&to=${day(14)}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      { date: day(10), reason: 'BOOKED' },
      { date: day(11), reason: 'DAY_OFF' },
      { date: day(12), reason: 'DAY_OFF' },
      { date: day(13), reason: 'DAY_OFF' },
    ]);
  });

  it('marks a company service full, and a whole company off', async () => {
    const co = await createCompany(t.db, {
      companyName: 'Tiny Toes',
      offerings: [{ serviceId: c.creche.id, pricePerDayPaise: 50_000, dailyCapacity: 1 }],
    });
    const companySvcId = co.offers[0]!.id;
    const creche = await signIn(t.app, 'Company', co.company.mobile);
    const { booking } = await payAndBook(t.app, family, {
      familyMemberId: memberId,
      companySvcId,
      startDate: day(5),
      endDate: day(5),
    });
    expect(booking.statusCode, booking.body).toBe(200);
    const off = await addDaysOff(creche, { startDate: day(7), endDate: day(7) }, 'company');
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().message).toBe('Days off saved');
    const res = await send(
      family,
      'GET',
      `customer/booking/getUnavailableDates?companySvcId=${companySvcId}&from=${day(4)}&to=${day(8)}`,
    );
    expect(res.json().data).toEqual([
      { date: day(5), reason: 'FULL' },
      { date: day(7), reason: 'DAY_OFF' },
    ]);
    const order = await createOrder(t.app, family, {
      familyMemberId: memberId,
      companySvcId,
      startDate: day(6),
      endDate: day(8),
    });
    expect(order.statusCode).toBe(409);
  });

  it.each([
    [{ startDate: day(-1), endDate: day(1) }, 'startDate', 'Days off cannot start before today'],
    [
      { startDate: day(3), endDate: day(2) },
      'endDate',
      'The last day off cannot be before the first',
    ],
    [
      { startDate: day(300), endDate: day(366) },
      'endDate',
      'Days off can be marked at most 365 days ahead',
    ],
    [{ startDate: '2026-02-30', endDate: day(2) }, 'startDate', 'Use a date as YYYY-MM-DD'],
    [{ startDate: day(2) }, 'endDate', 'Use a date as YYYY-MM-DD'],
  ])('refuses %j with 400 on %s', async (body, path, message) => {
    const { caregiver: otherCaregiver } = await nurse();
    const res = await addDaysOff(otherCaregiver, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path, message });
    expect(
      (await send(otherCaregiver, 'GET', 'provider/availability/getDaysOff')).json().data,
    ).toEqual([]);
  });

  it('refuses days off overlapping ones already marked', async () => {
    const { caregiver } = await nurseWithDaysOff();
    const res = await addDaysOff(caregiver, { startDate: day(13), endDate: day(16) });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `You are already off on ${formatRange(11, 13)}. Remove that first to change it.`,
    );
  });

  it('keeps each seller to their own days off, and sellers only', async () => {
    const { caregiver, providerSvcId } = await nurseWithDaysOff();
    const { caregiver: otherCaregiver } = await nurse();
    const creche = await signIn(t.app, 'Company');
    const [mine] = (await send(caregiver, 'GET', 'provider/availability/getDaysOff')).json().data;
    const theirs = await send(
      otherCaregiver,
      'DELETE',
      `provider/availability/deleteDaysOff/${mine.id}`,
    );
    expect(theirs.statusCode).toBe(404);
    expect((await send(family, 'GET', 'provider/availability/getDaysOff')).statusCode).toBe(403);
    expect((await send(creche, 'GET', 'provider/availability/getDaysOff')).statusCode).toBe(403);
    expect((await send(null, 'GET', 'company/availability/getDaysOff')).statusCode).toBe(401);
    expect(
      (
        await send(
          caregiver,
          'GET',
          `customer/booking/getUnavailableDates?providerSvcId=${providerSvcId}&from=${day(1)}&to=${day(2)}`,
        )
      ).statusCode,
    ).toBe(403);

    const removed = await send(
      caregiver,
      'DELETE',
      `provider/availability/deleteDaysOff/${mine.id}`,
    );
    expect(removed.statusCode).toBe(200);
    const order = await createOrder(t.app, family, {
      familyMemberId: memberId,
      providerSvcId,
      startDate: day(12),
      endDate: day(13),
    });
    expect(order.statusCode, order.body).toBe(200);
  });

  it('answers bad availability questions with 400 and an unknown service with 404', async () => {
    const { providerSvcId } = await nurse();
    const ask = (query: string) =>
      send(family, 'GET', `customer/booking/getUnavailableDates?${query}`);
    expect((await ask(`from=${day(1)}&to=${day(2)}`)).statusCode).toBe(400);
    expect(
      (await ask(`providerSvcId=${providerSvcId}&from=${day(3)}&to=${day(2)}`)).statusCode,
    ).toBe(400);
    expect(
      (await ask(`providerSvcId=${providerSvcId}&from=${day(0)}&to=${day(500)}`)).statusCode,
    ).toBe(400);
    const unknown = await ask(
      `providerSvcId=00000000-0000-4000-8000-000000000000&from=${day(1)}&to=${day(2)}`,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Service not found');
  });
});

function formatRange(from: number, to: number): string {
  return `${formatCareDate(day(from))} to ${formatCareDate(day(to))}`;
}
