import { describe, expect, it } from 'vitest';
import { createHealthCheck } from './service.ts';

function pinger() {
  let calls = 0;
  let failing = false;
  const pending: (() => void)[] = [];
  return {
    get calls() {
      return calls;
    },
    fail(value: boolean) {
      failing = value;
    },
    /** Answers the round trips in flight. */
    answer() {
      for (const settle of pending.splice(0)) settle();
    },
    ping: () => {
      calls += 1;
      const fails = failing;
      return new Promise<void>((resolve, reject) =>
        pending.push(() => (fails ? reject(new Error('database is down')) : resolve())),
      );
    },
  };
}

describe('the health check', () => {
  it('asks the database once a second at most, while it answers', async () => {
    let now = 0;
    const db = pinger();
    const check = createHealthCheck(db.ping, 1, () => now);

    const first = check();
    db.answer();
    await first;
    await check();
    now = 999;
    await check();
    expect(db.calls).toBe(1);

    now = 1000;
    const later = check();
    db.answer();
    await later;
    expect(db.calls).toBe(2);
  });

  it('shares the round trip in flight among concurrent checks', async () => {
    const db = pinger();
    const check = createHealthCheck(db.ping, 1, () => 0);
    const checks = [check(), check(), check()];
    expect(db.calls).toBe(1);
    db.answer();
    await Promise.all(checks);
  });

  it('never remembers a failure: the next check asks again, and reports the database back', async () => {
    let now = 0;
    const db = pinger();
    const check = createHealthCheck(db.ping, 1, () => now);
    db.fail(true);
    const failed = check();
    db.answer();
    await expect(failed).rejects.toThrow('database is down');

    const again = check();
    db.answer();
    await expect(again).rejects.toThrow('database is down');
    expect(db.calls).toBe(2);

    db.fail(false);
    const back = check();
    db.answer();
    await expect(back).resolves.toBeUndefined();
    now = 500;
    await check();
    expect(db.calls).toBe(3);
  });

  it('asks every time when remembering is off', async () => {
    const db = pinger();
    const check = createHealthCheck(db.ping, 0, () => 0);
    const both = [check(), check()];
    db.answer();
    await Promise.all(both);
    expect(db.calls).toBe(2);
  });
});
