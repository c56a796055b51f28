import type { TestApp } from './app.ts';
import type { SignedIn } from './auth.ts';

/**
 * A request to the test app's API as someone (or nobody): `call(who, 'GET', 'customer/…')`.
 * The path is under /api/v1; the payload, when given, is sent as JSON.
 */
export function apiOf(t: TestApp) {
  return (
    who: SignedIn | null,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url: `/api/v1/${url}`,
      headers: who?.auth ?? {},
      ...(payload ? { payload } : {}),
    });
}
