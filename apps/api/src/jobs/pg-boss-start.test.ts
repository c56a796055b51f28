import { describe, expect, inject, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { createTestDatabase } from '../test/database.ts';
import type { JobContext } from './definitions.ts';
import { jobDefinitions } from './definitions.ts';
import { createPgBossScheduler } from './pg-boss-scheduler.ts';

/*
 * Processes of one deployment start together. On a fresh database both create pg-boss's queues
 * at the same moment, which PostgreSQL can end as a deadlock: a process must not die of it.
 */

const quiet = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;

describe.runIf(inject('pgTemplate'))('starting pg-boss in two processes at once', () => {
  it('starts both, on fresh databases, every time', { timeout: 120_000 }, async () => {
    for (let round = 0; round < 4; round++) {
      const handle = await createTestDatabase();
      const schedulers = [0, 1].map(() =>
        createPgBossScheduler({
          connectionString: handle.url!,
          // Never run here: the schedulers are stopped before any job is due.
          context: {} as JobContext,
          jobs: jobDefinitions,
          log: quiet,
        }),
      );
      try {
        const started = await Promise.allSettled(schedulers.map((s) => s.start()));
        expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'ok'))).toEqual([
          'ok',
          'ok',
        ]);
      } finally {
        await Promise.allSettled(schedulers.map((s) => s.stop()));
        await handle.close();
      }
    }
  });
});
