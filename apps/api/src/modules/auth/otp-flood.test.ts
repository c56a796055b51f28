import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpVerifications } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { uniqueMobile } from '../../test/auth.ts';

/*
 * A flood of sign-in codes (issue 15, item 6): one address asking codes for many numbers, as an
 * SMS-pumping bot would, is stopped with a 429 that says when to come back; every other address
 * and number is served as before.
 */
const send = (t: TestApp, mobile: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/customer/auth/sendLoginOTP',
    payload: { userType: 'Customer', mobile },
    remoteAddress,
  });

describe('a flood of sign-in codes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      OTP_RESEND_SECONDS: '30',
      OTP_PER_MOBILE_PER_HOUR: '2',
      OTP_PER_IP_PER_HOUR: '5',
    });
  });
  afterAll(() => t.close());

  it('stops one address asking for many numbers with a 429, Retry-After and a reason', async () => {
    const flood = '203.0.113.9';
    for (let i = 0; i < 5; i++) {
      expect((await send(t, uniqueMobile(), flood)).statusCode).toBe(200);
    }
    for (let i = 0; i < 3; i++) {
      const res = await send(t, uniqueMobile(), flood);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({
        success: false,
        code: 'TOO_MANY_REQUESTS',
        message: 'Too many OTP requests from your network. Please try again later.',
      });
      // The earliest of the hour's sends leaves the window in just under an hour.
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(3500);
      expect(retryAfter).toBeLessThanOrEqual(3600);
    }
    // Nothing was sent for the refused ones.
    const sent = await t.db.select().from(otpVerifications).where(eq(otpVerifications.ip, flood));
    expect(sent).toHaveLength(5);
  });

  it('keeps serving every other address meanwhile', async () => {
    for (const address of ['203.0.113.10', '198.51.100.7']) {
      expect((await send(t, uniqueMobile(), address)).statusCode).toBe(200);
    }
  });

  it('tells a number asked again too soon how many seconds to wait', async () => {
    const mobile = uniqueMobile();
    expect((await send(t, mobile, '198.51.100.20')).statusCode).toBe(200);
    const res = await send(t, mobile, '198.51.100.21');
    expect(res.statusCode).toBe(429);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(30);
    expect(res.json().message).toBe(
      `Please wait ${retryAfter} seconds before requesting a new OTP`,
    );
  });

  it('tells a number at its hourly cap when its earliest code leaves the hour', async () => {
    const mobile = uniqueMobile();
    const ofMobile = eq(otpVerifications.mobile, mobile);
    const backdate = (minutes: number) =>
      t.db
        .update(otpVerifications)
        .set({ createdAt: new Date(Date.now() - minutes * 60_000) })
        .where(and(ofMobile, gt(otpVerifications.createdAt, new Date(Date.now() - 60_000))));
    // Two codes, the earlier sent 50 minutes ago, the later past its resend wait: the cap of two
    // is reached, and a slot frees when the earlier leaves the hour, in 10 minutes.
    expect((await send(t, mobile, '198.51.100.30')).statusCode).toBe(200);
    await backdate(50);
    expect((await send(t, mobile, '198.51.100.30')).statusCode).toBe(200);
    await backdate(1);
    const res = await send(t, mobile, '198.51.100.31');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(
      'Too many OTP requests for this number. Please try again in 10 minutes.',
    );
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(9 * 60);
    expect(retryAfter).toBeLessThanOrEqual(10 * 60);
  });
});
