import { registrationContracts as calls, type CompanyProfileBody } from '@care/shared';
import { useMutation } from '@tanstack/react-query';
import { callForResponse } from '../../../lib/call';

/** PUT completeCompanyProfile; companies keep their tokens in the seller pair (SPEC 3). */
export function completeCompanyProfile(body: CompanyProfileBody) {
  return callForResponse(calls.completeCompanyProfile, { body });
}

export function useCompleteCompanyProfile() {
  return useMutation({ mutationFn: completeCompanyProfile });
}
