import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app.ts';
import { signIn, uniqueMobile } from './test/auth.ts';
import { multipartForm, pngOfSize } from './test/files.ts';

/*
 * Body limits per route (decision 021): a form's worth of JSON by default, more where a contract
 * names it (the assistant's whole conversation), uploads by their own file limits. Too much is a
 * 413 in the envelope, before the body is read whole, and the next caller is served as usual.
 */
const KB = 1024;

describe('request body limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ JSON_BODY_LIMIT_BYTES: String(16 * KB) });
  });
  afterAll(() => t.close());

  const sendOtp = (payload: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/customer/auth/sendLoginOTP',
      headers: { 'content-type': 'application/json' },
      payload,
    });

  it('refuses a small JSON call over the default limit with a 413 that says the limit', async () => {
    const padding = 'x'.repeat(17 * KB);
    const res = await sendOtp(
      JSON.stringify({ userType: 'Customer', mobile: uniqueMobile(), padding }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      success: false,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The request is too large (at most 16 KB). Send less at once.',
    });
  });

  it('says so in Hindi to a Hindi reader', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/customer/auth/sendLoginOTP',
      headers: { 'content-type': 'application/json', 'accept-language': 'hi' },
      payload: JSON.stringify({ padding: 'x'.repeat(17 * KB) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('अनुरोध बहुत बड़ा है (ज़्यादा से ज़्यादा 16 KB)। एक बार में कम भेजें।');
  });

  it('serves the same call under the limit, right after', async () => {
    const res = await sendOtp(JSON.stringify({ userType: 'Customer', mobile: uniqueMobile() }));
    expect(res.statusCode).toBe(200);
  });

  it('lets the assistant take a long conversation, over the default, as its contract says', async () => {
    // 20 turns of 900 Devanagari characters: about 54 KB of UTF-8, well over 16 KB.
    const long = 'नमस्ते'.repeat(150);
    const messages = Array.from({ length: 20 }, (_, i) => ({
      role: i % 2 === 0 ? 'user' : 'assistant',
      text: long,
    }));
    messages.push({ role: 'user', text: 'Elder care in Pune' });
    const payload = JSON.stringify({ messages, language: 'en' });
    expect(Buffer.byteLength(payload)).toBeGreaterThan(48 * KB);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/assistant/message',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
  });

  it('still refuses an assistant body past its own limit', async () => {
    const payload = JSON.stringify({ messages: [{ role: 'user', text: 'x'.repeat(400 * KB) }] });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/assistant/message',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('lets an upload through at its own size, far over the JSON limit', async () => {
    const user = await signIn(t.app, 'Provider');
    const scan = { bytes: pngOfSize(300 * KB), name: 'scan.png', type: 'image/png' };
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/provider/auth/completeProviderProfile',
      headers: user.auth,
      payload: multipartForm(
        {
          name: 'Meera Nair',
          email: 'meera.nair@example.in',
          gender: 'Female',
          dob: '1990-06-15',
          address: '4 Lake View Road, Kochi',
          pincode: '682001',
        },
        { govtID: scan },
      ) as unknown as Record<string, unknown>,
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('an upload over its own limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ UPLOAD_MAX_BYTES: String(100 * KB) });
  });
  afterAll(() => t.close());

  it('is a 413 in the envelope naming the file and the limit', async () => {
    const user = await signIn(t.app, 'Provider');
    const scan = { bytes: pngOfSize(101 * KB), name: 'scan.png', type: 'image/png' };
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/provider/auth/completeProviderProfile',
      headers: user.auth,
      payload: multipartForm({ name: 'Meera Nair' }, { govtID: scan }) as unknown as Record<
        string,
        unknown
      >,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'FILE_TOO_LARGE',
      message: 'Government ID is larger than 0.1 MB. Choose a smaller file.',
    });
  });
});
