import { execFile, execFileSync, type ExecFileOptions } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Where a load's CPU went, read from Linux's /proc: the whole machine's busy time, one
 * process's (the API's, say) and a finished child's (the load generator's, through the shell
 * that waited for it). Per answer, beside the answer rate, this says which process an endpoint's
 * cost is in (issue "Fast on a cheap phone", item 4: find where the time goes). On a system
 * without /proc nothing is read and the bench says so.
 */

/** Clock ticks in a second, as /proc counts CPU time. */
let ticksPerSecond: number | undefined;
function tickMicros(): number {
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
  return 1_000_000 / ticksPerSecond;
}

export const canReadCpu = (): boolean => existsSync('/proc/stat');

/** The machine's CPU time so far, in µs: busy (every core's time not idle or waiting on disk) and idle. */
export function machineCpu(): { busy: number; idle: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!;
  // cpu user nice system idle iowait irq softirq steal ...
  const [user, nice, system, idle, iowait, irq, softirq, steal] = line
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const busy = user! + nice! + system! + irq! + softirq! + (steal ?? 0);
  return { busy: busy * tickMicros(), idle: (idle! + iowait!) * tickMicros() };
}

/** The fields of a /proc/<pid>/stat line after the command's name (which may hold spaces). */
function statFields(line: string): string[] {
  return line
    .slice(line.lastIndexOf(')') + 2)
    .trim()
    .split(/\s+/);
}

/** A process's CPU time so far (user and system, all its threads), in µs. */
export function processCpu(pid: number): number {
  const fields = statFields(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  // After the name: state(0) ... utime(11) stime(12), counting from the field after ')'.
  return (Number(fields[11]) + Number(fields[12])) * tickMicros();
}

/** The CPU time of the waited-for children that a /proc/<pid>/stat line counts, in µs. */
export function childrenCpuOf(statLine: string): number {
  const fields = statFields(statLine);
  return (Number(fields[13]) + Number(fields[14])) * tickMicros();
}

/**
 * A shell command that runs a program and then prints its own stat line after `marker`, so the
 * program's CPU time can be read from the shell's count of its waited-for children.
 */
export function withChildCpu(marker: string): string {
  return `"$@"; status=$?; echo "${marker}"; cat /proc/$$/stat; exit $status`;
}

/** Splits a `withChildCpu` run's output into the program's own output and its CPU time (µs). */
export function splitChildCpu(stdout: string, marker: string): { output: string; cpu: number } {
  const at = stdout.lastIndexOf(`${marker}\n`);
  if (at < 0) throw new Error(`no CPU line after the program's output:\n${stdout}`);
  return {
    output: stdout.slice(0, at),
    cpu: childrenCpuOf(stdout.slice(at + marker.length + 1).trim()),
  };
}

const CPU_MARKER = '--- the CPU time of the program above ---';

/**
 * Runs a program to its end and returns its output with its own CPU time (µs), read from the
 * shell that waited for it; 0 where /proc cannot tell. A program that is not installed fails
 * with code ENOENT, as running it directly would (the shell itself would exit with 127).
 */
export async function runWithCpu(
  program: string,
  args: string[],
  options: ExecFileOptions = {},
): Promise<{ stdout: string; cpu: number }> {
  if (!canReadCpu()) {
    const { stdout } = await run(program, args, { ...options, encoding: 'utf8' });
    return { stdout, cpu: 0 };
  }
  try {
    const { stdout } = await run('sh', ['-c', withChildCpu(CPU_MARKER), 'sh', program, ...args], {
      ...options,
      encoding: 'utf8',
    });
    const { output, cpu } = splitChildCpu(stdout, CPU_MARKER);
    return { stdout: output, cpu };
  } catch (error) {
    if ((error as { code?: unknown }).code === 127) {
      throw Object.assign(new Error(`${program}: not found`), { code: 'ENOENT' });
    }
    throw error;
  }
}

/** CPU per answer of one load: µs, and the share of the machine's time left idle. */
export interface CpuPerAnswer {
  /** The server's own process (absent for pgbench, which has none of ours). */
  server?: number;
  /** The load generator: wrk or pgbench. */
  client: number;
  /** Everything else that was busy: PostgreSQL's processes and the kernel's network work. */
  rest: number;
  machine: number;
  idleShare: number;
}

/**
 * Measures a load: the machine's and the server's CPU around it, the client's from its own
 * report, divided by the answers it counted.
 */
export async function cpuPerAnswer<T extends { answers: number; clientCpu: number }>(
  serverPid: number | undefined,
  runLoad: () => Promise<T>,
): Promise<{ result: T; cpu: CpuPerAnswer }> {
  const machineBefore = machineCpu();
  const serverBefore = serverPid === undefined ? 0 : processCpu(serverPid);
  const result = await runLoad();
  const machineAfter = machineCpu();
  const serverAfter = serverPid === undefined ? 0 : processCpu(serverPid);
  const answers = Math.max(result.answers, 1);
  const busy = machineAfter.busy - machineBefore.busy;
  const idle = machineAfter.idle - machineBefore.idle;
  const server = serverAfter - serverBefore;
  return {
    result,
    cpu: {
      ...(serverPid === undefined ? {} : { server: server / answers }),
      client: result.clientCpu / answers,
      rest: (busy - server - result.clientCpu) / answers,
      machine: busy / answers,
      idleShare: idle / (busy + idle),
    },
  };
}
