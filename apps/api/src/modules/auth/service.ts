import type { SessionUser, Tokens, UserType } from '@care/shared';
import type { AccessTokens } from './access-token.ts';
import type { OtpService } from './otp.service.ts';
import type { RefreshTokens, Session, Subject } from './refresh.service.ts';
import { findOrCreateAccount } from './users.repository.ts';

/** Sign-in: a verified OTP opens (or creates) the account and starts a session. */
export function createAuthService(deps: {
  otp: OtpService;
  access: AccessTokens;
  refresh: RefreshTokens;
}) {
  const { otp, access, refresh } = deps;

  async function tokensFor(session: Session, refreshToken: string): Promise<Tokens> {
    return { accessToken: await access.sign(session), refreshToken };
  }

  return {
    sendOtp: otp.send,

    async verifyOtp(input: {
      mobile: string;
      userType: UserType;
      otp: string;
    }): Promise<{ user: SessionUser; tokens: Tokens }> {
      // The code, the account and the session are written together or not at all.
      const { account, session, refreshToken } = await otp.verify(input, async (tx) => {
        const account = await findOrCreateAccount(tx, input.userType, input.mobile);
        const subject: Subject = { userId: account.id, userType: input.userType };
        return { account, ...(await refresh.start(subject, tx)) };
      });
      const tokens = await tokensFor(session, refreshToken);
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
      return tokensFor(rotated.session, rotated.refreshToken);
    },

    logout: refresh.revoke,
  };
}
