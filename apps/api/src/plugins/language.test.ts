import { messages, translateMessage } from '@care/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { latestOtp, signIn, uniqueMobile } from '../test/auth.ts';

const devanagari = /[\u0900-\u097F]/;

describe('the API answers in the language asked for', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ OTP_RESEND_SECONDS: '0', OTP_PER_IP_PER_HOUR: '1000' });
  });
  afterAll(() => t.close());

  const sendOtp = (mobile: string, language?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/customer/auth/sendLoginOTP',
      payload: { userType: 'Customer', mobile },
      headers: language ? { 'accept-language': language } : {},
    });
  const verify = (mobile: string, otp: string, language?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/customer/auth/verifyOTP',
      payload: { userType: 'Customer', mobile, otp },
      headers: language ? { 'accept-language': language } : {},
    });

  it('says a refusal in Hindi, and says it is Hindi', async () => {
    const mobile = uniqueMobile();
    await sendOtp(mobile);
    const res = await verify(mobile, '000000', 'hi');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'INVALID_OTP', message: 'OTP ग़लत है' });
    expect(res.headers['content-language']).toBe('hi-IN');
    expect(res.headers.vary).toMatch(/accept-language/i);
  });

  it('keeps English exactly as before when English or nothing is asked for', async () => {
    const mobile = uniqueMobile();
    await sendOtp(mobile);
    for (const language of [undefined, 'en', 'fr-FR, de;q=0.5']) {
      const res = await verify(mobile, '000000', language);
      expect(res.json().message).toBe(messages.invalidOtp);
    }
  });

  it('weighs the header as HTTP means it: the best-rated language it speaks wins', async () => {
    const mobile = uniqueMobile();
    await sendOtp(mobile);
    expect((await verify(mobile, '000000', 'en;q=0.4, hi-IN;q=0.9')).json().message).toBe(
      'OTP ग़लत है',
    );
    expect((await verify(mobile, '000000', 'hi;q=0.2, en-IN')).json().message).toBe(
      messages.invalidOtp,
    );
  });

  it('says the message of a successful call in Hindi', async () => {
    const mobile = uniqueMobile();
    const sent = await sendOtp(mobile, 'hi');
    expect(sent.statusCode).toBe(200);
    const said = sent.json().message as string;
    expect(said).toBe(translateMessage('OTP sent successfully', 'hi'));
    expect(said).toMatch(devanagari);
    const otp = await latestOtp(t.app, mobile);
    const verified = await verify(mobile, otp, 'hi');
    expect(verified.json().message).toBe('OTP सफलतापूर्वक सत्यापित हो गया');
    expect(verified.json().data.tokens.accessToken).toEqual(expect.any(String));
  });

  it('names the field in a validation refusal and says what is wrong in Hindi, field by field', async () => {
    const res = await sendOtp('12345', 'hi');
    expect(res.statusCode).toBe(400);
    const body = res.json();
    const field = translateMessage('Enter a valid 10-digit Indian mobile number', 'hi');
    expect(field).toMatch(devanagari);
    expect(body.errors).toEqual([{ path: 'mobile', message: field }]);
    expect(body.message).toBe(`mobile: ${field}`);
  });

  it("puts zod's own wording into Hindi where a schema has no words of its own", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/assistant/message',
      payload: { messages: [{ role: 'user', text: 'nurse' }], language: 'fr' },
      headers: { 'accept-language': 'hi' },
    });
    expect(res.statusCode).toBe(400);
    const [error] = res.json().errors;
    expect(error.path).toBe('language');
    expect(error.message).toMatch(devanagari);
    expect(error.message).toContain('"en"|"hi"');
  });

  it('says a refusal in Hindi whatever the route, and a value in it is kept', async () => {
    const family = await signIn(t.app);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/v1/customer/booking/getReceipt/00000000-0000-4000-8000-000000000000',
      headers: { ...family.auth, 'accept-language': 'hi' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('बुकिंग नहीं मिली');

    const slow = await createTestApp({ OTP_RESEND_SECONDS: '30' });
    try {
      const mobile = uniqueMobile();
      const again = () =>
        slow.app.inject({
          method: 'POST',
          url: '/api/v1/customer/auth/sendLoginOTP',
          payload: { userType: 'Customer', mobile },
          headers: { 'accept-language': 'hi' },
        });
      expect((await again()).statusCode).toBe(200);
      const refused = await again();
      expect(refused.statusCode).toBe(429);
      const seconds = /(\d+)/.exec(refused.json().message)?.[1];
      expect(refused.json().message).toBe(`नया OTP माँगने से पहले कृपया ${seconds} सेकंड रुकें`);
    } finally {
      await slow.close();
    }
  });

  it('says an unknown address in Hindi too', async () => {
    const res = await t.app.inject({
      url: '/api/v1/no/such/call',
      headers: { 'accept-language': 'hi' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(devanagari);
    expect(res.json().message).toContain('GET /api/v1/no/such/call');
  });
});
