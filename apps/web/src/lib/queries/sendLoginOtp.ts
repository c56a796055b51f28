import { authContracts, type SendOtpBody } from '@care/shared';
import { useMutation } from '@tanstack/react-query';
import { callForResponse } from '../call';

/** POST sendLoginOTP: texts a 6-digit code. Rate limited (429) with a message worth showing. */
export async function sendLoginOtp(body: SendOtpBody): Promise<string | undefined> {
  const envelope = await callForResponse(authContracts.sendLoginOTP, { body });
  return envelope.message;
}

export function useSendLoginOtp() {
  return useMutation({ mutationFn: sendLoginOtp });
}
