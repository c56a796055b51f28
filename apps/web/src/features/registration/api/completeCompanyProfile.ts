import type { CompanyProfileBody, CompanyRegistration } from '@care/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequestEnvelope } from '../../../lib/api';

/** PUT completeCompanyProfile; companies keep their tokens in the provider pair (SPEC 3). */
export function completeCompanyProfile(body: CompanyProfileBody) {
  return apiRequestEnvelope<CompanyRegistration>('/company/auth/completeCompanyProfile', {
    method: 'PUT',
    body,
    auth: 'provider',
  });
}

export function useCompleteCompanyProfile() {
  return useMutation({ mutationFn: completeCompanyProfile });
}
