import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { serializeError } from '../lib/logging/safe-error.ts';
import { LostConnectionPool } from './lost-connection-pool.ts';
import { guardQueries } from './query-guard.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** Both drivers give the same query builder; services never know which one they talk to. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Repositories accept either the database or an open transaction. */
export type Executor = Database | Transaction;

export type DbHandle =
  | { kind: 'pglite'; db: Database; client: PGlite; close(): Promise<void> }
  | { kind: 'postgres'; db: Database; pool: pg.Pool; close(): Promise<void> };
export type PgliteHandle = Extract<DbHandle, { kind: 'pglite' }>;
export type PostgresHandle = Extract<DbHandle, { kind: 'postgres' }>;

export const pgliteExtensions = { btree_gist, pg_trgm };

/** How drizzle names columns declared without a name; compiled statements must agree. */
export const DRIZZLE_CASING = 'snake_case';

/**
 * How alike a searched word must be to a word of a name or a place to match it (pg_trgm's
 * `<%`): 0.55 lets 'nursng' find 'nursing' (0.57) while 'meera' does not find 'meena' (0.50).
 * Set on every session, as the operator reads it from there.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.55;

export interface PgliteOptions {
  dataDir?: string;
  /** A dumped data folder to start from (fast fresh databases in tests). */
  loadDataDir?: Blob;
}

export async function openPglite(options: PgliteOptions): Promise<PgliteHandle> {
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: pgliteExtensions,
  });
  await client.exec(`set pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`);
  const db = drizzlePglite(client, { schema, casing: DRIZZLE_CASING }) as unknown as Database;
  return { kind: 'pglite', db, client, close: () => client.close() };
}

/** Extra time the query guard gives the server's own statement_timeout to answer first. */
const GUARD_MARGIN_MS = 1_000;
/** The server ends a session left idle inside a transaction this long (locks and all). */
const IDLE_IN_TRANSACTION_MS = 60_000;

export async function openPostgres(
  url: string,
  poolSize = 10,
  // Waiting forever for a connection turns a database outage into hung requests; failing
  // fast lets the request answer 503 with Retry-After. It bounds both opening a connection
  // and waiting for a free one of the pool.
  connectionTimeoutMillis = 10_000,
  // 0: no limit (migrations, tests' own handles, benches). The app passes
  // DATABASE_STATEMENT_TIMEOUT_MS (decision 010).
  statementTimeoutMs = 0,
): Promise<PostgresHandle> {
  const pool = new LostConnectionPool({
    connectionString: url,
    max: poolSize,
    application_name: 'careconnect-api',
    connectionTimeoutMillis,
    options: `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}`,
    ...(statementTimeoutMs > 0
      ? {
          // The server cancels a slow statement itself (57014), keeping the connection; a
          // transaction whose process vanished mid-way stops holding its rows within a minute.
          statement_timeout: statementTimeoutMs,
          idle_in_transaction_session_timeout: Math.max(IDLE_IN_TRANSACTION_MS, statementTimeoutMs),
        }
      : {}),
  });
  // A connection the server drops (a restart, a failover, an administrator) must never take
  // the process down. The pool listens only while a connection is idle; a checked-out one (in
  // a transaction, between two queries) emits 'error' with no listener, which would crash
  // Node. So every connection gets its own listener for life: the query that was using it
  // fails (the request answers 503), the pool discards it on release, and the next request
  // gets a fresh connection.
  // The message goes through the same cleaning as logged errors: pg errors can quote values.
  const onLost = (error: Error) =>
    console.error(`PostgreSQL connection lost: ${serializeError(error).message}`);
  pool.on('error', onLost);
  pool.on('connect', (client) => {
    client.on('error', onLost);
    // When the network, not the statement, is what is slow, only we can give up (query-guard).
    if (statementTimeoutMs > 0) guardQueries(client, statementTimeoutMs + GUARD_MARGIN_MS);
  });
  // Fail at start, not on the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg(pool, { schema, casing: DRIZZLE_CASING }) as unknown as Database;
  return { kind: 'postgres', db, pool, close: () => pool.end() };
}

export function openDatabase(config: {
  databaseUrl: string | undefined;
  dataDir: string;
  databasePoolSize?: number;
  /** Both unset: pg's defaults here (10 s to connect, no statement limit). */
  databaseTimeouts?: { connectMs: number; statementMs: number };
}): Promise<DbHandle> {
  return config.databaseUrl
    ? openPostgres(
        config.databaseUrl,
        config.databasePoolSize,
        config.databaseTimeouts?.connectMs,
        config.databaseTimeouts?.statementMs,
      )
    : openPglite({ dataDir: config.dataDir });
}

/** Raw `db.execute` results: both drivers put the rows on `.rows`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
