import { apiRequest } from '../../../lib/api';

/**
 * POST /auth/logout: ends the sign-in this refresh token belongs to on the server. keepalive
 * lets it finish even though the page reloads right after.
 */
export async function logoutSession(refreshToken: string): Promise<void> {
  await apiRequest<unknown>('/auth/logout', {
    method: 'POST',
    body: { refreshToken },
    keepalive: true,
  });
}
