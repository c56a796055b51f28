import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { otpVerifications } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { uniqueMobile } from '../../test/auth.ts';
import { smsTemplateEnv } from '../../test/sms-templates.ts';

interface Received {
  headers: IncomingMessage['headers'];
  body: {
    template_id: string;
    sender: string;
    recipients: { mobiles: string; otp: string; message: string }[];
  };
}

/** A local stand-in for the SMS gateway's HTTP API: real HTTP, recorded requests. */
describe('HTTP SMS gateway adapter', () => {
  let fake: Server;
  let received: Received[] = [];
  let failNext = false;
  let t: TestApp;

  beforeAll(async () => {
    fake = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => (raw += chunk));
      req.on('end', () => {
        received.push({ headers: req.headers, body: JSON.parse(raw) });
        res.statusCode = failNext ? 500 : 200;
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ type: failNext ? 'error' : 'success' }));
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const { port } = fake.address() as AddressInfo;
    t = await createTestApp({
      SMS_API_URL: `http://127.0.0.1:${port}/api/v5/flow`,
      SMS_AUTH_KEY: 'test-auth-key',
      SMS_SENDER_ID: 'CRCNCT',
      SMS_TEMPLATE_ID: 'tmpl-otp-1',
      ...smsTemplateEnv(),
    });
  });
  beforeEach(() => {
    received = [];
    failNext = false;
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => fake.close(resolve));
  });

  it('posts the code to the gateway with the key, template and +91 number', async () => {
    const mobile = uniqueMobile();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/customer/auth/sendLoginOTP',
      payload: { userType: 'Customer', mobile },
    });
    expect(res.statusCode).toBe(200);
    expect(received).toHaveLength(1);
    const [{ headers, body }] = received as [Received];
    expect(headers.authkey).toBe('test-auth-key');
    expect(headers['content-type']).toBe('application/json');
    expect(body.template_id).toBe('tmpl-otp-1');
    expect(body.sender).toBe('CRCNCT');
    expect(body.recipients[0]!.mobiles).toBe(`91${mobile}`);
    expect(body.recipients[0]!.otp).toMatch(/^\d{6}$/);
    expect(body.recipients[0]!.message).toContain(body.recipients[0]!.otp);
  });

  it('has no dev outbox when a real gateway is configured', async () => {
    const res = await t.app.inject({ url: `/api/v1/dev/outbox?mobile=${uniqueMobile()}` });
    expect(res.statusCode).toBe(404);
  });

  it('answers "Failed to send OTP" and retires the code when the gateway fails', async () => {
    failNext = true;
    const mobile = uniqueMobile();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/customer/auth/sendLoginOTP',
      payload: { userType: 'Customer', mobile },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('Failed to send OTP');
    const otp = received[0]!.body.recipients[0]!.otp;
    const [row] = await t.db
      .select()
      .from(otpVerifications)
      .where(eq(otpVerifications.mobile, mobile));
    expect(row!.consumedAt).not.toBeNull();
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/v1/customer/auth/verifyOTP',
      payload: { userType: 'Customer', mobile, otp },
    });
    expect(verify.statusCode).toBe(400);
  });
});
