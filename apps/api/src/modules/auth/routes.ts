import type { FastifyPluginAsync } from 'fastify';
import { authContracts as calls } from '@care/shared';
import { route } from '../../lib/route.ts';
import { createAccessTokens } from './access-token.ts';
import { createOtpService } from './otp.service.ts';
import { createRefreshTokens } from './refresh.service.ts';
import { createAuthService } from './service.ts';

/**
 * OTP sign-in for every role at the spec's paths (the customer prefix serves all roles: the
 * role travels in `userType`), and session refresh and logout.
 */
export const authRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app;
  const auth = createAuthService({
    otp: createOtpService({ db, config, sms: app.sms }),
    access: createAccessTokens(config.jwtSecret),
    refresh: createRefreshTokens(db, { reuseGraceMs: config.refreshReuseGraceSeconds * 1000 }),
  });

  route(app, calls.sendLoginOTP, async ({ body, request }) => {
    await auth.sendOtp({ ...body, ip: request.ip });
    return { success: true as const, message: 'OTP sent successfully' };
  });

  route(app, calls.verifyOTP, async ({ body }) => ({
    success: true as const,
    message: 'OTP Verified Successfully',
    data: await auth.verifyOtp(body),
  }));

  route(app, calls.refresh, async ({ body }) => ({
    success: true as const,
    data: { tokens: await auth.refresh(body.refreshToken) },
  }));

  route(app, calls.logout, async ({ body }) => {
    await auth.logout(body.refreshToken);
    return { success: true as const, message: 'Logged out successfully' };
  });
};
