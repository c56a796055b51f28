import { vi } from 'vitest';

/** What a mocked route answers: a status and a JSON body, or a promise of one. */
export interface Reply {
  status: number;
  body: unknown;
}

type Route = Reply | ((url: URL) => Reply | Promise<Reply>);

export const ok = (data: unknown): Reply => ({ status: 200, body: { success: true, data } });
export const fail = (status: number, message = 'Request failed', code = 'ERROR'): Reply => ({
  status,
  body: { success: false, message, code },
});
/** A request that never answers: the screen stays in its loading state. */
export const pending = (): Promise<Reply> => new Promise<Reply>(() => undefined);

export interface MockedApi {
  /** Every request made, in order, as full URLs. */
  calls: URL[];
  /** Requests whose path (after /api/v1) starts with `prefix`. */
  callsTo: (prefix: string) => URL[];
}

/**
 * Replaces fetch for one test. `routes` maps an API path after /api/v1 (a prefix for routes
 * with an id, e.g. '/provider/auth/getProviderProfileById/') to its reply; the longest match
 * wins, anything else answers 404. setup.ts restores the real fetch after each test.
 */
export function mockApi(routes: Record<string, Route>): MockedApi {
  const calls: URL[] = [];
  const prefixes = Object.keys(routes).sort((a, b) => b.length - a.length);
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://localhost');
    calls.push(url);
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const key = prefixes.find((prefix) => path === prefix || path.startsWith(prefix));
    const route = key === undefined ? undefined : routes[key];
    const reply =
      route === undefined
        ? fail(404, 'Not found', 'NOT_FOUND')
        : await (typeof route === 'function' ? route(url) : route);
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return {
    calls,
    callsTo: (prefix) =>
      calls.filter((url) => url.pathname.replace(/^\/api\/v1/, '').startsWith(prefix)),
  };
}
