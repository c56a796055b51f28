import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpVerifications, smsOutbox } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { latestOtp, uniqueMobile } from '../../test/auth.ts';

const send = (t: TestApp, payload: Record<string, unknown>, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/customer/auth/sendLoginOTP',
    payload,
    remoteAddress,
  });
const verify = (t: TestApp, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/customer/auth/verifyOTP', payload });

describe('OTP sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ OTP_RESEND_SECONDS: '0', OTP_PER_IP_PER_HOUR: '1000' });
  });
  afterAll(() => t.close());

  it('sends a 6-digit code by SMS and keeps only its hash', async () => {
    const mobile = uniqueMobile();
    const res = await send(t, { userType: 'Customer', mobile });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'OTP sent successfully' });
    const otp = await latestOtp(t.app, mobile);
    expect(otp).toMatch(/^\d{6}$/);
    const [sms] = await t.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, mobile));
    expect(sms!.text).toContain(`${otp} is your CareConnect verification code`);
    const rows = await t.db
      .select()
      .from(otpVerifications)
      .where(eq(otpVerifications.mobile, mobile));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).not.toContain(otp);
    expect(rows[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('normalises +91 and 0 prefixes to the 10-digit number', async () => {
    const mobile = uniqueMobile();
    expect((await send(t, { userType: 'Customer', mobile: `+91 ${mobile}` })).statusCode).toBe(200);
    expect((await send(t, { userType: 'Customer', mobile: `0${mobile}` })).statusCode).toBe(200);
    const rows = await t.db
      .select()
      .from(otpVerifications)
      .where(eq(otpVerifications.mobile, mobile));
    expect(rows).toHaveLength(2);
  });

  it.each([
    ['empty', ''],
    ['short', '98765'],
    ['long', '987654321012'],
    ['non-digit', '98765abcde'],
    ['not Indian', '5876543210'],
  ])('rejects a %s mobile with a 400 and writes nothing', async (_label, mobile) => {
    const before = await t.db.select().from(otpVerifications);
    const res = await send(t, { userType: 'Customer', mobile });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/mobile/i);
    expect(await t.db.select().from(otpVerifications)).toHaveLength(before.length);
  });

  it('rejects a wrong userType and unknown fields', async () => {
    expect((await send(t, { userType: 'Root', mobile: uniqueMobile() })).statusCode).toBe(400);
    expect(
      (await send(t, { userType: 'Customer', mobile: uniqueMobile(), isAdmin: true })).statusCode,
    ).toBe(400);
  });

  it('signs a new customer in once with the right code', async () => {
    const mobile = uniqueMobile();
    await send(t, { userType: 'Customer', mobile });
    const otp = await latestOtp(t.app, mobile);
    const res = await verify(t, { userType: 'Customer', mobile, otp });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('OTP Verified Successfully');
    expect(body.data.user).toEqual({
      id: expect.any(String),
      userType: 'Customer',
      mobile,
      isRegistered: false,
    });
    expect(body.data.tokens.accessToken.split('.')).toHaveLength(3);
    expect(body.data.tokens.refreshToken.length).toBeGreaterThan(30);

    const again = await verify(t, { userType: 'Customer', mobile, otp });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Invalid OTP');
  });

  it('rejects malformed codes with the spec message', async () => {
    for (const otp of ['', '12345', '1234567', 'abcdef']) {
      const res = await verify(t, { userType: 'Customer', mobile: uniqueMobile(), otp });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('otp: Enter all 6 digits');
    }
  });

  it('kills a code after 5 wrong tries', async () => {
    const mobile = uniqueMobile();
    await send(t, { userType: 'Customer', mobile });
    const otp = await latestOtp(t.app, mobile);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await verify(t, { userType: 'Customer', mobile, otp: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Invalid OTP');
    }
    const res = await verify(t, { userType: 'Customer', mobile, otp });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe('Too many wrong attempts. Please request a new OTP.');

    await send(t, { userType: 'Customer', mobile });
    const fresh = await latestOtp(t.app, mobile);
    expect((await verify(t, { userType: 'Customer', mobile, otp: fresh })).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const mobile = uniqueMobile();
    await send(t, { userType: 'Customer', mobile });
    const otp = await latestOtp(t.app, mobile);
    await t.db
      .update(otpVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpVerifications.mobile, mobile));
    const res = await verify(t, { userType: 'Customer', mobile, otp });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This OTP has expired. Please request a new one.');
  });

  it('binds a code to its mobile and user type', async () => {
    const mobile = uniqueMobile();
    await send(t, { userType: 'Customer', mobile });
    const otp = await latestOtp(t.app, mobile);
    expect((await verify(t, { userType: 'Provider', mobile, otp })).statusCode).toBe(400);
    expect(
      (await verify(t, { userType: 'Customer', mobile: uniqueMobile(), otp })).statusCode,
    ).toBe(400);
    expect((await verify(t, { userType: 'Customer', mobile, otp })).statusCode).toBe(200);
  });

  it('replaces an earlier code when a new one is sent', async () => {
    const mobile = uniqueMobile();
    await send(t, { userType: 'Customer', mobile });
    const first = await latestOtp(t.app, mobile);
    await send(t, { userType: 'Customer', mobile });
    const second = await latestOtp(t.app, mobile);
    if (first !== second) {
      expect((await verify(t, { userType: 'Customer', mobile, otp: first })).statusCode).toBe(400);
    }
    expect((await verify(t, { userType: 'Customer', mobile, otp: second })).statusCode).toBe(200);
  });

  it('signs in providers and companies to their own accounts', async () => {
    for (const userType of ['Provider', 'Company'] as const) {
      const mobile = uniqueMobile();
      await send(t, { userType, mobile });
      const res = await verify(t, { userType, mobile, otp: await latestOtp(t.app, mobile) });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.user).toMatchObject({ userType, isRegistered: false });
    }
  });

  it('lets only the configured numbers sign in as the operator', async () => {
    const denied = await send(t, { userType: 'Admin', mobile: uniqueMobile() });
    expect(denied.statusCode).toBe(403);
    expect((await send(t, { userType: 'Admin', mobile: '9000000001' })).statusCode).toBe(200);
    const otp = await latestOtp(t.app, '9000000001');
    const res = await verify(t, { userType: 'Admin', mobile: '9000000001', otp });
    expect(res.json().data.user).toMatchObject({ userType: 'Admin', isRegistered: true });
  });
});

