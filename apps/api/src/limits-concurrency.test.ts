import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FAMILY_MEMBERS } from './modules/family/service.ts';
import { CODE_FAILURE_LIMIT } from './modules/bookings/codes.ts';
import { createTestApp, type TestApp } from './test/app.ts';
import { signIn, uniqueMobile, type SignedIn } from './test/auth.ts';
import { addMember, day, payAndBook } from './test/booking.ts';
import { createCatalog, createProvider } from './test/fixtures.ts';

/*
 * Counted limits hold when many requests arrive at the same moment. On the real PostgreSQL
 * (TEST_DATABASE_URL, as CI runs it) these requests really run in parallel on separate
 * connections; on PGlite they run one after another.
 */

const AT_ONCE = 60;
const PER_ADDRESS = 10;
const PER_MOBILE = 5;

const statusCounts = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, status) => {
    counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }, {});

describe(`counted limits under ${AT_ONCE} simultaneous requests`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      OTP_RESEND_SECONDS: '0',
      OTP_PER_IP_PER_HOUR: String(PER_ADDRESS),
      OTP_PER_MOBILE_PER_HOUR: String(PER_MOBILE),
      // The write limits are tested on their own; here they must not answer first.
      WRITE_LIMIT_PER_USER: '1000',
      WRITE_LIMIT_PER_IP: '1000',
    });
  });
  afterAll(() => t.close());

  const sendOtp = (mobile: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/customer/auth/sendLoginOTP',
      payload: { userType: 'Customer', mobile },
      remoteAddress,
    });

  it(`adds at most ${MAX_FAMILY_MEMBERS} family members`, async () => {
    const family = await signIn(t.app);
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/customer/familyMember/createFamilyMember',
          headers: family.auth,
          payload: { name: `Member ${i}`, gender: 'Female', age: 40, relation: 'Sister' },
        }),
      ),
    );
    expect(statusCounts(answers.map((a) => a.statusCode))).toEqual({
      200: MAX_FAMILY_MEMBERS,
      422: AT_ONCE - MAX_FAMILY_MEMBERS,
    });
    const list = await t.app.inject({
      url: '/api/v1/customer/familyMember/getFamilyMembers',
      headers: family.auth,
    });
    expect(list.json().data).toHaveLength(MAX_FAMILY_MEMBERS);
  });

  it(`sends at most ${PER_ADDRESS} OTPs an hour from one address`, async () => {
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, () => sendOtp(uniqueMobile(), '203.0.113.7')),
    );
    expect(statusCounts(answers.map((a) => a.statusCode))).toEqual({
      200: PER_ADDRESS,
      429: AT_ONCE - PER_ADDRESS,
    });
  });

  it(`sends at most ${PER_MOBILE} OTPs an hour to one mobile, from any number of addresses`, async () => {
    const mobile = uniqueMobile();
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, i) => sendOtp(mobile, `198.51.100.${i + 1}`)),
    );
    expect(statusCounts(answers.map((a) => a.statusCode))).toEqual({
      200: PER_MOBILE,
      429: AT_ONCE - PER_MOBILE,
    });
  });

  it(`locks a booking's codes after ${CODE_FAILURE_LIMIT} wrong tries, however many arrive at once`, async () => {
    const catalog = await createCatalog(t.db);
    const made = await createProvider(t.db, {
      offerings: [{ serviceId: catalog.nursing.id, pricePerDayPaise: 120_000 }],
    });
    const caregiver: SignedIn = await signIn(t.app, 'Provider', made.provider.mobile);
    const family = await signIn(t.app);
    const { booking } = await payAndBook(t.app, family, {
      familyMemberId: await addMember(t.app, family),
      providerSvcId: made.offers[0]!.id,
      startDate: day(0),
      endDate: day(1),
    });
    expect(booking.statusCode, booking.body).toBe(200);
    const { id, startCode } = booking.json().data as { id: string; startCode: string };
    const accepted = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/provider/booking/acceptBooking/${id}`,
      headers: caregiver.auth,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);

    const wrong = startCode === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, () =>
        t.app.inject({
          method: 'PATCH',
          url: `/api/v1/provider/booking/startBooking/${id}`,
          headers: caregiver.auth,
          payload: { code: wrong },
        }),
      ),
    );
    // Four are told the code is wrong; the fifth wrong try locks, and everyone after is locked out.
    expect(statusCounts(answers.map((a) => a.statusCode))).toEqual({
      422: CODE_FAILURE_LIMIT - 1,
      429: AT_ONCE - (CODE_FAILURE_LIMIT - 1),
    });
    const right = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/provider/booking/startBooking/${id}`,
      headers: caregiver.auth,
      payload: { code: startCode },
    });
    expect(right.statusCode).toBe(429);
  });
});
