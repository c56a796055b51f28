import type { LoadResult } from './load.ts';
import { runWithCpu } from './cpu.ts';

/** A latency as wrk prints it ("812.00us", "3.44ms", "1.02s", "1.50m"), in milliseconds. */
export function wrkMilliseconds(value: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(value.trim());
  if (!match) throw new Error(`wrk printed a latency this bench cannot read: ${value}`);
  const scale = { us: 0.001, ms: 1, s: 1_000, m: 60_000 }[match[2] as 'us' | 'ms' | 's' | 'm'];
  return Number(match[1]) * scale;
}

/** The figures of wrk's `--latency` report. */
export function parseWrk(stdout: string): LoadResult {
  const rate = /Requests\/sec:\s+([\d.]+)/.exec(stdout);
  const p50 = /^\s+50%\s+(\S+)/m.exec(stdout);
  const p99 = /^\s+99%\s+(\S+)/m.exec(stdout);
  if (!rate || !p50 || !p99) throw new Error(`wrk printed no figures:\n${stdout}`);
  // wrk counts answers of 400 and above here; 2xx and 3xx are what a page load expects.
  const refused = /Non-2xx or 3xx responses:\s+(\d+)/.exec(stdout);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    stdout,
  );
  return {
    requestsPerSecond: Number(rate[1]),
    p50: Math.round(wrkMilliseconds(p50[1]!) * 100) / 100,
    p99: Math.round(wrkMilliseconds(p99[1]!) * 100) / 100,
    non2xx: refused ? Number(refused[1]) : 0,
    errors: socket ? socket.slice(1).reduce((n, count) => n + Number(count), 0) : 0,
  };
}

/** A wrk run: its figures, how many answers it counted, and its own CPU time (µs, 0 unread). */
export interface WrkResult extends LoadResult {
  answers: number;
  clientCpu: number;
}

/**
 * A bounded load from wrk, a load generator written in C: the HTTP counterpart of pgbench.
 * Beside pgbench's ceiling, on two cores that the load, the server and PostgreSQL share, the
 * load generator's own CPU counts against whatever it loads. Measured on this project's 2-core
 * host: autocannon (Node) spends about 55 µs of CPU a request of its own, wrk about 25, and
 * pgbench about 28 a transaction. So an endpoint compared with pgbench is loaded by wrk, with as
 * many threads as pgbench has jobs.
 */
export async function wrkLoad(
  url: string,
  options: { connections: number; seconds: number; threads?: number },
): Promise<WrkResult> {
  const threads = options.threads ?? Math.min(options.connections, 2);
  const args = [
    `--threads=${threads}`,
    `--connections=${options.connections}`,
    `--duration=${options.seconds}s`,
    '--latency',
    url,
  ];
  try {
    const { stdout: output, cpu } = await runWithCpu('wrk', args);
    const answers = /^\s*(\d+) requests in /m.exec(output);
    if (!answers) throw new Error(`wrk printed no count of requests:\n${output}`);
    return { ...parseWrk(output), answers: Number(answers[1]), clientCpu: cpu };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(
        'wrk is not installed (Debian: apt-get install wrk); the endpoint cannot be loaded as pgbench loads the database',
      );
    }
    throw error;
  }
}
