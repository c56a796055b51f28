import {
  companyDocumentFiles,
  companyProfileContracts,
  profilePhotoFields,
  providerProfileContracts,
  registrationContracts,
  registrationFiles,
  type CompanyProfileEditInput,
  type MyCompanyProfile,
  type MyProviderProfile,
  type ProviderProfileEditInput,
  type SellerKind,
} from '@care/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callForResponse } from '../../../lib/call';
import { dashboardKeys } from './keys';

/*
 * The caregiver's own profile: what families see, the photo or logo, and where the operator's
 * check stands. Providers and companies have their own calls and fields.
 */

export type MyProfile =
  ({ kind: 'Provider' } & MyProviderProfile) | ({ kind: 'Company' } & MyCompanyProfile);

export const profileKey = (caregiver: SellerKind, userId: string) =>
  [...dashboardKeys.all, 'profile', caregiver, userId] as const;

export function useMyProfile(caregiver: SellerKind, userId: string) {
  return useQuery({
    queryKey: profileKey(caregiver, userId),
    queryFn: async ({ signal }): Promise<MyProfile> =>
      caregiver === 'Company'
        ? {
            kind: 'Company',
            ...(await call(companyProfileContracts.getMyProfile, {}, { signal })),
          }
        : {
            kind: 'Provider',
            ...(await call(providerProfileContracts.getMyProfile, {}, { signal })),
          },
  });
}

export type ProfileEdit =
  | { kind: 'Provider'; body: ProviderProfileEditInput }
  | { kind: 'Company'; body: CompanyProfileEditInput };

/** A saved profile can change the verification state, and with it whether families see them. */
function useProfileMutation<I, R>(mutationFn: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...dashboardKeys.all, 'profile'] }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.business() }),
      ]),
  });
}

/** Saves the words; the answer's message says when the operator checks them again. */
export function useSaveProfile() {
  return useProfileMutation((edit: ProfileEdit): Promise<{ message?: string }> =>
    edit.kind === 'Company'
      ? callForResponse(companyProfileContracts.updateMyProfile, { body: edit.body })
      : callForResponse(providerProfileContracts.updateMyProfile, { body: edit.body }),
  );
}

export function useUploadPhoto(caregiver: SellerKind) {
  return useProfileMutation(async (file: File): Promise<{ message?: string }> => {
    const body = new FormData();
    body.append(profilePhotoFields[caregiver], file);
    return caregiver === 'Company'
      ? callForResponse(companyProfileContracts.uploadPhoto, { body })
      : callForResponse(providerProfileContracts.uploadPhoto, { body });
  });
}

/** The document fields each kind sends, with their labels. */
export const documentFieldsOf = {
  Provider: registrationFiles.fields,
  Company: companyDocumentFiles.fields,
} as const;

/** Sends documents (again) for checking; the caregiver goes back to PENDING. */
export function useSendDocuments(caregiver: SellerKind) {
  return useProfileMutation(
    async (files: Record<string, File | null>): Promise<{ message?: string }> => {
      const body = new FormData();
      for (const [field, file] of Object.entries(files)) if (file) body.append(field, file);
      return caregiver === 'Company'
        ? callForResponse(registrationContracts.uploadCompanyDocuments, { body })
        : callForResponse(registrationContracts.uploadProviderDocuments, { body });
    },
  );
}
