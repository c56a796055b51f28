/*
 * The dashboard's tests use the app's one fake API (test/fakeApi.ts) under the names they
 * were written with.
 */
export {
  fail,
  fakeApi as fakeServer,
  ok,
  type FakeHandler as RouteHandler,
  type FakeReply as ServerReply,
  type FakeRequest as ServerRequest,
} from '../../../test/fakeApi';
