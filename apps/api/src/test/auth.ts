import type { FastifyInstance } from 'fastify';
import type { Tokens, UserType } from '@care/shared';

let nextMobile = 9_700_000_000;
/** A fresh valid Indian mobile per call, so tests never trip each other's OTP limits. */
export function uniqueMobile(): string {
  nextMobile += 1;
  return String(nextMobile);
}

export async function latestOtp(app: FastifyInstance, mobile: string): Promise<string> {
  const res = await app.inject({ url: `/api/v1/dev/outbox?mobile=${mobile}` });
  const otp = res.json().data[0]?.otp;
  if (!otp) throw new Error(`no OTP in the outbox for ${mobile}`);
  return otp;
}

export interface SignedIn {
  id: string;
  mobile: string;
  tokens: Tokens;
  isRegistered: boolean;
  auth: { authorization: string };
}

/** The whole OTP sign-in through the public API, as a client would do it. */
export async function signIn(
  app: FastifyInstance,
  userType: UserType = 'Customer',
  mobile = uniqueMobile(),
): Promise<SignedIn> {
  const sent = await app.inject({
    method: 'POST',
    url: '/api/v1/customer/auth/sendLoginOTP',
    payload: { userType, mobile },
  });
  if (sent.statusCode !== 200) throw new Error(`sendLoginOTP failed: ${sent.body}`);
  const otp = await latestOtp(app, mobile);
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/customer/auth/verifyOTP',
    payload: { userType, mobile, otp },
  });
  if (res.statusCode !== 200) throw new Error(`verifyOTP failed: ${res.body}`);
  const { user, tokens } = res.json().data;
  return {
    id: user.id,
    mobile,
    tokens,
    isRegistered: user.isRegistered,
    auth: { authorization: `Bearer ${tokens.accessToken}` },
  };
}

/** An operator of the admin role: ADMIN_MOBILES defaults to this number. */
export const signInAdminOperator = (app: FastifyInstance) => signIn(app, 'Admin', '9000000001');

/** An operator of the support role: SUPPORT_MOBILES defaults to this number. */
export const signInSupportOperator = (app: FastifyInstance) => signIn(app, 'Admin', '9000000002');
