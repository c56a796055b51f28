import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { watchPool } from '../../apps/api/src/test/query-count.ts';
import { runWithCpu } from './cpu.ts';

/** One statement as a driver sent it: its text with $n placeholders and their values. */
export interface SentStatement {
  text: string;
  values: unknown[];
}

/**
 * Records the statements sent through `pool` while `work` runs (the pool's clients stay
 * watched afterwards, silently: use a pool of its own and close it).
 */
export async function recordStatements(
  pool: pg.Pool,
  work: () => Promise<unknown>,
): Promise<SentStatement[]> {
  const sent: SentStatement[] = [];
  let recording = true;
  watchPool(pool, (statement, given) => {
    if (!recording) return;
    const config =
      typeof statement === 'string' ? { text: statement } : (statement as pg.QueryConfig);
    const values = config.values ?? given;
    sent.push({ text: config.text, values: Array.isArray(values) ? [...values] : [] });
  });
  try {
    await work();
  } finally {
    recording = false;
  }
  return sent;
}

/** A value written as SQL: PostgreSQL reads a quoted literal as the placeholder's type. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (value instanceof Date) return pg.Client.prototype.escapeLiteral(value.toISOString());
  if (Array.isArray(value)) throw new Error('array parameters are not replayed');
  return pg.Client.prototype.escapeLiteral(String(value));
}

/** The statement with its values written in, for a pgbench script (one line). */
export function inlined({ text, values }: SentStatement): string {
  return text
    .replace(/\$(\d+)/g, (_, n: string) => literal(values[Number(n) - 1]))
    .replace(/\s+/g, ' ')
    .trim();
}

export interface PgbenchResult {
  transactionsPerSecond: number;
  latencyMs: number;
  /** Transactions pgbench completed, and its own CPU time (µs; 0 where /proc cannot tell). */
  answers: number;
  clientCpu: number;
}

/**
 * The database's own ceiling for a request's statements: pgbench runs them as one transaction
 * script over `clients` connections for `seconds`, each statement sent by the extended protocol
 * as the API's driver sends it. pgbench is PostgreSQL's own load tool; nothing of Node runs.
 */
export async function pgbenchCeiling(
  url: string,
  statements: SentStatement[],
  options: { clients: number; seconds: number },
): Promise<PgbenchResult> {
  const dir = await mkdtemp(path.join(tmpdir(), 'care-pgbench-'));
  try {
    const script = path.join(dir, 'request.sql');
    await writeFile(script, statements.map((s) => `${inlined(s)};`).join('\n') + '\n');
    const args = [
      '--no-vacuum',
      '--protocol=extended',
      `--client=${options.clients}`,
      `--jobs=${Math.min(options.clients, 2)}`,
      `--time=${options.seconds}`,
      `--file=${script}`,
      url,
    ];
    let stdout: string;
    let clientCpu: number;
    try {
      ({ stdout, cpu: clientCpu } = await runWithCpu('pgbench', args, {
        maxBuffer: 16 * 1024 * 1024,
      }));
    } catch (error) {
      const failure = error as NodeJS.ErrnoException & { stderr?: string };
      if (failure.code === 'ENOENT') {
        throw new Error(
          'pgbench is not installed (Debian: apt-get install postgresql-client); the database ceiling cannot be measured',
        );
      }
      throw new Error(`pgbench failed: ${failure.stderr ?? failure.message}`);
    }
    const tps = /tps = ([\d.]+)/.exec(stdout);
    const latency = /latency average = ([\d.]+) ms/.exec(stdout);
    const processed = /number of transactions actually processed: (\d+)/.exec(stdout);
    if (!tps || !latency || !processed) throw new Error(`pgbench printed no figures:\n${stdout}`);
    return {
      transactionsPerSecond: Number(tps[1]),
      latencyMs: Number(latency[1]),
      answers: Number(processed[1]),
      clientCpu,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
