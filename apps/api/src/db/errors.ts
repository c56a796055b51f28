/**
 * Reading database errors. drizzle wraps driver errors (DrizzleQueryError), so what PostgreSQL
 * said is on a cause further down; these helpers walk the chain.
 */

const MAX_CAUSE_DEPTH = 5;

function* causeChain(error: unknown): Generator<unknown> {
  let current: unknown = error;
  for (let depth = 0; current && depth < MAX_CAUSE_DEPTH; depth++) {
    yield current;
    current = (current as { cause?: unknown }).cause;
  }
}

/** The SQLSTATE of a PostgreSQL error (e.g. '23505'), wherever it sits in the cause chain. */
export function pgErrorCode(error: unknown): string | undefined {
  for (const current of causeChain(error)) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** Seconds a client is asked to wait before retrying a request whose connection was lost. */
export const CONNECTION_LOST_RETRY_AFTER_SECONDS = 2;

/**
 * Seconds a client is asked to wait after the database did not answer in time: a stall or an
 * overload lasts longer than a dropped connection, so clients back off a little more.
 */
export const DATABASE_TIMEOUT_RETRY_AFTER_SECONDS = 5;

/** The code our query guard (db/query-guard.ts) puts on the error of a connection it gave up on. */
export const QUERY_GUARD_CODE = 'CARE_DB_NO_ANSWER';

/**
 * SQLSTATEs that mean the connection, not the request, failed: class 08 (connection
 * exception), the server shutting the session (57P01 administrator command, 57P02 crash,
 * 57P03 not yet accepting connections) and too many connections (53300).
 */
const lostConnectionState = (code: string) =>
  code.startsWith('08') ||
  code === '57P01' ||
  code === '57P02' ||
  code === '57P03' ||
  code === '53300';

/** node-postgres reports a dead socket with plain errors, not SQLSTATEs. */
const lostConnectionMessages = [
  'Connection terminated',
  'connection error and is not queryable',
  'Client was closed and is not queryable',
];
const lostSocketCodes = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT']);

/**
 * True when a query failed because its database connection went away (a failover, a restart,
 * an administrator ending it). Such a transaction was rolled back by the server, so the request
 * changed nothing and may be retried.
 */
export function isConnectionLost(error: unknown): boolean {
  for (const current of causeChain(error)) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (/^[0-9A-Z]{5}$/.test(code) && lostConnectionState(code)) return true;
      if (lostSocketCodes.has(code)) return true;
    }
    if (typeof message === 'string' && lostConnectionMessages.some((m) => message.includes(m))) {
      return true;
    }
  }
  return false;
}

/**
 * Messages of the pool and the driver when no connection came in time: the pool was full for
 * too long, or the server (or a stalled network) did not finish the handshake.
 */
const connectTimeoutMessages = [
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
  'timeout expired',
];

/**
 * True when the database did not answer in time (and the request was given up, not lost
 * midway): no connection within DATABASE_CONNECT_TIMEOUT_MS, a statement cancelled by the
 * server's statement_timeout (57014), or a connection our guard closed because nothing came
 * back. A transaction given up on is rolled back by the server (a cancelled statement aborts
 * it; a closed connection ends it); only a COMMIT whose answer was lost may have committed, and
 * then whole. So nothing is half-written, and idempotent calls may simply be sent again.
 */
export function isDatabaseTimeout(error: unknown): boolean {
  for (const current of causeChain(error)) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (code === '57014' || code === QUERY_GUARD_CODE) return true;
    if (typeof message === 'string' && connectTimeoutMessages.some((m) => message.includes(m))) {
      return true;
    }
  }
  return false;
}
