import type { UserType } from '@care/shared';
import type { Database } from '../../db/client.ts';
import { clientAddressKey } from '../../lib/client-address.ts';
import { tooManyRequests } from '../../lib/errors.ts';
import * as repo from './repository.ts';
import { secondsUntilEnd, windowAt } from './window.ts';

/**
 * The kinds of write that are limited. Each counts on its own, so adding family members never
 * uses up what booking needs.
 */
export type WriteLimitName =
  'familyMembers' | 'orders' | 'bookings' | 'cancellations' | 'reviews' | 'assistant';

export interface WriteLimitSettings {
  windowSeconds: number;
  perUser: number;
  perIp: number;
}

export interface Caller {
  /** Null when the route admits callers without a bearer token: then only the address counts. */
  user: { userType: UserType; userId: string } | null;
  ip: string;
}

const inSeconds = (n: number) => `${n} ${n === 1 ? 'second' : 'seconds'}`;

export function createWriteLimiter(
  db: Database,
  settings: WriteLimitSettings,
  now: () => Date = () => new Date(),
) {
  return {
    /**
     * Counts one write by this caller, or refuses it with 429 and Retry-After. The user is
     * counted first and the address only for writes the user may make, so one person's refused
     * burst never spends the budget of others behind the same address (mobile networks in India
     * put many families behind one).
     */
    async check(name: WriteLimitName, caller: Caller): Promise<void> {
      const at = now();
      const window = windowAt(at, settings.windowSeconds);
      const retryAfter = secondsUntilEnd(at, window);
      const refuse = (why: string) =>
        tooManyRequests(`${why} Please try again in ${inSeconds(retryAfter)}.`, retryAfter);

      if (caller.user) {
        const subject = `user:${caller.user.userType}:${caller.user.userId}`;
        if ((await repo.countHit(db, { name, subject, ...window })) > settings.perUser) {
          throw refuse('You are doing this too often.');
        }
      }
      const subject = `ip:${clientAddressKey(caller.ip)}`;
      if ((await repo.countHit(db, { name, subject, ...window })) > settings.perIp) {
        throw refuse('Too many requests from your network.');
      }
    },
  };
}

/** The background job's work: ended windows are never read again. */
export function pruneEndedWindows(db: Database, now: Date = new Date()): Promise<number> {
  return repo.deleteEndedWindows(db, now);
}
