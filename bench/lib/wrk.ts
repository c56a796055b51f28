import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { LoadResult } from './load.ts';
import { canReadCpu, splitChildCpu, withChildCpu } from './cpu.ts';

const run = promisify(execFile);

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

const CPU_MARKER = '--- wrk cpu ---';

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
  // Through a shell that then reports wrk's CPU time (bench/lib/cpu.ts), where /proc can tell it.
  const readCpu = canReadCpu();
  try {
    const { stdout } = readCpu
      ? await run('sh', ['-c', withChildCpu(CPU_MARKER), 'sh', 'wrk', ...args])
      : await run('wrk', args);
    const { output, cpu } = readCpu
      ? splitChildCpu(stdout, CPU_MARKER)
      : { output: stdout, cpu: 0 };
    const answers = /^\s*(\d+) requests in /m.exec(output);
    if (!answers) throw new Error(`wrk printed no count of requests:\n${output}`);
    return { ...parseWrk(output), answers: Number(answers[1]), clientCpu: cpu };
  } catch (error) {
    const failure = error as { code?: unknown; stderr?: string; message?: string };
    // ENOENT run directly; 127 through the shell, which says "not found".
    if (failure.code === 'ENOENT' || failure.code === 127) {
      throw new Error(
        'wrk is not installed (Debian: apt-get install wrk); the endpoint cannot be loaded as pgbench loads the database',
      );
    }
    throw error;
  }
}
