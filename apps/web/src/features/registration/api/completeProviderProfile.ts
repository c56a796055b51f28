import { registrationContracts as calls, type ProviderProfileBody } from '@care/shared';
import { useMutation } from '@tanstack/react-query';
import { callForResponse } from '../../../lib/call';

export interface ProviderProfileSubmission {
  details: Omit<ProviderProfileBody, 'mobile'>;
  /** The number that signed in; the server checks it is the account's own. */
  mobile: string;
  govtID: File | null;
  certification: File | null;
}

/** The multipart body of SPEC 3's provider payload; a document not chosen is left out. */
export function providerProfileFormData({
  details,
  mobile,
  govtID,
  certification,
}: ProviderProfileSubmission): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries({ ...details, mobile })) body.append(name, value);
  if (govtID) body.append('govtID', govtID, govtID.name);
  if (certification) body.append('certification', certification, certification.name);
  return body;
}

/** PUT completeProviderProfile with the provider's bearer token from verifyOTP. */
export function completeProviderProfile(submission: ProviderProfileSubmission) {
  return callForResponse(calls.completeProviderProfile, {
    body: providerProfileFormData(submission),
  });
}

export function useCompleteProviderProfile() {
  return useMutation({ mutationFn: completeProviderProfile });
}
