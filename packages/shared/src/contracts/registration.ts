import {
  documentsOnlyBodySchema,
  companyDocumentsResponseSchema,
  companyProfileBodySchema,
  companyRegistrationResponseSchema,
  providerProfileBodySchema,
  providerRegistrationResponseSchema,
} from '../schemas/registration.ts';
import { defineContract } from './define.ts';

/** Completing a caregiver's profile after the first sign-in (SPEC 3 and 7). */
export const registrationContracts = {
  /** Multipart: the details as fields, plus the documents as files; the API parses the form. */
  completeProviderProfile: defineContract({
    method: 'PUT',
    path: '/provider/auth/completeProviderProfile',
    access: ['Provider'],
    tag: 'registration',
    summary:
      'Complete a provider profile: multipart fields name, email, mobile, gender, dob, ' +
      'address, pincode and optional files govtID, certification (JPEG, PNG, WebP or PDF)',
    body: providerProfileBodySchema,
    bodyType: 'multipart',
    response: providerRegistrationResponseSchema,
  }),
  completeCompanyProfile: defineContract({
    method: 'PUT',
    path: '/company/auth/completeCompanyProfile',
    access: ['Company'],
    tag: 'registration',
    summary: 'Complete a company profile',
    body: companyProfileBodySchema,
    response: companyRegistrationResponseSchema,
  }),
  /** The provider's documents alone, sent again from the dashboard; the profile stays. */
  uploadProviderDocuments: defineContract({
    method: 'PUT',
    path: '/provider/auth/uploadProviderDocuments',
    access: ['Provider'],
    tag: 'registration',
    summary:
      'Send documents again: multipart files govtID and/or certification (JPEG, PNG, WebP or ' +
      'PDF, at most 5 MB each); puts the provider back to PENDING',
    body: documentsOnlyBodySchema,
    bodyType: 'multipart',
    response: providerRegistrationResponseSchema,
  }),
  /** Multipart, like the provider's documents: sending them (again) asks for a new check. */
  uploadCompanyDocuments: defineContract({
    method: 'PUT',
    path: '/company/auth/uploadCompanyDocuments',
    access: ['Company'],
    tag: 'registration',
    summary:
      'Send the company documents for checking: multipart files registrationCertificate and ' +
      'gstCertificate (JPEG, PNG, WebP or PDF, at most 5 MB each); puts the company back to PENDING',
    body: documentsOnlyBodySchema,
    bodyType: 'multipart',
    response: companyDocumentsResponseSchema,
  }),
};
