import pg from 'pg';

/**
 * A pg pool that takes back a checked-out connection the moment that connection ends, whoever
 * holds it.
 *
 * drizzle-orm 0.45's node-postgres `transaction()` sends BEGIN before the try/finally that
 * releases its client (drizzle-orm#6241, #6023, still open). When the connection dies between
 * the checkout and BEGIN, as it does when PostgreSQL ends sessions in a failover or an
 * administrator's pg_terminate_backend, that client is never released, and the pool has one
 * slot fewer for the life of the process. connection-loss.test.ts saw all eight slots go that
 * way within twelve seconds, after which every request waited for a connection and failed.
 *
 * A connection that has ended can never be used again, so handing it back with an error (the
 * pool then drops it and opens a fresh one when asked) is always right. The holder's own later
 * release becomes a no-op instead of pg-pool's "released twice" error.
 */
export class LostConnectionPool extends pg.Pool {
  // pg-pool's own `query()` uses the callback form and always releases; only the promise
  // form hands a client to code we do not control (drizzle, migrations), so only it is guarded.
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): void;
  override connect(
    callback?: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): Promise<pg.PoolClient> | void {
    if (callback) return super.connect(callback);
    return super.connect().then(releaseWhenConnectionEnds);
  }
}

function releaseWhenConnectionEnds(client: pg.PoolClient): pg.PoolClient {
  const releaseToPool = client.release;
  let released = false;
  const release = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener('end', onEnd);
    releaseToPool(error);
  };
  const onEnd = () => release(new Error('PostgreSQL connection ended while checked out'));
  client.once('end', onEnd);
  client.release = release;
  return client;
}
