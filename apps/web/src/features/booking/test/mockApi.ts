import { vi } from 'vitest';

export interface ApiCall {
  method: string;
  /** Relative to /api/v1, without the query string. */
  path: string;
  query: Record<string, string>;
  body: unknown;
}

export interface MockResponse {
  status?: number;
  body: unknown;
}

type Handler = (call: ApiCall) => MockResponse | Promise<MockResponse>;

/**
 * Replaces fetch with a tiny router keyed by "METHOD /path" (relative to /api/v1). Every call
 * is recorded in order; a call nobody answers gets a 404 envelope, so a missing route fails
 * loudly instead of hanging.
 */
export function mockApi(routes: Record<string, MockResponse | Handler>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { method, path, query: Object.fromEntries(url.searchParams), body };
    calls.push(call);
    const route = routes[`${method} ${path}`];
    const response: MockResponse = route
      ? typeof route === 'function'
        ? await route(call)
        : route
      : { status: 404, body: { success: false, message: `No mock for ${method} ${path}` } };
    return new Response(JSON.stringify(response.body), {
      status: response.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    calls,
    /** The calls to one route, in order. */
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
    /** The route keys called, in order, e.g. to assert the payment sequence. */
    sequence: () => calls.map((call) => `${call.method} ${call.path}`),
  };
}

/** A promise the test settles when it wants, to hold a request in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
