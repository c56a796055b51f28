import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, apiRequestEnvelope, apiRequestRaw, apiUrl } from './api';
import {
  getCustomerTokens,
  getSellerTokens,
  setCustomerTokens,
  setSellerTokens,
  subscribeToTokens,
} from './tokens';
import { setLanguage } from './i18n';

function respondWith(status: number, body: unknown) {
  const fetchMock = vi.fn<typeof fetch>(
    async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function sentRequest(fetchMock: ReturnType<typeof respondWith>) {
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  return { url, init, headers: new Headers(init?.headers) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiUrl', () => {
  it('prefixes /api/v1 and drops empty filters from the query', () => {
    expect(apiUrl('/customer/auth/getCustomerProfile')).toBe(
      '/api/v1/customer/auth/getCustomerProfile',
    );
    expect(apiUrl('provider/x', { page: 1, search: '', serviceId: undefined })).toBe(
      '/api/v1/provider/x?page=1',
    );
  });
});

describe('apiRequest', () => {
  it('unwraps data from a successful envelope and sends JSON bodies', async () => {
    const fetchMock = respondWith(200, { success: true, message: 'ok', data: { id: 7 } });
    await expect(apiRequest('/things', { method: 'POST', body: { a: 1 } })).resolves.toEqual({
      id: 7,
    });
    const { url, init, headers } = sentRequest(fetchMock);
    expect(url).toBe('/api/v1/things');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.has('Authorization')).toBe(false);
  });

  it('returns the whole envelope when asked', async () => {
    respondWith(200, { success: true, message: 'Saved', data: null });
    await expect(apiRequestEnvelope('/things')).resolves.toMatchObject({ message: 'Saved' });
  });

  it('attaches the bearer token of the requested owner', async () => {
    setCustomerTokens({ accessToken: 'cust', refreshToken: 'r' });
    setSellerTokens({ accessToken: 'prov', refreshToken: 'r' });
    let fetchMock = respondWith(200, { success: true, data: 1 });
    await apiRequest('/me', { auth: 'customer' });
    expect(sentRequest(fetchMock).headers.get('Authorization')).toBe('Bearer cust');

    fetchMock = respondWith(200, { success: true, data: 1 });
    await apiRequest('/me', { auth: 'seller' });
    expect(sentRequest(fetchMock).headers.get('Authorization')).toBe('Bearer prov');
  });

  it('throws ApiError with the server status, message and code on a non-2xx answer', async () => {
    respondWith(409, { success: false, message: 'Dates overlap', code: 'BOOKING_OVERLAP' });
    const error = await apiRequest('/book').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: 'Dates overlap', code: 'BOOKING_OVERLAP' });
  });

  it('treats success:false with status 200 as an error', async () => {
    respondWith(200, { success: false, message: 'Invalid OTP' });
    await expect(apiRequest('/verify')).rejects.toMatchObject({
      name: 'ApiError',
      message: 'Invalid OTP',
    });
  });

  it('survives a non-JSON error page', async () => {
    respondWith(502, '<html>Bad gateway</html>');
    await expect(apiRequest('/x')).rejects.toMatchObject({ status: 502, code: 'HTTP_502' });
  });

  it('reports a network failure as status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('offline'))),
    );
    await expect(apiRequest('/x')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('passes FormData through without a JSON content type', async () => {
    const fetchMock = respondWith(200, { success: true, data: null });
    const form = new FormData();
    form.set('name', 'Asha');
    await apiRequest('/upload', { method: 'PUT', body: form });
    const { init, headers } = sentRequest(fetchMock);
    expect(init?.body).toBe(form);
    expect(headers.has('Content-Type')).toBe(false);
  });

  it('returns a bare body from apiRequestRaw (the payment order has no envelope)', async () => {
    respondWith(200, { id: 'order_1', amount: 150000, currency: 'INR' });
    await expect(apiRequestRaw('/customer/booking/createRazorpayOrder')).resolves.toEqual({
      id: 'order_1',
      amount: 150000,
      currency: 'INR',
    });
  });
});

