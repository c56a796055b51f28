import { registrationContracts as calls, type CompanyDocumentField } from '@care/shared';
import { useMutation } from '@tanstack/react-query';
import { callForResponse } from '../../../lib/call';

export type CompanyDocumentFiles = Record<CompanyDocumentField, File | null>;

/** PUT uploadCompanyDocuments: the chosen certificates as multipart files. */
export function uploadCompanyDocuments(files: CompanyDocumentFiles) {
  const body = new FormData();
  for (const [field, file] of Object.entries(files)) if (file) body.append(field, file);
  return callForResponse(calls.uploadCompanyDocuments, { body });
}

export function useUploadCompanyDocuments() {
  return useMutation({ mutationFn: uploadCompanyDocuments });
}
