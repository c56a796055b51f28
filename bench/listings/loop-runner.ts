import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { SentStatement } from '../lib/pgbench.ts';
import { withApiNodeFlags } from '../lib/api-command.ts';

/** The layers `loops.ts` can loop: node-pg alone, the listing service, and that with the contract. */
export type LoopKind = 'driver' | 'service' | 'contract';

/** What one loop printed: answers a second, and its process's CPU per answer in µs. */
export interface LoopResult {
  perSecond: number;
  cpuPerAnswer: number;
}

/**
 * Runs a list answer's work without HTTP, one layer at a time, in a process of its own
 * (`loops.ts`), started with the API's own Node flags so that it compiles as the API does.
 */
export async function runLoop(
  kind: LoopKind,
  options: {
    /** The API's settings: the service loops open the API's database handle from them. */
    apiEnv: Record<string, string>;
    statement: SentStatement;
    clients: number;
    seconds: number;
    cwd: string;
  },
): Promise<LoopResult> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    withApiNodeFlags('bench/listings/loops.ts'),
    {
      cwd: options.cwd,
      env: {
        ...process.env,
        ...options.apiEnv,
        LOOP_KIND: kind,
        LOOP_STATEMENT: JSON.stringify(options.statement),
        LOOP_CLIENTS: String(options.clients),
        LOOP_SECONDS: String(options.seconds),
      },
    },
  );
  return JSON.parse(stdout) as LoopResult;
}
