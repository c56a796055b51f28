import { fakeApi, type FakeHandler, type FakeReply, type FakeRequest } from '../../../test/fakeApi';

/*
 * The booking tests use the app's one fake API (test/fakeApi.ts) under the names they were
 * written with, plus two readings of its log: the calls to one route, and the order of calls.
 */

export type ApiCall = FakeRequest;
export type MockResponse = FakeReply;

/** Routes keyed by "METHOD /path" (relative to /api/v1); an unknown route answers 404. */
export function mockApi(routes: Record<string, FakeHandler>) {
  const api = fakeApi(routes);
  const keyOf = (call: ApiCall) => `${call.method} ${call.path}`;
  return {
    calls: api.requests,
    /** The calls to one route, in order. */
    callsTo: (key: string) => api.requests.filter((call) => keyOf(call) === key),
    /** The route keys called, in order, e.g. to assert the payment sequence. */
    sequence: () => api.requests.map(keyOf),
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
