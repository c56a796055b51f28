import { z } from 'zod';
import {
  companyLogoResponseSchema,
  companyProfileEditSchema,
  myCompanyProfileResponseSchema,
  myProviderProfileResponseSchema,
  photoFileParamsSchema,
  photoUploadBodySchema,
  providerPhotoResponseSchema,
  providerProfileEditSchema,
} from '../schemas/seller-profile.ts';
import { defineContract } from './define.ts';

/**
 * The caregiver's own profile from the dashboard: what families see (words and photo), and
 * where the operator's check stands. Providers under /provider/auth/, companies under
 * /company/auth/, beside the spec's completeProviderProfile and completeCompanyProfile.
 */
export const providerProfileContracts = {
  getMyProfile: defineContract({
    method: 'GET',
    path: '/provider/auth/getMyProfile',
    access: ['Provider'],
    tag: 'seller profile',
    summary: 'My public profile, photo, and verification status with the reason when refused',
    response: myProviderProfileResponseSchema,
  }),
  updateMyProfile: defineContract({
    method: 'PUT',
    path: '/provider/auth/updateMyProfile',
    access: ['Provider'],
    tag: 'seller profile',
    summary: 'Edit name, about, certification, address and PIN code; a new name is checked again',
    body: providerProfileEditSchema,
    response: myProviderProfileResponseSchema,
  }),
  uploadPhoto: defineContract({
    method: 'PUT',
    path: '/provider/auth/uploadProfileImage',
    access: ['Provider'],
    tag: 'seller profile',
    summary: 'Multipart file `photo`: JPEG, PNG or WebP (by content), at most 5 MB; resized',
    body: photoUploadBodySchema,
    bodyType: 'multipart',
    response: providerPhotoResponseSchema,
  }),
};

export const companyProfileContracts = {
  getMyProfile: defineContract({
    method: 'GET',
    path: '/company/auth/getMyProfile',
    access: ['Company'],
    tag: 'seller profile',
    summary: 'My public profile, logo, and verification status with the reason when refused',
    response: myCompanyProfileResponseSchema,
  }),
  updateMyProfile: defineContract({
    method: 'PUT',
    path: '/company/auth/updateMyProfile',
    access: ['Company'],
    tag: 'seller profile',
    summary:
      'Edit name, about, email, address, PIN code and GST; a new name or GST is checked again',
    body: companyProfileEditSchema,
    response: myCompanyProfileResponseSchema,
  }),
  uploadPhoto: defineContract({
    method: 'PUT',
    path: '/company/auth/uploadCompanyLogo',
    access: ['Company'],
    tag: 'seller profile',
    summary: 'Multipart file `logo`: JPEG, PNG or WebP (by content), at most 5 MB; resized',
    body: photoUploadBodySchema,
    bodyType: 'multipart',
    response: companyLogoResponseSchema,
  }),
};

/**
 * A caregiver's photo or a company's logo at one of its sizes: public, and cached for a year,
 * since a new upload gets a new address.
 */
export const photoFileContract = defineContract({
  method: 'GET',
  path: '/media/photo/:year/:month/:file',
  access: 'public',
  tag: 'seller profile',
  summary: 'A profile photo or company logo (WebP), cached for a year',
  params: photoFileParamsSchema,
  responseType: 'file',
  response: z.string().describe('The image, as image/webp'),
});
