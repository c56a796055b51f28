import type { SendOtpBody } from '@care/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequestEnvelope } from '../../../lib/api';

/** POST sendLoginOTP: texts a 6-digit code. Rate limited (429) with a message worth showing. */
export async function sendLoginOtp(body: SendOtpBody): Promise<string | undefined> {
  const envelope = await apiRequestEnvelope<unknown>('/customer/auth/sendLoginOTP', {
    method: 'POST',
    body,
  });
  return envelope.message;
}

export function useSendLoginOtp() {
  return useMutation({ mutationFn: sendLoginOtp });
}
