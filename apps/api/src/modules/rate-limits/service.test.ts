import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client.ts';
import { rateLimitHits } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { jobDefinitions } from '../../jobs/definitions.ts';
import { createTestDatabase } from '../../test/database.ts';
import { createWriteLimiter } from './service.ts';
import { createOutboxSender } from '../../adapters/sms/outbox.ts';
import { createSandboxGateway } from '../../adapters/payments/sandbox.ts';

const settings = { windowSeconds: 60, perUser: 2, perIp: 3 };
/** 15 s into a window of a minute. */
const at = new Date('2030-01-01T10:00:15Z');

/** The limiter on its own: callers without a user, IPv6 neighbours, windows, and pruning. */
describe('the write limiter', () => {
  let handle: DbHandle;
  let clock: Date;
  const limiter = () => createWriteLimiter(handle.db, settings, () => clock);

  async function refusal(check: Promise<void>): Promise<AppError> {
    const error = await check.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }

  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it('counts a caller without a user by address alone', async () => {
    clock = at;
    const caller = { user: null, ip: '198.51.100.1' };
    for (let i = 0; i < settings.perIp; i++) await limiter().check('orders', caller);
    const error = await refusal(limiter().check('orders', caller));
    expect(error.statusCode).toBe(429);
    expect(error.code).toBe('TOO_MANY_REQUESTS');
    expect(error.message).toBe(
      'Too many requests from your network. Please try again in 45 seconds.',
    );
    expect(error.headers).toEqual({ 'retry-after': '45' });
  });

  it('counts each kind of write on its own', async () => {
    clock = at;
    const caller = {
      user: { userType: 'Customer' as const, userId: randomUUID() },
      ip: '198.51.100.2',
    };
    for (let i = 0; i < settings.perUser; i++) await limiter().check('bookings', caller);
    await refusal(limiter().check('bookings', caller));
    await expect(limiter().check('reviews', caller)).resolves.toBeUndefined();
  });

  it('counts the users of one IPv6 /64 together', async () => {
    clock = at;
    const device = (suffix: string) => ({ user: null, ip: `2405:201:abcd:1::${suffix}` });
    await limiter().check('familyMembers', device('1'));
    await limiter().check('familyMembers', device('2'));
    await limiter().check('familyMembers', device('3'));
    await refusal(limiter().check('familyMembers', device('4')));
    await expect(
      limiter().check('familyMembers', { user: null, ip: '2405:201:abcd:2::1' }),
    ).resolves.toBeUndefined();
  });

  it('lets the caller through again when the window ends, and says when that is', async () => {
    const caller = { user: null, ip: '198.51.100.3' };
    clock = new Date('2030-01-01T10:01:59.001Z');
    for (let i = 0; i < settings.perIp; i++) await limiter().check('reviews', caller);
    // Less than a second is left: Retry-After rounds up, never saying 0.
    expect((await refusal(limiter().check('reviews', caller))).headers).toEqual({
      'retry-after': '1',
    });
    expect((await refusal(limiter().check('reviews', caller))).message).toMatch(/in 1 second\.$/);
    clock = new Date('2030-01-01T10:02:00Z');
    await expect(limiter().check('reviews', caller)).resolves.toBeUndefined();
  });

  it('forgets ended windows in the background job, keeping current ones', async () => {
    clock = new Date(Date.now() - 3_600_000);
    await limiter().check('cancellations', { user: null, ip: '198.51.100.4' });
    clock = new Date();
    await limiter().check('cancellations', { user: null, ip: '198.51.100.5' });
    const rows = async () => (await handle.db.select({ n: count() }).from(rateLimitHits))[0]!.n;
    const before = await rows();

    const job = jobDefinitions.find((j) => j.name === 'prune-rate-limit-windows')!;
    // Every window of the earlier tests (in 2030) is still running; only the hour-old one ended.
    expect(
      await job.run({
        db: handle.db,
        sms: createOutboxSender(handle.db),
        smsTemplateIds: {},
        payments: createSandboxGateway('sandbox-secret-for-tests-0123'),
        log: { warn: () => undefined },
      }),
    ).toBe(1);
    expect(await rows()).toBe(before - 1);
  });
});
