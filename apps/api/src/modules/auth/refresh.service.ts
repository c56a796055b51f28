import { randomUUID } from 'node:crypto';
import type { UserType } from '@care/shared';
import type { Database, Executor } from '../../db/client.ts';
import { randomToken, sha256Hex } from '../../lib/crypto.ts';
import { unauthorized } from '../../lib/errors.ts';
import * as repo from './refresh.repository.ts';

/** A sign-in lasts at most 30 days, however often it is refreshed. */
export const REFRESH_TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export interface Subject {
  userId: string;
  userType: UserType;
}

/** A sign-in's user and the family (session) id its access tokens carry. */
export interface Session extends Subject {
  sessionId: string;
}

type RotateOutcome =
  | { ok: true; session: Session; refreshToken: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'reused' | 'revoked' };

export interface RefreshOptions {
  /**
   * How long a just-rotated token still rotates (into a sibling of the same sign-in) instead of
   * counting as reuse: two tabs refreshing one sign-in at once must both stay signed in.
   */
  reuseGraceMs: number;
  now?: () => Date;
}

/**
 * Refresh tokens are opaque random strings stored only as hashes. Each use rotates the token;
 * presenting one that was already used (after the grace window) means it leaked, so the whole
 * sign-in is revoked.
 */
export function createRefreshTokens(db: Database, options: RefreshOptions) {
  const now = options.now ?? (() => new Date());

  async function issue(subject: Subject, familyId: string, expiresAt: Date, tx: Executor) {
    const token = randomToken();
    await repo.insertRefreshToken(tx, {
      familyId,
      subjectId: subject.userId,
      userType: subject.userType,
      tokenHash: sha256Hex(token),
      expiresAt,
    });
    return token;
  }

  return {
    /** A new sign-in: a new family with an absolute expiry (in the caller's transaction). */
    async start(
      subject: Subject,
      tx: Executor = db,
    ): Promise<{ session: Session; refreshToken: string }> {
      const sessionId = randomUUID();
      const expiresAt = new Date(now().getTime() + REFRESH_TOKEN_LIFETIME_MS);
      const refreshToken = await issue(subject, sessionId, expiresAt, tx);
      return { session: { ...subject, sessionId }, refreshToken };
    },

    async rotate(presented: string): Promise<{ session: Session; refreshToken: string }> {
      // Decide and record inside the transaction, throw after it: a reuse must stay revoked.
      const outcome = await db.transaction(async (tx): Promise<RotateOutcome> => {
        const row = await repo.findByHashForUpdate(tx, sha256Hex(presented));
        const at = now();
        if (!row) return { ok: false, reason: 'unknown' };
        // A sibling issued in the grace window outlives nothing: a logout through any token of
        // the sign-in ends them all.
        if (row.revokedAt || (await repo.familyRevoked(tx, row.familyId))) {
          return { ok: false, reason: 'revoked' };
        }
        if (row.usedAt && at.getTime() - row.usedAt.getTime() > options.reuseGraceMs) {
          await repo.revokeFamily(tx, row.familyId, at);
          return { ok: false, reason: 'reused' };
        }
        if (row.expiresAt <= at) return { ok: false, reason: 'expired' };
        // Within the grace window the row keeps its first use time, so the window never grows.
        if (!row.usedAt) await repo.markUsed(tx, row.id, at);
        const subject = { userId: row.subjectId, userType: row.userType };
        const refreshToken = await issue(subject, row.familyId, row.expiresAt, tx);
        return { ok: true, session: { ...subject, sessionId: row.familyId }, refreshToken };
      });
      if (!outcome.ok) {
        throw unauthorized(
          outcome.reason === 'unknown'
            ? 'Invalid refresh token'
            : 'Your session has ended. Please sign in again.',
        );
      }
      return outcome;
    },

    /** Logout: the presented token's whole sign-in ends. Unknown tokens are ignored. */
    async revoke(presented: string): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await repo.findByHashForUpdate(tx, sha256Hex(presented));
        if (row) await repo.revokeFamily(tx, row.familyId, now());
      });
    },
  };
}

export type RefreshTokens = ReturnType<typeof createRefreshTokens>;
