import { randomUUID } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookings, familyMembers, paymentOrders, reviews } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearerFor } from '../../test/bearer.ts';
import { day } from '../../test/booking.ts';
import { createCatalog, createCustomerWithMember, createProvider } from '../../test/fixtures.ts';
import { fundWallet } from '../../test/money.ts';
import { journalLines } from '../../db/schema/index.ts';

const PER_USER = 3;
const PER_IP = 5;
const WINDOW_SECONDS = 60;

/**
 * Each kind of write is refused with 429 and Retry-After once a user, or an address, has made
 * its limit of them in the window; the refused write changes nothing, and the next window lets
 * it through. The clock (Date only) is frozen 10 s into a window, so Retry-After is exact.
 */
describe('write limits', () => {
  let t: TestApp;
  let providerId: string;
  let providerSvcId: string;
  let windowStart: number;
  let lastOctet = 0;
  /** A fresh client address per test, so only the test's own writes count against it. */
  const newAddress = () => `203.0.113.${++lastOctet}`;

  async function newFamily() {
    const { customer, member } = await createCustomerWithMember(t.db);
    await fundWallet(t.db, customer.id, 10_000_000);
    const auth = await bearerFor(t.config.jwtSecret, customer.id, 'Customer');
    return { id: customer.id, memberId: member.id, auth };
  }

  const send = (
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    who: { auth: { authorization: string } },
    remoteAddress: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url: `/api/v1/${url}`,
      headers: who.auth,
      remoteAddress,
      ...(payload ? { payload } : {}),
    });

  const draft = (memberId: string, start: number) => ({
    familyMemberId: memberId,
    providerSvcId,
    startDate: day(start),
    endDate: day(start),
  });

  /** By default the clock stands 10 s into the window, so it ends in 50. */
  function expectTooMany(res: LightMyRequestResponse, message: RegExp, retryAfter = 50) {
    expect(res.statusCode, res.body).toBe(429);
    expect(res.headers['retry-after']).toBe(String(retryAfter));
    expect(res.json()).toEqual({
      success: false,
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(message),
    });
  }

  /**
   * Spends the user's limit with `spend` (what those writes answer does not matter, only that
   * they count), then shows `write` refused without changing `state`, and let through in the
   * next window.
   */
  async function refusedThenLetThrough(write: {
    spend: () => Promise<LightMyRequestResponse>;
    attempt: () => Promise<LightMyRequestResponse>;
    state: () => Promise<unknown>;
  }) {
    for (let i = 0; i < PER_USER; i++) {
      expect((await write.spend()).statusCode).not.toBe(429);
    }
    const before = await write.state();
    expectTooMany(
      await write.attempt(),
      /^You are doing this too often\. Please try again in 50 seconds\.$/,
    );
    expect(await write.state()).toEqual(before);

    vi.setSystemTime(windowStart + WINDOW_SECONDS * 1000);
    const retried = await write.attempt();
    expect(retried.statusCode, retried.body).toBe(200);
    expect(await write.state()).not.toEqual(before);
  }

  beforeAll(async () => {
    t = await createTestApp({
      WRITE_LIMIT_PER_USER: String(PER_USER),
      WRITE_LIMIT_PER_IP: String(PER_IP),
      WRITE_LIMIT_WINDOW_SECONDS: String(WINDOW_SECONDS),
    });
    const c = await createCatalog(t.db);
    const made = await createProvider(t.db, {
      offerings: [{ serviceId: c.nursing.id, pricePerDayPaise: 100_000 }],
    });
    providerId = made.provider.id;
    providerSvcId = made.offers[0]!.id;
  });
  afterAll(() => t.close());

  beforeEach(() => {
    // A window of its own for each test, starting after any window an earlier test used.
    const windowMs = WINDOW_SECONDS * 1000;
    windowStart = (Math.floor(Date.now() / windowMs) + 2) * windowMs;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(windowStart + 10_000);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('limits adding, changing and removing family members together', async () => {
    const family = await newFamily();
    const address = newAddress();
    const member = { name: 'Kamala Iyer', gender: 'Female', age: 81, relation: 'Grandmother' };
    const members = async () =>
      (
        await t.db
          .select({ name: familyMembers.name, deletedAt: familyMembers.deletedAt })
          .from(familyMembers)
          .where(eq(familyMembers.customerId, family.id))
          .orderBy(familyMembers.createdAt, familyMembers.name)
      ).map((m) => `${m.name}${m.deletedAt ? ' (removed)' : ''}`);

    await refusedThenLetThrough({
      spend: () =>
        send('POST', 'customer/familyMember/createFamilyMember', family, address, member),
      attempt: () =>
        send('POST', 'customer/familyMember/createFamilyMember', family, address, member),
      state: members,
    });

    // The three routes share one count: with it spent, changing and removing are refused too.
    // (The clock now stands at the start of the next window, a whole window from its end.)
    for (let i = 1; i < PER_USER; i++) {
      await send('POST', 'customer/familyMember/createFamilyMember', family, address, member);
    }
    const before = await members();
    expectTooMany(
      await send(
        'PUT',
        `customer/familyMember/updateFamilyMember/${family.memberId}`,
        family,
        address,
        { ...member, name: 'Renamed' },
      ),
      /too often/,
      WINDOW_SECONDS,
    );
    expectTooMany(
      await send(
        'DELETE',
        `customer/familyMember/deleteFamilyMember/${family.memberId}`,
        family,
        address,
      ),
      /too often/,
      WINDOW_SECONDS,
    );
    expect(await members()).toEqual(before);
  });

  it('limits payment orders', async () => {
    const family = await newFamily();
    const address = newAddress();
    await refusedThenLetThrough({
      spend: () =>
        send(
          'POST',
          'customer/booking/createRazorpayOrder',
          family,
          address,
          draft(family.memberId, 3),
        ),
      attempt: () =>
        send(
          'POST',
          'customer/booking/createRazorpayOrder',
          family,
          address,
          draft(family.memberId, 3),
        ),
      state: async () =>
        (
          await t.db
            .select({ n: count() })
            .from(paymentOrders)
            .where(eq(paymentOrders.customerId, family.id))
        )[0]!.n,
    });
  });

  it('limits booking requests', async () => {
    const family = await newFamily();
    const address = newAddress();
    let nextDay = 10;
    const book = () =>
      send(
        'POST',
        'customer/booking/createBookingRequest',
        family,
        address,
        draft(family.memberId, nextDay++),
      );
    await refusedThenLetThrough({
      spend: book,
      attempt: book,
      state: async () => ({
        bookings: (
          await t.db.select({ n: count() }).from(bookings).where(eq(bookings.customerId, family.id))
        )[0]!.n,
        ledger: (
          await t.db
            .select({ n: count() })
            .from(journalLines)
            .where(and(eq(journalLines.customerId, family.id), eq(journalLines.account, 'WALLET')))
        )[0]!.n,
      }),
    });
  });

  it('limits cancellations', async () => {
    const family = await newFamily();
    const address = newAddress();
    const booked = await send(
      'POST',
      'customer/booking/createBookingRequest',
      family,
      address,
      draft(family.memberId, 40),
    );
    expect(booked.statusCode, booked.body).toBe(200);
    const id = booked.json().data.id as string;

    await refusedThenLetThrough({
      // Cancelling bookings that do not exist still counts: it is the attempt that is limited.
      spend: () => send('PATCH', `customer/booking/cancelBooking/${randomUUID()}`, family, address),
      attempt: () => send('PATCH', `customer/booking/cancelBooking/${id}`, family, address),
      state: () => bookingAndLedger(id, family.id),
    });
  });

  it('limits reviews', async () => {
    const family = await newFamily();
    const address = newAddress();
    const [completed] = await t.db
      .insert(bookings)
      .values({
        customerId: family.id,
        familyMemberId: family.memberId,
        providerId,
        providerServiceId: providerSvcId,
        serviceName: 'Nursing Attendant',
        startDate: '2025-03-01',
        endDate: '2025-03-01',
        days: 1,
        pricePerDayPaise: 100_000,
        totalPaise: 100_000,
        startCode: '111111',
        endCode: '222222',
        status: 'COMPLETED',
      })
      .returning();
    const review = { rating: 5, comment: 'Very caring' };

    await refusedThenLetThrough({
      spend: () =>
        send('POST', `customer/booking/createReview/${randomUUID()}`, family, address, review),
      attempt: () =>
        send('POST', `customer/booking/createReview/${completed!.id}`, family, address, review),
      state: async () => t.db.select().from(reviews).where(eq(reviews.bookingId, completed!.id)),
    });
  });

  it("limits a caregiver's declines", async () => {
    const family = await newFamily();
    const booked = await send(
      'POST',
      'customer/booking/createBookingRequest',
      family,
      newAddress(),
      draft(family.memberId, 50),
    );
    expect(booked.statusCode, booked.body).toBe(200);
    const id = booked.json().data.id as string;
    const caregiver = { auth: await bearerFor(t.config.jwtSecret, providerId, 'Provider') };
    const address = newAddress();

    await refusedThenLetThrough({
      spend: () =>
        send('PATCH', `provider/booking/declineBooking/${randomUUID()}`, caregiver, address),
      attempt: () => send('PATCH', `provider/booking/declineBooking/${id}`, caregiver, address),
      state: () => bookingAndLedger(id, family.id),
    });
  });

  it('limits an address across its users, without one user spending the others’ share', async () => {
    const [first, second, third] = [await newFamily(), await newFamily(), await newFamily()];
    const shared = newAddress();
    const add = (who: typeof first, address = shared) =>
      send('POST', 'customer/familyMember/createFamilyMember', who, address, {
        name: 'Lakshmi',
        gender: 'Female',
        age: 66,
        relation: 'Mother',
      });

    // The first family makes its own limit and one more; the refused one does not count
    // against the address.
    for (let i = 0; i < PER_USER; i++) expect((await add(first)).statusCode).toBe(200);
    expectTooMany(await add(first), /too often/);
    // So the second family still has the address's remaining two...
    for (let i = PER_USER; i < PER_IP; i++) expect((await add(second)).statusCode).toBe(200);
    // ...and then the address is spent, for it and for anyone else behind it.
    const network = /^Too many requests from your network\. Please try again in 50 seconds\.$/;
    expectTooMany(await add(second), network);
    expectTooMany(await add(third), network);
    // Elsewhere the third family writes freely.
    expect((await add(third, newAddress())).statusCode).toBe(200);

    vi.setSystemTime(windowStart + WINDOW_SECONDS * 1000);
    expect((await add(second)).statusCode).toBe(200);
  });

  it('leaves reading alone', async () => {
    const family = await newFamily();
    const address = newAddress();
    for (let i = 0; i < PER_USER + 2; i++) {
      const res = await t.app.inject({
        url: '/api/v1/customer/familyMember/getFamilyMembers',
        headers: family.auth,
        remoteAddress: address,
      });
      expect(res.statusCode).toBe(200);
    }
  });

  async function bookingAndLedger(bookingId: string, customerId: string) {
    const [booking] = await t.db
      .select({ status: bookings.status })
      .from(bookings)
      .where(eq(bookings.id, bookingId));
    const [ledger] = await t.db
      .select({ n: count(), sum: sql<string>`sum(${journalLines.amountPaise})` })
      .from(journalLines)
      .where(and(eq(journalLines.customerId, customerId), eq(journalLines.account, 'WALLET')));
    return { status: booking!.status, ledger };
  }
});
