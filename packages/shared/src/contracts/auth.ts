import {
  messageResponseSchema,
  refreshBodySchema,
  refreshResponseSchema,
  sendOtpBodySchema,
  verifyOtpBodySchema,
  verifyOtpResponseSchema,
} from '../schemas/auth.ts';
import { defineContract } from './define.ts';

/** Sign-in by OTP for every role (the role travels in `userType`), and the session after it. */
export const authContracts = {
  sendLoginOTP: defineContract({
    method: 'POST',
    path: '/customer/auth/sendLoginOTP',
    access: 'public',
    tag: 'auth',
    summary: 'Send a 6-digit sign-in code by SMS',
    body: sendOtpBodySchema,
    response: messageResponseSchema,
  }),
  verifyOTP: defineContract({
    method: 'POST',
    path: '/customer/auth/verifyOTP',
    access: 'public',
    tag: 'auth',
    summary: 'Verify the code and sign in',
    body: verifyOtpBodySchema,
    response: verifyOtpResponseSchema,
  }),
  refresh: defineContract({
    method: 'POST',
    path: '/auth/refresh',
    access: 'public',
    tag: 'auth',
    summary: 'Exchange a refresh token for a new pair (the old one stops working)',
    body: refreshBodySchema,
    response: refreshResponseSchema,
  }),
  logout: defineContract({
    method: 'POST',
    path: '/auth/logout',
    access: 'public',
    tag: 'auth',
    summary: 'End the sign-in that this refresh token belongs to',
    body: refreshBodySchema,
    response: messageResponseSchema,
  }),
};
