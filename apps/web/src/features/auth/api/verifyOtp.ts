import type { SessionUser, Tokens, VerifyOtpBody } from '@care/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

export interface VerifiedSession {
  user: SessionUser;
  tokens: Tokens;
}

/** POST verifyOTP: exchanges the code for the signed-in user and a token pair. */
export function verifyOtp(body: VerifyOtpBody): Promise<VerifiedSession> {
  return apiRequest<VerifiedSession>('/customer/auth/verifyOTP', { method: 'POST', body });
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
