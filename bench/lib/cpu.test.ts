import { execFile } from 'node:child_process';
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import {
  canReadCpu,
  childrenCpuOf,
  cpuPerAnswer,
  machineCpu,
  processCpu,
  splitChildCpu,
  runWithCpu,
} from './cpu.ts';
import { cpuSeries } from './cpu-report.ts';
import { wrkLoad } from './wrk.ts';

const run = promisify(execFile);

/** Keeps one core busy for about `ms` of CPU time. */
function spin(ms: number) {
  const used = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  };
  const until = used() + ms;
  while (used() < until) Math.sqrt(Math.random());
}

// A /proc/<pid>/stat line whose command name holds spaces and a parenthesis, as names can.
const statLine = (utime: number, stime: number, cutime: number, cstime: number) =>
  `4242 (a (weird) name) S 1 4242 4242 0 -1 4194560 100 0 0 0 ${utime} ${stime} ${cutime} ${cstime} 20 0 1 0 100 1000 10`;

describe.runIf(canReadCpu())('CPU read from /proc', () => {
  const originalPath = process.env.PATH;
  afterEach(() => {
    process.env.PATH = originalPath;
  });

  it("reads a finished child's CPU from the stat line of the shell that waited for it", () => {
    // 150 + 50 ticks of children's time, whatever the command's name holds.
    const micros = childrenCpuOf(statLine(7, 3, 150, 50));
    expect(micros).toBeGreaterThan(0);
    expect(micros).toBe(childrenCpuOf(statLine(0, 0, 200, 0)));
    const split = splitChildCpu(
      `figures\nmore\n--- m ---\n${statLine(0, 0, 150, 50)}\n`,
      '--- m ---',
    );
    expect(split.output).toBe('figures\nmore\n');
    expect(split.cpu).toBe(micros);
    expect(() => splitChildCpu('no marker here', '--- m ---')).toThrow(/no CPU line/);
  });

  it("counts a busy child's CPU through the shell that waited for it, and a process's own", async () => {
    const before = processCpu(process.pid);
    spin(120);
    expect(processCpu(process.pid) - before).toBeGreaterThanOrEqual(80_000);

    // 300 ms of wall time spinning: at least a sixth of a core even on a loaded CI machine.
    const busyChild = `const t=Date.now();while(Date.now()-t<300);`;
    const { stdout, cpu } = await runWithCpu(process.execPath, [
      '-e',
      `${busyChild}console.log('done')`,
    ]);
    expect(stdout).toBe('done\n');
    expect(cpu).toBeGreaterThanOrEqual(50_000);
    expect(cpu).toBeLessThan(5_000_000);
  });

  it('divides a load’s CPU by its answers: server, client and the rest of the machine', async () => {
    const busyBefore = machineCpu().busy;
    const { result, cpu } = await cpuPerAnswer(process.pid, async () => {
      spin(100);
      return { answers: 100, clientCpu: 20_000 };
    });
    expect(result.answers).toBe(100);
    expect(machineCpu().busy).toBeGreaterThan(busyBefore);
    // This process spun about 100 ms for 100 answers: about 1,000 µs each.
    expect(cpu.server).toBeGreaterThanOrEqual(600);
    expect(cpu.client).toBe(200);
    expect(cpu.machine).toBeCloseTo(cpu.server! + cpu.client + cpu.rest, 6);
    expect(cpu.idleShare).toBeGreaterThanOrEqual(0);
    expect(cpu.idleShare).toBeLessThanOrEqual(1);
  });

  it('keeps each series over the rounds and writes the medians as a table row per series', async () => {
    const series = cpuSeries(['busy', 'idle'] as const);
    for (const ms of [40, 60, 80]) {
      const result = await series.measure('busy', process.pid, async () => {
        spin(ms);
        return { answers: 10, clientCpu: 1_000 };
      });
      expect(result.answers).toBe(10);
    }
    const lines: string[] = [];
    series.print((line) => lines.push(line));
    // The median round spun about 60 ms for 10 answers: about 6,000 µs each; 100 µs of client.
    expect(lines).toHaveLength(1);
    const server = Number(/node (\d+) µs/.exec(lines[0]!)?.[1]);
    expect(server).toBeGreaterThanOrEqual(4_000);
    expect(server).toBeLessThan(60_000);
    expect(lines[0]).toContain('client 100 µs');
    const table = series.table({ busy: 'the busy one', idle: 'never measured' }, 3);
    expect(table.filter((line) => line.startsWith('| the busy one | '))).toHaveLength(1);
    expect(table.join('\n')).not.toContain('never measured');
    expect(table.join('\n')).toContain('median of the 3 rounds');
  });

  it('says wrk is missing, not that the shell failed, when it is not installed', async () => {
    const onlyShell = await mkdtemp(path.join(tmpdir(), 'care-no-wrk-'));
    try {
      const { stdout: sh } = await run('sh', ['-c', 'command -v sh']);
      await symlink(sh.trim(), path.join(onlyShell, 'sh'));
      process.env.PATH = onlyShell;
      await expect(wrkLoad('http://127.0.0.1:9/', { connections: 1, seconds: 1 })).rejects.toThrow(
        /wrk is not installed/,
      );
    } finally {
      await rm(onlyShell, { recursive: true, force: true });
    }
  });
});
