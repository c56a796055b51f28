import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import {
  isLostPgBossBookkeeping,
  surviveLostPgBossBookkeeping,
} from './pg-boss-lost-bookkeeping.ts';

/** An error as node-postgres gives it, with the stack an awaited call through pg-boss leaves. */
function pgError(code: string | undefined, message: string, via: string): Error {
  const error = Object.assign(new Error(message), code ? { code } : {});
  error.stack = `error: ${message}\n    at /app/node_modules/pg-pool/index.js:45:11\n    at async ${via}`;
  return error;
}

const pgBossFail = 'Manager.fail (/app/node_modules/pg-boss/src/manager.js:493:20)';
const ourService = 'settlePayouts (/app/apps/api/src/modules/earnings/sender.ts:40:3)';

describe('a rejection nobody awaited', () => {
  it('is pg-boss losing its connection while recording a job', () => {
    expect(
      isLostPgBossBookkeeping(
        pgError('57P01', 'terminating connection due to administrator command', pgBossFail),
      ),
    ).toBe(true);
    expect(
      isLostPgBossBookkeeping(pgError(undefined, 'Connection terminated unexpectedly', pgBossFail)),
    ).toBe(true);
  });

  it('is anything else: our own code, or pg-boss failing for another reason', () => {
    expect(isLostPgBossBookkeeping(pgError('57P01', 'terminating connection', ourService))).toBe(
      false,
    );
    expect(
      isLostPgBossBookkeeping(pgError('42P01', 'relation "pgboss.job" does not exist', pgBossFail)),
    ).toBe(false);
    expect(isLostPgBossBookkeeping('a string')).toBe(false);
    expect(isLostPgBossBookkeeping(undefined)).toBe(false);
  });

  it('is logged and lived through, when it is pg-boss losing its connection, and rethrown otherwise', () => {
    const warn = vi.fn();
    const before = process.listenerCount('unhandledRejection');
    const stop = surviveLostPgBossBookkeeping({ warn } as unknown as FastifyBaseLogger);
    try {
      const listener = process.listeners('unhandledRejection').at(-1)!;
      const lost = pgError(
        '57P01',
        'terminating connection due to administrator command',
        pgBossFail,
      );
      expect(() => listener(lost, Promise.resolve())).not.toThrow();
      expect(warn).toHaveBeenCalledWith({ err: lost }, expect.stringContaining('runs again'));

      const bug = new TypeError("Cannot read properties of undefined (reading 'id')");
      expect(() => listener(bug, Promise.resolve())).toThrow(bug);
    } finally {
      stop();
    }
    expect(process.listenerCount('unhandledRejection')).toBe(before);
  });
});
