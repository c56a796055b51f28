import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { OperatorRole, UserType } from '@care/shared';
import { createAccessTokens, type AccessClaims } from '../modules/auth/access-token.ts';
import { operatorRoleOf } from '../modules/auth/operator-role.ts';
import { familyRevoked } from '../modules/auth/refresh.repository.ts';
import { accountExists, operatorMobile } from '../modules/auth/users.repository.ts';
import { forbidden, unauthorized } from '../lib/errors.ts';

/** The operator behind an Admin token, with the role the settings give them today. */
export interface Operator {
  id: string;
  mobile: string;
  role: OperatorRole;
}

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
    /** Set by requireRole for an Admin token: who the operator is and their role. */
    operator: Operator | null;
  }
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  const access = createAccessTokens(app.config.jwtSecret);
  app.decorateRequest('user', null);
  app.decorateRequest('operator', null);

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
      // Logout ends the sign-in's access tokens at once, on every process (decision 020).
      if (claims.sessionId && (await familyRevoked(app.db, claims.sessionId))) {
        throw unauthorized('Your session has ended. Please sign in again.');
      }
      if (claims.userType === 'Admin') {
        // An operator's rights follow the settings today, not what they were at sign-in.
        const mobile = await operatorMobile(app.db, claims.userId);
        if (!mobile) throw unauthorized('Please sign in again');
        const role = operatorRoleOf(app.config, mobile);
        if (!role) throw forbidden('This number is no longer an operator');
        request.operator = { id: claims.userId, mobile, role };
      } else if (!(await accountExists(app.db, claims.userType, claims.userId))) {
        // Tokens outlive nothing: a removed account's token stops working at once.
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

/** The operator of a route guarded by requireRole('Admin'). */
export function currentOperator(request: FastifyRequest): Operator {
  if (!request.operator) throw unauthorized();
  return request.operator;
}

/** The signed-in user of a route guarded by requireRole. */
export function currentUser(request: FastifyRequest): AccessClaims {
  if (!request.user) throw unauthorized();
  return request.user;
}
