import type { UserType } from '@care/shared';
import { createAccessTokens } from '../modules/auth/access-token.ts';

/** A bearer header for a user made directly in the database, skipping the OTP round trip. */
export async function bearerFor(
  jwtSecret: string,
  userId: string,
  userType: UserType,
): Promise<{ authorization: string }> {
  const token = await createAccessTokens(jwtSecret).sign({ userId, userType });
  return { authorization: `Bearer ${token}` };
}
