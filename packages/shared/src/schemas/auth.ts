import { z } from 'zod';
import { envelope, idSchema, text } from './common.ts';

export const userTypes = ['Customer', 'Provider', 'Company', 'Admin'] as const;

/** The two kinds of operator (userType Admin): `admin` may do everything, `support` less. */
export const operatorRoles = ['admin', 'support'] as const;
export type OperatorRole = (typeof operatorRoles)[number];
export const userTypeSchema = z.enum(userTypes, {
  message: 'userType must be Customer, Provider, Company or Admin',
});
export type UserType = z.infer<typeof userTypeSchema>;

export const OTP_LENGTH = 6;

/**
 * Indian mobile numbers: 10 digits starting 6 to 9. A +91, 91 or 0 prefix, spaces and dashes
 * are accepted and removed, so '+91 98765-43210' and '09876543210' are the same number.
 */
export function normaliseIndianMobile(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '').replace(/^(\+91|0091|91(?=\d{10}$)|0(?=\d{10}$))/, '');
  return /^[6-9]\d{9}$/.test(digits) ? digits : null;
}

export const mobileSchema = text({ message: 'Please enter mobile number' })
  .trim()
  .min(1, 'Please enter mobile number')
  .max(20, 'Enter a valid 10-digit Indian mobile number')
  .transform((value, ctx) => {
    const mobile = normaliseIndianMobile(value);
    if (!mobile) {
      ctx.addIssue({ code: 'custom', message: 'Enter a valid 10-digit Indian mobile number' });
      return z.NEVER;
    }
    return mobile;
  });

export const otpSchema = text({ message: 'Enter all 6 digits' }).regex(
  /^\d{6}$/,
  'Enter all 6 digits',
);

export const sendOtpBodySchema = z.strictObject({
  userType: userTypeSchema,
  mobile: mobileSchema,
});
export type SendOtpBody = z.input<typeof sendOtpBodySchema>;

export const verifyOtpBodySchema = z.strictObject({
  userType: userTypeSchema,
  mobile: mobileSchema,
  otp: otpSchema,
});
export type VerifyOtpBody = z.input<typeof verifyOtpBodySchema>;

export const tokensSchema = z.object({ accessToken: text(), refreshToken: text() });
export type Tokens = z.infer<typeof tokensSchema>;

export const sessionUserSchema = z.object({
  id: idSchema,
  userType: userTypeSchema,
  mobile: text(),
  isRegistered: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const messageResponseSchema = z.object({
  success: z.literal(true),
  message: text(),
});

export const verifyOtpResponseSchema = envelope(
  z.object({ user: sessionUserSchema, tokens: tokensSchema }),
);
export type VerifyOtpResponse = z.infer<typeof verifyOtpResponseSchema>;

export const refreshBodySchema = z.strictObject({
  refreshToken: text().min(1, 'refreshToken is required').max(200),
});
export const refreshResponseSchema = envelope(z.object({ tokens: tokensSchema }));
