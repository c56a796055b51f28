import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { userTypeSchema, type UserType } from '@care/shared';
import { unauthorized } from '../../lib/errors.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ALGORITHM = 'HS256';
const ISSUER = 'careconnect';
const AUDIENCE = 'careconnect-api';
/** RFC 9068 access-token type, so no other JWT we might sign can be replayed as one. */
const TOKEN_TYPE = 'at+jwt';

export interface AccessClaims {
  userId: string;
  userType: UserType;
  /**
   * The sign-in (refresh-token family) the token belongs to, so logout can end it within the
   * token's life. Tokens minted outside a sign-in (test helpers) carry none.
   */
  sessionId?: string;
}

export function createAccessTokens(secret: string) {
  const key = new TextEncoder().encode(secret);

  return {
    sign({ userId, userType, sessionId }: AccessClaims): Promise<string> {
      return new SignJWT(sessionId ? { ut: userType, sid: sessionId } : { ut: userType })
        .setProtectedHeader({ alg: ALGORITHM, typ: TOKEN_TYPE })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(key);
    },

    /** Algorithm pinned, issuer, audience and type checked; any failure is a plain 401. */
    async verify(token: string): Promise<AccessClaims> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
          typ: TOKEN_TYPE,
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        const userType = userTypeSchema.safeParse(payload.ut);
        if (!payload.sub || !userType.success) throw unauthorized('Invalid token');
        // The session id is looked up in a uuid column: anything else must be a 401, not a 500.
        const sid = z.uuid().optional().safeParse(payload.sid);
        if (!sid.success) throw unauthorized('Invalid token');
        const claims: AccessClaims = { userId: payload.sub, userType: userType.data };
        if (sid.data) claims.sessionId = sid.data;
        return claims;
      } catch (error) {
        if (error instanceof errors.JWTExpired) {
          throw unauthorized('Your session has expired. Please sign in again.');
        }
        throw unauthorized('Invalid token');
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
