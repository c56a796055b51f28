import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, paymentOrders } from '../../db/schema/index.ts';
import { walletSumByKind } from '../../test/money.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signIn, type SignedIn } from '../../test/auth.ts';
import {
  addMember,
  addMoney,
  balance,
  book,
  createOrder,
  day,
  payAndBook,
  sandboxPay,
} from '../../test/booking.ts';
import { createCatalog, createCompany, createProvider } from '../../test/fixtures.ts';

describe('booking from the wallet', () => {
  let t: TestApp;
  let family: SignedIn;
  let memberId: string;
  let providerSvcId: string;
  let companySvcId: string;

  beforeAll(async () => {
    t = await createTestApp({ OTP_RESEND_SECONDS: '0' });
    const c = await createCatalog(t.db);
    providerSvcId = (
      await createProvider(t.db, {
        name: 'Lakshmi Pillai',
        offerings: [{ serviceId: c.nursing.id, pricePerDayPaise: 150_000 }],
      })
    ).offers[0]!.id;
    companySvcId = (
      await createCompany(t.db, {
        companyName: 'Little Steps Creche',
        offerings: [{ serviceId: c.creche.id, pricePerDayPaise: 80_000, dailyCapacity: 1 }],
      })
    ).offers[0]!.id;
    family = await signIn(t.app);
    memberId = await addMember(t.app, family);
  });
  afterAll(() => t.close());

  it('books a provider after payment, with codes, PENDING, and the wallet debited', async () => {
    const draft = { familyMemberId: memberId, providerSvcId, startDate: day(10), endDate: day(12) };
    const before = await balance(t.app, family);
    const { booking } = await payAndBook(t.app, family, draft);
    expect(booking.statusCode).toBe(200);
    const body = booking.json();
    expect(body.message).toBe('Booking created successfully!');
    expect(body.data).toMatchObject({
      providerSvc: { service: { name: 'Nursing Attendant' }, provider: { name: 'Lakshmi Pillai' } },
      companySvc: null,
      familyMember: { id: memberId, name: 'Shanta Rao' },
      startDate: day(10),
      endDate: day(12),
      days: 3,
      pricePerDay: 1500,
      totalAmount: 4500,
      status: 'PENDING',
    });
    expect(body.data.startCode).toMatch(/^\d{6}$/);
    expect(body.data.endCode).toMatch(/^\d{6}$/);
    expect(body.data.endCode).not.toBe(body.data.startCode);
    // Topped up by exactly the total, then debited by it.
    expect(await balance(t.app, family)).toBe(before);
  });

  it('refuses to book more than the wallet holds, and writes nothing', async () => {
    const before = await t.db.select().from(bookings);
    const res = await book(t.app, family, {
      familyMemberId: memberId,
      providerSvcId,
      startDate: day(20),
      endDate: day(20),
    });
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toMatch(/^Your wallet has ₹0; this booking needs ₹1,500/);
    expect(await t.db.select().from(bookings)).toHaveLength(before.length);
  });

  it('refuses overlapping dates for the same provider and keeps the money in the wallet', async () => {
    const first = await payAndBook(t.app, family, {
      familyMemberId: memberId,
      providerSvcId,
      startDate: day(50),
      endDate: day(52),
    });
    expect(first.booking.statusCode).toBe(200);
    const other = await signIn(t.app);
    const otherMember = await addMember(t.app, other);
    const { booking } = await payAndBook(t.app, other, {
      familyMemberId: otherMember,
      providerSvcId,
      startDate: day(52),
      endDate: day(54),
    });
    // The order itself is refused first: nobody pays for dates that are gone.
    expect(booking.statusCode).toBe(409);
    expect(booking.json().message).toBe('This caregiver is already booked on some of these dates');
    expect(await balance(t.app, other)).toBe(0);
  });

  it('keeps the money in the wallet when the dates go while paying, then books without paying again', async () => {
    const draft = { familyMemberId: memberId, providerSvcId, startDate: day(30), endDate: day(31) };
    const order = await createOrder(t.app, family, draft);
    expect(order.statusCode).toBe(200);
    // Another family books the same days while this one is still paying.
    const rival = await signIn(t.app);
    const rivalBooking = await payAndBook(t.app, rival, {
      ...draft,
      familyMemberId: await addMember(t.app, rival),
    });
    expect(rivalBooking.booking.statusCode).toBe(200);

    const proof = await sandboxPay(t.app, family, order.json().id);
    expect((await addMoney(t.app, family, order.json().amount / 100, proof)).statusCode).toBe(200);
    const late = await book(t.app, family, draft);
    expect(late.statusCode).toBe(409);
    expect(await balance(t.app, family)).toBe(3000);

    // Other days at the same price: the wallet covers them, no new payment.
    const retry = await book(t.app, family, { ...draft, startDate: day(33), endDate: day(34) });
    expect(retry.statusCode).toBe(200);
    expect(await balance(t.app, family)).toBe(0);
  });

  it('keeps a company service to its daily capacity', async () => {
    const first = await payAndBook(t.app, family, {
      familyMemberId: memberId,
      companySvcId,
      startDate: day(5),
      endDate: day(6),
    });
    expect(first.booking.statusCode).toBe(200);
    expect(first.booking.json().data.companySvc).toMatchObject({
      service: { name: 'Full-day Creche' },
      company: { companyName: 'Little Steps Creche' },
    });
    const other = await signIn(t.app);
    const second = await payAndBook(t.app, other, {
      familyMemberId: await addMember(t.app, other),
      companySvcId,
      startDate: day(6),
      endDate: day(8),
    });
    expect(second.booking.statusCode).toBe(409);
    expect(second.booking.json().message).toBe(`This service is fully booked on ${day(6)}`);
  });

  it('lists only the caller’s bookings, newest first', async () => {
    // A family of its own, so what other tests booked does not change the count.
    const booker = await signIn(t.app);
    const bookerMember = await addMember(t.app, booker);
    for (const start of [40, 44, 48]) {
      const draft = {
        familyMemberId: bookerMember,
        providerSvcId,
        startDate: day(start),
        endDate: day(start + 1),
      };
      expect((await payAndBook(t.app, booker, draft)).booking.statusCode).toBe(200);
    }
    const mine = await t.app.inject({
      url: '/api/v1/customer/booking/getCustomerBookings',
      headers: booker.auth,
    });
    const list = mine.json().data as { startDate: string; createdAt: string }[];
    expect(list.length).toBe(3);
    expect([...list].sort((a, b) => b.createdAt.localeCompare(a.createdAt))).toEqual(list);
    const stranger = await signIn(t.app);
    const theirs = await t.app.inject({
      url: '/api/v1/customer/booking/getCustomerBookings',
      headers: stranger.auth,
    });
    expect(theirs.json().data).toEqual([]);
  });

  it('refuses past dates and another customer’s family member', async () => {
    const past = await book(t.app, family, {
      familyMemberId: memberId,
      providerSvcId,
      startDate: day(-2),
      endDate: day(1),
    });
    expect(past.statusCode).toBe(400);
    const stranger = await signIn(t.app);
    const res = await book(t.app, stranger, {
      familyMemberId: memberId,
      providerSvcId,
      startDate: day(60),
      endDate: day(60),
    });
    expect(res.statusCode).toBe(404);
  });

  it('keeps the ledger balanced: payments equal credits, bookings equal debits', async () => {
    // A paid booking of its own, so that the totals below are never all zero.
    const own = await payAndBook(t.app, family, {
      familyMemberId: memberId,
      providerSvcId,
      startDate: day(80),
      endDate: day(81),
    });
    expect(own.booking.statusCode, own.booking.body).toBe(200);
    const [paid] = await t.db
      .select({ total: sql<number>`coalesce(sum(${paymentOrders.amountPaise}), 0)::int` })
      .from(paymentOrders)
      .where(eq(paymentOrders.status, 'PAID'));
    const credits = { total: await walletSumByKind(t.db, 'PAYMENT_CAPTURED') };
    const [booked] = await t.db
      .select({ total: sql<number>`coalesce(sum(${bookings.totalPaise}), 0)::int` })
      .from(bookings);
    const debits = { total: await walletSumByKind(t.db, 'BOOKING_PAID') };
    expect(paid!.total).toBeGreaterThan(0);
    expect(credits.total).toBe(paid!.total);
    expect(debits.total).toBe(-booked!.total);
  });
});
