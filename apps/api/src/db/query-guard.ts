import type pg from 'pg';
import { QUERY_GUARD_CODE } from './errors.ts';

/**
 * Gives up on a connection whose query gets no answer within `timeoutMs`, by closing it.
 *
 * The server's statement_timeout cancels a slow statement cleanly, but it cannot help when the
 * network between us and the server stalls (a hung proxy, a partition): the server never hears
 * the query, or we never hear the answer, and the request would hang for as long as TCP does.
 * pg's own `query_timeout` fails the query but keeps the connection with the unanswered query
 * still on it, so the transaction's ROLLBACK queues behind it and the pool takes the connection
 * back as if it were healthy: every later request on it hangs too. Closing the socket instead
 * fails the query and everything queued behind it, marks the client unusable so the pool drops
 * it on release, and ends the session, so the server rolls back whatever it held (once it
 * notices, or after idle_in_transaction_session_timeout).
 */
export function guardQueries(client: pg.ClientBase, timeoutMs: number): void {
  if (timeoutMs <= 0) return;
  const original = client.query;
  const guarded = function (this: pg.ClientBase, ...args: unknown[]): unknown {
    const timer = setTimeout(() => giveUp(client, timeoutMs), timeoutMs);
    timer.unref();
    const done = () => clearTimeout(timer);
    // pg-pool's `pool.query` passes a callback; drizzle uses the returned promise; a
    // submittable (a cursor) reports on its own events.
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (...answer: unknown[]) => {
        done();
        return Reflect.apply(callback, undefined, answer) as unknown;
      };
    }
    const result = Reflect.apply(original, this, args) as unknown;
    if (result instanceof Promise) {
      result.then(done, done);
    } else if (result && typeof (result as pg.Query).once === 'function') {
      (result as pg.Query).once('end', done).once('error', done);
    }
    return result;
  };
  client.query = guarded as typeof client.query;
}

function giveUp(client: pg.ClientBase, timeoutMs: number): void {
  const error = Object.assign(new Error(`The database did not answer within ${timeoutMs} ms`), {
    code: QUERY_GUARD_CODE,
  });
  // A pool's clients are pg.Client instances; its types just do not show the connection.
  (client as pg.Client).connection.stream.destroy(error);
}
