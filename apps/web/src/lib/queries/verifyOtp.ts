import { authContracts, type ContractData, type VerifyOtpBody } from '@care/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '../call';

/** The signed-in user and a token pair. */
export type VerifiedSession = ContractData<typeof authContracts.verifyOTP>;

/** POST verifyOTP: exchanges the code for the signed-in user and a token pair. */
export function verifyOtp(body: VerifyOtpBody): Promise<VerifiedSession> {
  return call(authContracts.verifyOTP, { body });
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
