import { authContracts } from '@care/shared';
import { callForResponse } from '../call';

/**
 * POST /auth/logout: ends the sign-in this refresh token belongs to on the server. keepalive
 * lets it finish even though the page reloads right after.
 */
export async function logoutSession(refreshToken: string): Promise<void> {
  await callForResponse(authContracts.logout, { body: { refreshToken } }, { keepalive: true });
}
