import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { uniqueMobile } from '../../test/auth.ts';
import { smsTemplateEnv } from '../../test/sms-templates.ts';

describe('dev outbox', () => {
  let dev: TestApp;
  let production: TestApp;
  beforeAll(async () => {
    dev = await createTestApp();
    production = await createTestApp({
      NODE_ENV: 'production',
      SMS_API_URL: 'http://127.0.0.1:9/unused',
      SMS_AUTH_KEY: 'k',
      SMS_SENDER_ID: 'CRCNCT',
      SMS_TEMPLATE_ID: 't',
      ...smsTemplateEnv(),
      RAZORPAY_KEY_ID: 'rzp_test_x',
      RAZORPAY_KEY_SECRET: 'secret',
      RAZORPAYX_KEY_ID: 'rzp_test_x',
      RAZORPAYX_KEY_SECRET: 'secret',
      RAZORPAYX_ACCOUNT_NUMBER: '2323230000000000',
      RAZORPAYX_WEBHOOK_SECRET: 'payout-webhook-secret',
    });
  });
  afterAll(async () => {
    await dev.close();
    await production.close();
  });

  it('lists the messages for a number, newest first', async () => {
    const mobile = uniqueMobile();
    const send = () =>
      dev.app.inject({
        method: 'POST',
        url: '/api/v1/customer/auth/sendLoginOTP',
        payload: { userType: 'Customer', mobile },
      });
    await send();
    const res = await dev.app.inject({ url: `/api/v1/dev/outbox?mobile=%2B91${mobile}` });
    expect(res.statusCode).toBe(200);
    const [item] = res.json().data;
    expect(item).toEqual({
      mobile,
      text: expect.stringContaining(item.otp),
      otp: expect.stringMatching(/^\d{6}$/),
      createdAt: expect.any(String),
    });
  });

  it('rejects a malformed number', async () => {
    expect((await dev.app.inject({ url: '/api/v1/dev/outbox?mobile=123' })).statusCode).toBe(400);
  });

  it('does not exist in production', async () => {
    const res = await production.app.inject({ url: '/api/v1/dev/outbox?mobile=9876543210' });
    expect(res.statusCode).toBe(404);
  });
});
