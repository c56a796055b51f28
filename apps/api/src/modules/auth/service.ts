import type { SessionUser, Tokens, UserType } from '@care/shared';
import type { Database } from '../../db/client.ts';
import type { AccessTokens } from './access-token.ts';
import type { OtpService } from './otp.service.ts';
import type { RefreshTokens, Subject } from './refresh.service.ts';
import { findOrCreateAccount } from './users.repository.ts';

/** Sign-in: a verified OTP opens (or creates) the account and starts a session. */
export function createAuthService(deps: {
  db: Database;
  otp: OtpService;
  access: AccessTokens;
  refresh: RefreshTokens;
}) {
  const { db, otp, access, refresh } = deps;

  async function tokensFor(subject: Subject, refreshToken?: string): Promise<Tokens> {
    return {
      accessToken: await access.sign(subject),
      refreshToken: refreshToken ?? (await refresh.start(subject)),
    };
  }

  return {
    sendOtp: otp.send,

    async verifyOtp(input: {
      mobile: string;
      userType: UserType;
      otp: string;
    }): Promise<{ user: SessionUser; tokens: Tokens }> {
      await otp.verify(input);
      const account = await findOrCreateAccount(db, input.userType, input.mobile);
      const tokens = await tokensFor({ userId: account.id, userType: input.userType });
      return {
        user: {
          id: account.id,
          userType: input.userType,
          mobile: account.mobile,
          isRegistered: account.isRegistered,
        },
        tokens,
      };
    },

    async refresh(refreshToken: string): Promise<Tokens> {
      const rotated = await refresh.rotate(refreshToken);
      return tokensFor(rotated.subject, rotated.refreshToken);
    },

    logout: refresh.revoke,
  };
}