describe('OTP send limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      OTP_RESEND_SECONDS: '30',
      OTP_PER_MOBILE_PER_HOUR: '3',
      OTP_PER_IP_PER_HOUR: '6',
    });
  });
  afterAll(() => t.close());

  it('makes a number wait before a resend', async () => {
    const mobile = uniqueMobile();
    expect((await send(t, { userType: 'Customer', mobile }, '10.0.0.1')).statusCode).toBe(200);
    const res = await send(t, { userType: 'Customer', mobile }, '10.0.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^Please wait \d+ seconds before requesting a new OTP$/);
  });

  it('caps sends per number per hour', async () => {
    const mobile = uniqueMobile();
    for (let i = 0; i < 3; i++) {
      expect((await send(t, { userType: 'Customer', mobile }, '10.0.0.2')).statusCode).toBe(200);
      // Step past the resend wait without waiting 30 s in a test.
      await t.db
        .update(otpVerifications)
        .set({ createdAt: new Date(Date.now() - 31_000) })
        .where(eq(otpVerifications.mobile, mobile));
    }
    const res = await send(t, { userType: 'Customer', mobile }, '10.0.0.2');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/Too many OTP requests for this number/);
  });

  it('caps sends per client address per hour', async () => {
    for (let i = 0; i < 6; i++) {
      expect(
        (await send(t, { userType: 'Customer', mobile: uniqueMobile() }, '10.0.0.3')).statusCode,
      ).toBe(200);
    }
    const res = await send(t, { userType: 'Customer', mobile: uniqueMobile() }, '10.0.0.3');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(
      'Too many OTP requests from your network. Please try again later.',
    );
    // Another address is not affected.
    expect(
      (await send(t, { userType: 'Customer', mobile: uniqueMobile() }, '10.0.0.4')).statusCode,
    ).toBe(200);
  });
});
