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

type RotateOutcome =
  | { ok: true; subject: Subject; refreshToken: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'reused' | 'revoked' };

/**
 * Refresh tokens are opaque random strings stored only as hashes. Each use rotates the token;
 * presenting one that was already used means it leaked, so the whole sign-in is revoked.
 */
export function createRefreshTokens(db: Database, now: () => Date = () => new Date()) {
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
    start(subject: Subject, tx: Executor = db): Promise<string> {
      return issue(
        subject,
        randomUUID(),
        new Date(now().getTime() + REFRESH_TOKEN_LIFETIME_MS),
        tx,
      );
    },

    async rotate(presented: string): Promise<{ subject: Subject; refreshToken: string }> {
      // Decide and record inside the transaction, throw after it: a reuse must stay revoked.
      const outcome = await db.transaction(async (tx): Promise<RotateOutcome> => {
        const row = await repo.findByHashForUpdate(tx, sha256Hex(presented));
        const at = now();
        if (!row) return { ok: false, reason: 'unknown' };
        if (row.revokedAt) return { ok: false, reason: 'revoked' };
        if (row.usedAt) {
          await repo.revokeFamily(tx, row.familyId, at);
          return { ok: false, reason: 'reused' };
        }
        if (row.expiresAt <= at) return { ok: false, reason: 'expired' };
        await repo.markUsed(tx, row.id, at);
        const subject = { userId: row.subjectId, userType: row.userType };
        const refreshToken = await issue(subject, row.familyId, row.expiresAt, tx);
        return { ok: true, subject, refreshToken };
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