describe('session renewal on 401', () => {
  type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const unauthorised = () =>
    json(401, { success: false, message: 'Expired', code: 'UNAUTHORIZED' });

  /** A fake API: /auth/refresh answers `refresh`, every other path answers `resource`. */
  function fakeApi(resource: Handler, refresh: Handler) {
    const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
      const url = String(input);
      return url.endsWith('/auth/refresh') ? refresh(init) : resource(init);
    });
    vi.stubGlobal('fetch', fetchMock);
    const callsTo = (suffix: string) =>
      fetchMock.mock.calls.filter(([url]) => String(url).endsWith(suffix));
    return { fetchMock, callsTo };
  }

  const bearer = (init: RequestInit | undefined) => new Headers(init?.headers).get('Authorization');
  /** The resource accepts only `validToken`. */
  const protectedResource =
    (validToken: string): Handler =>
    (init) =>
      bearer(init) === `Bearer ${validToken}`
        ? json(200, { success: true, data: { ok: true } })
        : unauthorised();
  const rotateTo =
    (accessToken: string, refreshToken: string): Handler =>
    () =>
      json(200, { success: true, data: { tokens: { accessToken, refreshToken } } });

  it('refreshes with the stored refresh token, stores the new pair and retries once', async () => {
    setCustomerTokens({ accessToken: 'old-access', refreshToken: 'old-refresh' });
    const { callsTo } = fakeApi(protectedResource('new-access'), rotateTo('new-access', 'new-r'));

    await expect(apiRequest('/me', { auth: 'customer' })).resolves.toEqual({ ok: true });

    const refreshCalls = callsTo('/auth/refresh');
    expect(refreshCalls).toHaveLength(1);
    expect(refreshCalls[0]?.[1]?.body).toBe('{"refreshToken":"old-refresh"}');
    expect(new Headers(refreshCalls[0]?.[1]?.headers).has('Authorization')).toBe(false);
    const meCalls = callsTo('/me');
    expect(meCalls.map(([, init]) => bearer(init))).toEqual([
      'Bearer old-access',
      'Bearer new-access',
    ]);
    expect(getCustomerTokens()).toEqual({ accessToken: 'new-access', refreshToken: 'new-r' });
  });

  it('shares one refresh between concurrent 401s', async () => {
    setCustomerTokens({ accessToken: 'old-access', refreshToken: 'old-refresh' });
    let releaseRefresh: () => void = () => undefined;
    const refreshGate = new Promise<void>((resolve) => (releaseRefresh = resolve));
    const { callsTo } = fakeApi(protectedResource('new-access'), async () => {
      await refreshGate;
      return rotateTo('new-access', 'new-refresh')(undefined);
    });

    const results = Promise.all([
      apiRequest('/a', { auth: 'customer' }),
      apiRequest('/b', { auth: 'customer' }),
      apiRequest('/c', { auth: 'customer' }),
    ]);
    await vi.waitFor(() => expect(callsTo('/auth/refresh')).toHaveLength(1));
    releaseRefresh();

    await expect(results).resolves.toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(callsTo('/auth/refresh')).toHaveLength(1);
    for (const path of ['/a', '/b', '/c']) expect(callsTo(path)).toHaveLength(2);
  });

  it('clears the pair and notifies the UI when the refresh is refused', async () => {
    setCustomerTokens({ accessToken: 'old-access', refreshToken: 'dead-refresh' });
    setSellerTokens({ accessToken: 'prov', refreshToken: 'prov-r' });
    const listener = vi.fn();
    const unsubscribe = subscribeToTokens(listener);
    const { callsTo } = fakeApi(unauthorised, () =>
      json(401, { success: false, message: 'Your session has ended.', code: 'UNAUTHORIZED' }),
    );

    await expect(apiRequest('/me', { auth: 'customer' })).rejects.toMatchObject({
      status: 401,
      message: 'Expired',
    });
    unsubscribe();

    expect(getCustomerTokens()).toBeNull();
    expect(getSellerTokens()).toEqual({ accessToken: 'prov', refreshToken: 'prov-r' });
    expect(listener).toHaveBeenCalled();
    expect(callsTo('/me')).toHaveLength(1); // no retry without a new token
  });

  it('retries only once: a second 401 is the answer', async () => {
    setCustomerTokens({ accessToken: 'old-access', refreshToken: 'old-refresh' });
    const { callsTo } = fakeApi(unauthorised, rotateTo('new-access', 'new-refresh'));

    await expect(apiRequest('/me', { auth: 'customer' })).rejects.toMatchObject({ status: 401 });
    expect(callsTo('/me')).toHaveLength(2);
    expect(callsTo('/auth/refresh')).toHaveLength(1);
    expect(getCustomerTokens()?.accessToken).toBe('new-access');
  });

  it('renews the seller pair for seller calls and leaves the customer pair alone', async () => {
    setCustomerTokens({ accessToken: 'cust', refreshToken: 'cust-r' });
    setSellerTokens({ accessToken: 'prov-old', refreshToken: 'prov-r' });
    const { callsTo } = fakeApi(protectedResource('prov-new'), rotateTo('prov-new', 'prov-r2'));

    await expect(apiRequest('/dash', { auth: 'seller' })).resolves.toEqual({ ok: true });
    expect(callsTo('/auth/refresh')[0]?.[1]?.body).toBe('{"refreshToken":"prov-r"}');
    expect(getSellerTokens()).toEqual({ accessToken: 'prov-new', refreshToken: 'prov-r2' });
    expect(getCustomerTokens()).toEqual({ accessToken: 'cust', refreshToken: 'cust-r' });
  });

  it('does not refresh anonymous calls or calls made without a stored token', async () => {
    const { callsTo } = fakeApi(unauthorised, rotateTo('x', 'y'));
    await expect(apiRequest('/public')).rejects.toMatchObject({ status: 401 });
    await expect(apiRequest('/me', { auth: 'customer' })).rejects.toMatchObject({ status: 401 });
    expect(callsTo('/auth/refresh')).toHaveLength(0);
  });

  it('keeps the session when the refresh fails for want of a network', async () => {
    setCustomerTokens({ accessToken: 'old-access', refreshToken: 'old-refresh' });
    fakeApi(unauthorised, () => Promise.reject(new TypeError('offline')));

    await expect(apiRequest('/me', { auth: 'customer' })).rejects.toMatchObject({ status: 401 });
    expect(getCustomerTokens()).toEqual({ accessToken: 'old-access', refreshToken: 'old-refresh' });
  });

  it('retries without refreshing when the pair was renewed while the call was in flight', async () => {
    setCustomerTokens({ accessToken: 'old-access', refreshToken: 'old-refresh' });
    const { callsTo } = fakeApi(
      (init) => {
        if (bearer(init) === 'Bearer new-access') return json(200, { success: true, data: 'ok' });
        // Another call renewed the pair meanwhile.
        setCustomerTokens({ accessToken: 'new-access', refreshToken: 'new-refresh' });
        return unauthorised();
      },
      rotateTo('never', 'never'),
    );

    await expect(apiRequest('/me', { auth: 'customer' })).resolves.toBe('ok');
    expect(callsTo('/auth/refresh')).toHaveLength(0);
  });
});

describe('Accept-Language', () => {
  it('sends the chosen language with every request, English until one is chosen', async () => {
    let fetchMock = respondWith(200, { success: true, data: null });
    await apiRequest('/things');
    expect(sentRequest(fetchMock).headers.get('Accept-Language')).toBe('en');

    await setLanguage('hi');
    fetchMock = respondWith(200, { success: true, data: null });
    await apiRequest('/things', { method: 'POST', body: { a: 1 } });
    expect(sentRequest(fetchMock).headers.get('Accept-Language')).toBe('hi');
  });

  it('leaves a language the caller asked for explicitly', async () => {
    await setLanguage('hi');
    const fetchMock = respondWith(200, { success: true, data: null });
    await apiRequest('/things', { headers: { 'Accept-Language': 'en' } });
    expect(sentRequest(fetchMock).headers.get('Accept-Language')).toBe('en');
  });
});
