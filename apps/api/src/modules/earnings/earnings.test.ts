import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInIndia } from '@care/shared';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { day, payAndBook } from '../../test/booking.ts';
import { ledgerIsSound } from '../../test/money.ts';
import { lastTwelveMonths } from './service.ts';
import {
  bankDetails,
  earner,
  getEarnings,
  getPayouts,
  journalSize,
  openMarket,
  requestPayout,
  saveDestination,
  type Market,
} from './testing.ts';

/** What a caregiver earned, where it is paid, and the requests a payout refuses. */
describe('caregiver earnings', () => {
  let t: TestApp;
  let m: Market;

  beforeAll(async () => {
    t = await createTestApp({ WRITE_LIMIT_PER_USER: '1000', OTP_RESEND_SECONDS: '0' });
    m = await openMarket(t.app, t.db);
  });
  afterAll(() => t.close());

  it('splits a ₹3,000 booking into ₹300 commission, ₹54 GST and ₹2,646 net, and counts it this month', async () => {
    const who = await earner(m, { pricePerDayPaise: 150_000, days: 2 });
    const view = await getEarnings(t.app, who);
    expect(view).toMatchObject({
      held: 0,
      available: 2646,
      inTransit: 0,
      paidOut: 0,
      minimumPayout: 100,
      commissionPercent: 10,
      gstPercent: 18,
      destination: null,
    });
    expect(view.entries).toEqual([
      {
        bookingId: who.bookingId,
        kind: 'COMPLETED',
        serviceName: 'Nursing Attendant',
        startDate: day(0),
        endDate: day(1),
        status: 'COMPLETED',
        gross: 3000,
        commission: 300,
        gst: 54,
        net: 2646,
        settledAt: expect.any(String),
      },
    ]);
    // Twelve India months, oldest first, this one last with the booking's net; the rest zero.
    expect(view.months).toHaveLength(12);
    expect(view.months.map((x: { month: string }) => x.month)).toEqual(lastTwelveMonths());
    expect(view.months[11]).toEqual({ month: todayInIndia().slice(0, 7), net: 2646 });
    expect(view.months.slice(0, 11).every((x: { net: number }) => x.net === 0)).toBe(true);
  });

  it("shows a late cancellation's kept fee as a CANCELLATION_FEE entry, and held money as held", async () => {
    const who = await earner(m, { pricePerDayPaise: 150_000, days: 1 });
    const held = await earner(m, { pricePerDayPaise: 100_000, days: 1 });
    // A second, accepted booking 20 days ahead, cancelled by the family: half is kept.
    const offers = await t.app.inject({
      url: `/api/v1/provider/providerService/getMyProviderServices`,
      headers: who.caregiver.auth,
    });
    const providerSvcId = offers.json().data[0].id;
    const { booking } = await payAndBook(t.app, m.family, {
      familyMemberId: m.memberId,
      providerSvcId,
      startDate: day(20),
      endDate: day(21),
    });
    expect(booking.statusCode, booking.body).toBe(200);
    const id = booking.json().data.id;
    const patch = (url: string, headers: Record<string, string>) =>
      t.app.inject({ method: 'PATCH', url: `/api/v1/${url}`, headers });
    expect(
      (await patch(`provider/booking/acceptBooking/${id}`, who.caregiver.auth)).statusCode,
    ).toBe(200);
    expect((await patch(`customer/booking/cancelBooking/${id}`, m.family.auth)).statusCode).toBe(
      200,
    );

    const view = await getEarnings(t.app, who);
    const fee = view.entries.find((e: { bookingId: string }) => e.bookingId === id);
    expect(fee).toMatchObject({
      kind: 'CANCELLATION_FEE',
      status: 'CANCELLED',
      gross: 1500,
      commission: 150,
      gst: 27,
      net: 1323,
    });
    // Newest first.
    expect(view.entries.map((e: { bookingId: string }) => e.bookingId)).toEqual([
      id,
      who.bookingId,
    ]);
    expect(view.available).toBe(1323 + 1323);

    // Another caregiver's paid, not yet completed booking is held for them, and not for this one.
    const other = await t.app.inject({
      url: `/api/v1/provider/providerService/getMyProviderServices`,
      headers: held.caregiver.auth,
    });
    const paid = await payAndBook(t.app, m.family, {
      familyMemberId: m.memberId,
      providerSvcId: other.json().data[0].id,
      startDate: day(5),
      endDate: day(6),
    });
    expect(paid.booking.statusCode).toBe(200);
    expect((await getEarnings(t.app, held)).held).toBe(2000);
    expect((await getEarnings(t.app, who)).held).toBe(0);
  });

  it('refuses bad payout details with the field’s message, and never shows a whole account number', async () => {
    const who = await earner(m);
    const cases: [object, RegExp][] = [
      [{ ...bankDetails, ifsc: 'HDFC1234' }, /Enter a valid IFSC/],
      [{ ...bankDetails, accountNumber: '12345' }, /9 to 18 digits/],
      [{ ...bankDetails, accountNumber: '12345abcde' }, /9 to 18 digits/],
      [{ ...bankDetails, accountHolder: 'M' }, /name on the bank account/],
      [{ type: 'upi', vpa: 'not-a-upi-id' }, /valid UPI id/],
      [{ type: 'upi', vpa: 'name@' }, /valid UPI id/],
      [{ type: 'cash' }, /.+/],
    ];
    for (const [payload, message] of cases) {
      const res = await saveDestination(t.app, who, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect((await getEarnings(t.app, who)).destination).toBeNull();

    // A lower-case IFSC is read as the bank writes it.
    const saved = await saveDestination(t.app, who, { ...bankDetails, ifsc: 'sbin0005678' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual({
      type: 'bank',
      label: 'SBIN0005678 · XXXXXX7890',
      accountHolder: 'Meera Nair',
      ifsc: 'SBIN0005678',
      maskedAccountNumber: 'XXXXXX7890',
      vpa: null,
      updatedAt: expect.any(String),
    });
    const paid = await requestPayout(t.app, who, 100);
    expect(paid.statusCode, paid.body).toBe(200);
    // Masked wherever it is shown: the view, the payouts, every response body.
    const view = await t.app.inject({
      url: `/api/v1/provider/earnings/getEarnings`,
      headers: who.caregiver.auth,
    });
    const payouts = await t.app.inject({
      url: `/api/v1/provider/earnings/getPayouts`,
      headers: who.caregiver.auth,
    });
    for (const body of [saved.body, paid.body, view.body, payouts.body]) {
      expect(body).not.toContain(bankDetails.accountNumber);
    }
    expect(view.json().data.destination.maskedAccountNumber).toBe('XXXXXX7890');
    expect(payouts.json().data[0].destinationLabel).toBe('SBIN0005678 · XXXXXX7890');

    const upi = await saveDestination(t.app, who, { type: 'upi', vpa: 'meera.nair@okaxis' });
    expect(upi.statusCode, upi.body).toBe(200);
    expect(upi.json().data).toMatchObject({
      type: 'upi',
      label: 'meera.nair@okaxis',
      vpa: 'meera.nair@okaxis',
      accountHolder: null,
      maskedAccountNumber: null,
      ifsc: null,
    });
  });

  it('refuses a payout below ₹100, above what is available, or with nowhere to go, writing nothing', async () => {
    const who = await earner(m); // ₹2,646 available
    const before = await journalSize(t.db, who.seller);

    const nowhere = await requestPayout(t.app, who, 500);
    expect(nowhere.statusCode).toBe(422);
    expect(nowhere.json().message).toMatch(/bank account or UPI id/);

    expect((await saveDestination(t.app, who)).statusCode).toBe(200);
    const small = await requestPayout(t.app, who, 99.99);
    expect(small.statusCode).toBe(422);
    expect(small.json().message).toBe('The smallest payout is ₹100.');

    const tooMuch = await requestPayout(t.app, who, 2646.01);
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().message).toMatch(/You have ₹2,646 available/);

    for (const amount of [0, -100, 100.001, 'lots']) {
      expect((await requestPayout(t.app, who, amount as number)).statusCode).toBe(400);
    }

    const noKey = await requestPayout(t.app, who, 500, null);
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().message).toMatch(/Idempotency-Key/);
    const shortKey = await requestPayout(t.app, who, 500, 'abc');
    expect(shortKey.statusCode).toBe(400);
    expect(shortKey.json().message).toMatch(/8 to 100 characters/);

    expect(await journalSize(t.db, who.seller)).toBe(before);
    expect(await getPayouts(t.app, who)).toEqual([]);
    expect((await getEarnings(t.app, who)).available).toBe(2646);
  });

  it('serves the same calls under /company/ for a company, which can be paid out', async () => {
    const company = await earner(m, { kind: 'Company', pricePerDayPaise: 200_000, days: 1 });
    expect(company.prefix).toBe('company');
    const view = await getEarnings(t.app, company);
    expect(view).toMatchObject({ available: 1764, held: 0 });
    expect(view.entries[0]).toMatchObject({ gross: 2000, commission: 200, gst: 36, net: 1764 });
    expect(
      (await saveDestination(t.app, company, { type: 'upi', vpa: 'sunrise.care@ybl' })).statusCode,
    ).toBe(200);
    const paid = await requestPayout(t.app, company, 1000);
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await getPayouts(t.app, company))[0]).toMatchObject({
      amount: 1000,
      destinationLabel: 'sunrise.care@ybl',
    });
    expect((await getEarnings(t.app, company)).available).toBe(764);
  });

  it('lets each role use only its own calls, and shows a caregiver only their own money', async () => {
    const a = await earner(m);
    const b = await earner(m);
    const company = await earner(m, { kind: 'Company', days: 1 });
    expect((await saveDestination(t.app, a)).statusCode).toBe(200);
    expect((await requestPayout(t.app, a, 200)).statusCode).toBe(200);

    const calls = [
      { method: 'GET', path: 'getEarnings' },
      { method: 'PUT', path: 'savePayoutDestination', payload: bankDetails },
      { method: 'POST', path: 'requestPayout', payload: { amount: 100 }, key: true },
      { method: 'GET', path: 'getPayouts' },
    ] as const;
    for (const call of calls) {
      const send = (prefix: string, headers: Record<string, string>) =>
        t.app.inject({
          method: call.method,
          url: `/api/v1/${prefix}/earnings/${call.path}`,
          headers: {
            ...headers,
            ...('key' in call ? { 'idempotency-key': 'role-check-key' } : {}),
          },
          ...('payload' in call ? { payload: call.payload } : {}),
        });
      expect((await send('company', a.caregiver.auth)).statusCode, call.path).toBe(403);
      expect((await send('provider', company.caregiver.auth)).statusCode, call.path).toBe(403);
      expect((await send('provider', m.family.auth)).statusCode, call.path).toBe(403);
      expect((await send('company', m.family.auth)).statusCode, call.path).toBe(403);
      expect((await send('provider', {})).statusCode, call.path).toBe(401);
    }

    // B sees none of A's bookings, payouts or details.
    const viewB = await getEarnings(t.app, b);
    expect(viewB.entries.map((e: { bookingId: string }) => e.bookingId)).toEqual([b.bookingId]);
    expect(viewB).toMatchObject({ available: 2646, inTransit: 0, paidOut: 0, destination: null });
    expect(await getPayouts(t.app, b)).toEqual([]);
    // A company's view is its own, too.
    const viewCompany = await getEarnings(t.app, company);
    expect(viewCompany.entries.map((e: { bookingId: string }) => e.bookingId)).toEqual([
      company.bookingId,
    ]);
    // The same Idempotency-Key from another caregiver is their own payout, not A's.
    const key = 'shared-key-0001';
    expect((await requestPayout(t.app, a, 150, key)).statusCode).toBe(200);
    expect((await saveDestination(t.app, b)).statusCode).toBe(200);
    const bPaid = await requestPayout(t.app, b, 150, key);
    expect(bPaid.statusCode).toBe(200);
    const aPayouts = await getPayouts(t.app, a);
    expect(aPayouts.map((p) => p.id)).not.toContain(bPaid.json().data.id);
    expect((await getPayouts(t.app, b)).map((p) => p.id)).toEqual([bPaid.json().data.id]);
    expect(await ledgerIsSound(t.db)).toBe(true);
  });

  it('documents its calls and the payouts webhook, money as rupees', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths;
    for (const prefix of ['provider', 'company']) {
      const base = `/api/v1/${prefix}/earnings`;
      expect(paths[`${base}/getEarnings`].get.tags).toEqual([`${prefix} earnings`]);
      expect(paths[`${base}/savePayoutDestination`].put).toBeDefined();
      expect(paths[`${base}/requestPayout`].post).toBeDefined();
      expect(paths[`${base}/getPayouts`].get).toBeDefined();
    }
    const view =
      paths['/api/v1/provider/earnings/getEarnings'].get.responses['200'].content[
        'application/json'
      ].schema.properties.data.properties;
    expect(view.available).toMatchObject({ type: 'number', multipleOf: 0.01 });
    expect(paths['/api/v1/payouts/razorpayx/webhook'].post).toBeDefined();
  });
});
