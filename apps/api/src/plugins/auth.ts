import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UserType } from '@care/shared';
import { createAccessTokens, type AccessClaims } from '../modules/auth/access-token.ts';
import { accountExists } from '../modules/auth/users.repository.ts';
import { forbidden, unauthorized } from '../lib/errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** A preHandler that admits only bearers of an access token of one of these roles. */
    requireRole(...roles: UserType[]): (request: FastifyRequest) => Promise<void>;
    /**
     * For a public route that says more to some roles (the assistant and a family's bookings):
     * without a bearer the caller is anonymous; with one it must be a valid token of one of
     * these roles, checked as requireRole checks it.
     */
    identifyIfSignedIn(...roles: UserType[]): (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** Set by requireRole; routes without it have no user. */
    user: AccessClaims | null;
  }
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  const access = createAccessTokens(app.config.jwtSecret);
  app.decorateRequest('user', null);

  const requireRole =
    (...roles: UserType[]) =>
    async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      const match = header?.match(/^Bearer\s+(\S+)$/i);
      if (!match?.[1]) throw unauthorized('Please sign in to continue');
      const claims = await access.verify(match[1]);
      if (!roles.includes(claims.userType)) {
        throw forbidden(`This is for ${roles.join(' or ')} accounts only`);
      }
      // Tokens outlive nothing: a removed account's token stops working at once.
      if (!(await accountExists(app.db, claims.userType, claims.userId))) {
        throw unauthorized('Please sign in again');
      }
      request.user = claims;
    };
  app.decorate('requireRole', requireRole);
  app.decorate('identifyIfSignedIn', (...roles: UserType[]) => {
    const check = requireRole(...roles);
    return async (request: FastifyRequest) => {
      if (request.headers.authorization) await check(request);
    };
  });
});

/** The signed-in user of a route guarded by requireRole. */
export function currentUser(request: FastifyRequest): AccessClaims {
  if (!request.user) throw unauthorized();
  return request.user;
}
