import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite, Transaction as PgliteTransaction } from '@electric-sql/pglite';
import type pg from 'pg';
import type { DbHandle } from '../db/client.ts';

/** The SQL statements one piece of work sent to the database, in the order it sent them. */
export interface Recorded<T> {
  result: T;
  statements: string[];
}

export interface QueryCounter {
  /**
   * Runs `work` and returns the statements it sent. Only statements sent from inside `work` (and
   * what it awaits) are counted, however many other requests or jobs run meanwhile.
   */
  record<T>(work: () => Promise<T>): Promise<Recorded<T>>;
}

/** Called with a driver call's arguments: the statement, and its values when given apart. */
export type Note = (statement: unknown, values?: unknown) => void;

/** The text of a driver call's first argument: a string, or pg's and PGlite's { text }. */
function textOf(statement: unknown): string {
  if (typeof statement === 'string') return statement;
  const text = (statement as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text : String(statement);
}

/**
 * Every round trip goes through a pooled client's `query` (pool.query checks one out through
 * `this.connect` too), so wrapping the clients the pool hands out counts each statement once.
 */
export function watchPool(pool: pg.Pool, note: Note): void {
  const watched = new WeakSet<pg.PoolClient>();
  const watch = (client: pg.PoolClient) => {
    if (watched.has(client)) return client;
    watched.add(client);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      note(args[0], args[1]);
      return query(...args);
    }) as typeof client.query;
    return client;
  };
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  pool.connect = ((
    callback?: (error: Error | undefined, client?: pg.PoolClient, done?: unknown) => void,
  ) => {
    if (!callback) return (connect() as Promise<pg.PoolClient>).then(watch);
    return connect((error: Error | undefined, client?: pg.PoolClient, done?: unknown) =>
      callback(error, client && watch(client), done),
    );
  }) as typeof pool.connect;
}

/** PGlite has one connection: its query and exec, and those of each transaction it opens. */
function watchPglite(client: PGlite, note: Note): void {
  const watch = <C extends Pick<PGlite, 'query' | 'exec'> | PgliteTransaction>(target: C) => {
    const query = target.query.bind(target) as (...args: unknown[]) => unknown;
    const exec = target.exec.bind(target) as (...args: unknown[]) => unknown;
    target.query = ((...args: unknown[]) => {
      note(args[0]);
      return query(...args);
    }) as C['query'];
    target.exec = ((...args: unknown[]) => {
      note(args[0]);
      return exec(...args);
    }) as C['exec'];
  };
  watch(client);
  const transaction = client.transaction.bind(client);
  client.transaction = ((callback: (tx: PgliteTransaction) => Promise<unknown>) =>
    transaction((tx) => {
      watch(tx);
      return callback(tx);
    })) as typeof client.transaction;
}

/**
 * Counts the statements the app sends to its database per piece of work (one `app.inject()`):
 * the driver under drizzle is wrapped once, and each statement is credited to the work whose
 * async context sent it.
 */
export function countQueries(handle: DbHandle): QueryCounter {
  const current = new AsyncLocalStorage<string[]>();
  const note: Note = (statement) => current.getStore()?.push(textOf(statement));
  if (handle.kind === 'postgres') watchPool(handle.pool, note);
  else watchPglite(handle.client, note);
  return {
    async record(work) {
      const statements: string[] = [];
      const result = await current.run(statements, work);
      return { result, statements: [...statements] };
    },
  };
}
