import { messages, walletContracts } from '@care/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, apiRequestFile } from './api';
import { call } from './call';
import { userErrorMessage } from './errorMessage';
import { setLanguage } from './i18n';
import { hi } from './locales/hi';
import { setCustomerTokens } from './tokens';

const offline = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('offline'))),
  );

function respondWith(status: number, body: string, statusText?: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async () => new Response(body, { status, statusText })),
  );
}

const caught = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(ApiError);
      return error as ApiError;
    },
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The texts the web client makes up itself, worded in the language chosen when they are made. */
describe('network error texts', () => {
  it('say the server could not be reached in English, as before', async () => {
    offline();
    const error = await caught(apiRequest('/x'));
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    expect(error.message).toBe('Unable to reach the server. Check your connection.');
    expect(userErrorMessage(error)).toBe('Unable to reach the server. Check your connection.');
  });

  it('say it in Hindi when Hindi is chosen', async () => {
    await setLanguage('hi');
    offline();
    const error = await caught(apiRequest('/x'));
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    expect(error.message).toBe('सर्वर से संपर्क नहीं हो पा रहा है। अपना इंटरनेट कनेक्शन जाँचें।');
    expect(userErrorMessage(error)).toBe(error.message);
  });

  it('follow a language chosen after the page loaded, for the next error', async () => {
    offline();
    expect((await caught(apiRequest('/x'))).message).toMatch(/^Unable to reach the server/);
    await setLanguage('hi');
    expect((await caught(apiRequest('/x'))).message).toMatch(/^सर्वर से संपर्क नहीं/);
    await setLanguage('en');
    expect((await caught(apiRequest('/x'))).message).toMatch(/^Unable to reach the server/);
  });

  it('say a file download broke off in Hindi', async () => {
    await setLanguage('hi');
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => {
        const response = new Response('%PDF');
        vi.spyOn(response, 'blob').mockRejectedValue(new TypeError('connection reset'));
        return response;
      }),
    );
    const error = await caught(apiRequestFile('/receipt.pdf'));
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    expect(error.message).toMatch(/^सर्वर से संपर्क नहीं/);
  });

  it('say an answer that is not an envelope could not be read, in each language', async () => {
    respondWith(200, '"just a string"');
    expect((await caught(apiRequest('/x'))).message).toBe('Unexpected response from the server');

    await setLanguage('hi');
    respondWith(200, '"just a string"');
    const error = await caught(apiRequest('/x'));
    expect(error).toMatchObject({ code: 'BAD_RESPONSE' });
    expect(error.message).toBe('सर्वर का जवाब समझ में नहीं आया');
  });

  it("say an answer that breaks the call's contract could not be read, in Hindi", async () => {
    await setLanguage('hi');
    setCustomerTokens({ accessToken: 'family', refreshToken: 'r' });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    respondWith(200, JSON.stringify({ success: true, data: { balance: '12', entries: [] } }));
    const error = await caught(call(walletContracts.getWallet, {}));
    expect(error).toMatchObject({ code: 'BAD_RESPONSE', message: 'सर्वर का जवाब समझ में नहीं आया' });
  });

  it("give a proxy's error page the status line in English and our words in Hindi", async () => {
    respondWith(502, '<html>Bad gateway</html>', 'Bad Gateway');
    expect((await caught(apiRequest('/x'))).message).toBe('Bad Gateway');
    respondWith(502, '', '');
    expect((await caught(apiRequest('/x'))).message).toBe('Request failed');

    await setLanguage('hi');
    respondWith(502, '<html>Bad gateway</html>', 'Bad Gateway');
    const error = await caught(apiRequest('/x'));
    expect(error).toMatchObject({ status: 502, code: 'HTTP_502' });
    expect(error.message).toBe('अनुरोध पूरा नहीं हो सका');
  });

  it("apologise with the spec's words in the reader's language when the server fails", async () => {
    respondWith(500, JSON.stringify({ success: false, message: 'boom' }));
    const english = await caught(apiRequest('/x'));
    expect(userErrorMessage(english)).toBe(messages.somethingWentWrong);

    await setLanguage('hi');
    expect(hi.spec.somethingWentWrong).not.toBe(messages.somethingWentWrong);
    expect(userErrorMessage(english)).toBe(hi.spec.somethingWentWrong);
    expect(userErrorMessage(new Error('not ours'))).toBe(hi.spec.somethingWentWrong);
  });
});
