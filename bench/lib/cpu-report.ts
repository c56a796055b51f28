import { canReadCpu, cpuPerAnswer, type CpuPerAnswer } from './cpu.ts';
import { percentile } from './stats.ts';

/**
 * Collects where each answer's CPU went over a bench's rounds, one series per kind of load,
 * and writes it as the README's table: each column's median over the rounds, a column at a
 * time, as the bench's rates are.
 */
export function cpuSeries<Name extends string>(names: readonly Name[]) {
  const runs = new Map<Name, CpuPerAnswer[]>(names.map((name) => [name, []]));

  /** Runs one load, and keeps its CPU per answer under `name` where /proc can tell it. */
  async function measure<T extends { answers: number; clientCpu: number }>(
    name: Name,
    serverPid: number | undefined,
    runLoad: () => Promise<T>,
  ): Promise<T> {
    if (!canReadCpu()) return runLoad();
    const { result, cpu } = await cpuPerAnswer(serverPid, runLoad);
    runs.get(name)!.push(cpu);
    return result;
  }

  function medianOf(name: Name): CpuPerAnswer | undefined {
    const series = runs.get(name)!;
    if (series.length === 0) return undefined;
    const mid = (value: (run: CpuPerAnswer) => number) => percentile(series.map(value), 50);
    return {
      ...(series[0]!.server === undefined ? {} : { server: mid((r) => r.server ?? 0) }),
      client: mid((r) => r.client),
      rest: mid((r) => r.rest),
      machine: mid((r) => r.machine),
      idleShare: mid((r) => r.idleShare),
    };
  }

  const micros = (value: number | undefined) =>
    value === undefined ? '—' : `${value.toFixed(0)} µs`;
  const idle = (cpu: CpuPerAnswer) => `${(cpu.idleShare * 100).toFixed(0)}%`;

  return {
    measure,
    /** One console line per series. */
    print(log: (line: string) => void = console.log) {
      for (const name of names) {
        const cpu = medianOf(name);
        if (!cpu) continue;
        log(
          `cpu per answer, ${name}: node ${micros(cpu.server)}, client ${micros(cpu.client)}, postgres+kernel ${micros(cpu.rest)}, machine ${micros(cpu.machine)}, idle ${idle(cpu)}`,
        );
      }
    },
    /** The README's lines: a table with a row per series, labelled by `labels`. */
    table(labels: Record<Name, string>, rounds: number): string[] {
      if (!canReadCpu()) {
        return ['', 'CPU per answer not measured: this system has no /proc to read it from.'];
      }
      const rows = names.flatMap((name) => {
        const cpu = medianOf(name);
        return cpu
          ? [
              `| ${labels[name]} | ${micros(cpu.server)} | ${micros(cpu.client)} | ${micros(cpu.rest)} | ${micros(cpu.machine)} | ${idle(cpu)} |`,
            ]
          : [];
      });
      return [
        '',
        `Where each answer's CPU went (from /proc, median of the ${rounds} rounds): the server's Node process, the load generator, and the rest of the machine's busy time, which is PostgreSQL's processes and the kernel's network work; the last column is the time both cores were idle.`,
        '',
        '| CPU per answer | Node process | load generator | PostgreSQL and the kernel | whole machine | idle |',
        '|---|---|---|---|---|---|',
        ...rows,
      ];
    },
  };
}
