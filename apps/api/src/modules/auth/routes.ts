import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  messageResponseSchema,
  refreshBodySchema,
  refreshResponseSchema,
  sendOtpBodySchema,
  verifyOtpBodySchema,
  verifyOtpResponseSchema,
} from '@care/shared';
import { createAccessTokens } from './access-token.ts';
import { createOtpService } from './otp.service.ts';
import { createRefreshTokens } from './refresh.service.ts';
import { createAuthService } from './service.ts';

/**
 * OTP sign-in for every role at the spec's paths (the customer prefix serves all roles: the
 * role travels in `userType`), and session refresh and logout.
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  const auth = createAuthService({
    otp: createOtpService({ db, config, sms: app.sms }),
    access: createAccessTokens(config.jwtSecret),
    refresh: createRefreshTokens(db),
  });

  app.post(
    '/customer/auth/sendLoginOTP',
    {
      schema: {
        tags: ['auth'],
        summary: 'Send a 6-digit sign-in code by SMS',
        body: sendOtpBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await auth.sendOtp({ ...request.body, ip: request.ip });
      return { success: true as const, message: 'OTP sent successfully' };
    },
  );

  app.post(
    '/customer/auth/verifyOTP',
    {
      schema: {
        tags: ['auth'],
        summary: 'Verify the code and sign in',
        body: verifyOtpBodySchema,
        response: { 200: verifyOtpResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'OTP Verified Successfully',
      data: await auth.verifyOtp(request.body),
    }),
  );

  app.post(
    '/auth/refresh',
    {
      schema: {
        tags: ['auth'],
        summary: 'Exchange a refresh token for a new pair (the old one stops working)',
        body: refreshBodySchema,
        response: { 200: refreshResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: { tokens: await auth.refresh(request.body.refreshToken) },
    }),
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'End the sign-in that this refresh token belongs to',
        body: refreshBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await auth.logout(request.body.refreshToken);
      return { success: true as const, message: 'Logged out successfully' };
    },
  );
};
