import type { SellerKind } from '@care/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toast';
import { i18n } from '../../../lib/i18n';
import { readUnverifiedClaims, sellerKindOf } from '../../../lib/token-claims';
import { clearSellerTokens, getSellerTokens, useSellerToken } from '../../../lib/tokens';
import { logoutSession } from '../../../lib/queries/logout';
import { dashboardKeys } from '../api/keys';

export interface CaregiverSession {
  token: string;
  /** Picks the API paths; a token without the claim is treated as an individual's. */
  caregiver: SellerKind;
  /** Keeps one caregiver's cached lists apart from the next one's on a shared phone. */
  userId: string;
}

/** The signed-in provider or company, from the stored token; null when signed out. */
export function useCaregiverSession(): CaregiverSession | null {
  const token = useSellerToken();
  return useMemo(() => {
    if (!token) return null;
    const { sub } = readUnverifiedClaims(token);
    return {
      token,
      caregiver: sellerKindOf(token) ?? 'Provider',
      userId: typeof sub === 'string' ? sub : '',
    };
  }, [token]);
}

/**
 * Logout for caregivers: end the sign-in on the server (failure ignored, the person is leaving
 * either way), clear the seller pair only (a customer session in the same browser
 * stays), say so, and go to the caregiver sign-in choice.
 */
export function useCaregiverLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isLoggingOut, setIsLoggingOut] = useState(false);

  const logout = useCallback(() => {
    setIsLoggingOut(true);
    const refreshToken = getSellerTokens()?.refreshToken;
    if (refreshToken) logoutSession(refreshToken).catch(() => undefined);
    clearSellerTokens();
    toast.success(i18n.t('spec.loggedOut'));
    void Promise.resolve(navigate('/login-dashboard', { replace: true })).then(() =>
      queryClient.removeQueries({ queryKey: dashboardKeys.all }),
    );
  }, [navigate, queryClient]);

  return { logout, isLoggingOut };
}
