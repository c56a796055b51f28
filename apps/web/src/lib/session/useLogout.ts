import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../components/ui/toast';
import { clearAllTokens, getCustomerTokens, getSellerTokens } from '../tokens';
import { logoutSession } from '../queries/logout';
import { reloadPage } from './reloadPage';

/** SPEC 9: the logout redirect waits one second, so the toast is seen. */
export const LOGOUT_REDIRECT_DELAY_MS = 1000;

/**
 * Logout per SPEC 2: end the sessions on the server (failure ignored: the person is leaving
 * either way), clear both stored pairs, say so, then go to /login and reload after 1 second so
 * nothing of the session stays in memory.
 */
export function useLogout() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const [isLoggingOut, setIsLoggingOut] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const logout = useCallback(() => {
    setIsLoggingOut(true);
    const refreshTokens = [getCustomerTokens(), getSellerTokens()]
      .map((pair) => pair?.refreshToken)
      .filter((token): token is string => Boolean(token));
    for (const refreshToken of refreshTokens) {
      logoutSession(refreshToken).catch(() => undefined);
    }
    clearAllTokens();
    toast.success(t('spec.loggedOut'));
    timer.current = window.setTimeout(() => {
      void Promise.resolve(navigate('/login', { replace: true })).then(reloadPage);
    }, LOGOUT_REDIRECT_DELAY_MS);
  }, [navigate, t]);

  return { logout, isLoggingOut };
}
