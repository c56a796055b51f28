import { vi } from 'vitest';

export interface FakeRequest {
  method: string;
  /** Relative to /api/v1, e.g. '/customer/auth/verifyOTP'. */
  path: string;
  /** The query string's values; the dashboard filters and pages by them. */
  query: Record<string, string>;
  body: unknown;
  /** A multipart body (uploads), as the browser would send it. */
  form: FormData | undefined;
  headers: Headers;
  /** Values of ':name' segments in the matched route. */
  params: Record<string, string>;
}

export interface FakeReply {
  status?: number;
  body?: unknown;
}

export type FakeHandler = FakeReply | ((request: FakeRequest) => FakeReply | Promise<FakeReply>);

/** `{ success: true, data }` with an optional message. */
export const ok = (data: unknown, message?: string): FakeReply => ({
  body: { success: true, ...(message ? { message } : {}), data },
});

/** The API's error envelope. */
export const fail = (status: number, message: string, code = 'ERROR'): FakeReply => ({
  status,
  body: { success: false, message, code },
});

function match(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of want.entries()) {
    const actual = got[index] ?? '';
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeURIComponent(actual);
    else if (segment !== actual) return null;
  }
  return params;
}

/**
 * Replaces fetch with a tiny in-memory API keyed by 'METHOD /path' (':id' segments allowed).
 * Unknown routes answer 404 like the real API. Call vi.unstubAllGlobals() after each test.
 */
export function fakeApi(routes: Record<string, FakeHandler>) {
  const requests: FakeRequest[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const headers = new Headers(init?.headers);
    const query = Object.fromEntries(url.searchParams);
    const form = init?.body instanceof FormData ? init.body : undefined;
    let reply: FakeReply = fail(404, `No such endpoint: ${method} ${path}`, 'NOT_FOUND');
    for (const [key, handler] of Object.entries(routes)) {
      const [routeMethod, pattern = ''] = key.split(' ');
      const params = routeMethod === method ? match(pattern, path) : null;
      if (!params) continue;
      const request = { method, path, query, body, form, headers, params };
      requests.push(request);
      reply = typeof handler === 'function' ? await handler(request) : handler;
      break;
    }
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    /** Requests that matched a route, in order. */
    requests,
    requestsTo: (method: string, path: string) =>
      requests.filter((request) => request.method === method && match(path, request.path)),
  };
}
