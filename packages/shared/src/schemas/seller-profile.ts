import { z } from 'zod';
import { envelope, idSchema, text } from './common.ts';
import {
  companyNameSchema,
  optionalGstinSchema,
  providerNameSchema,
  requiredPincodeSchema,
  sellerAddressSchema,
  sellerEmailSchema,
  verificationStatusSchema,
} from './registration.ts';

/*
 * What a caregiver or company shows families, edited from the dashboard: the profile's words,
 * and a photo (caregivers) or a logo (companies).
 */

import { profilePhotoRules } from '../media-rules.ts';

export { profilePhotoRules, type ProfilePhotoSize } from '../media-rules.ts';

/** The multipart file field of each kind's upload. */
export const profilePhotoFields = { Provider: 'photo', Company: 'logo' } as const;

const optionalLongText = (label: string, max: number) =>
  text()
    .trim()
    .max(max, `${label} is too long (at most ${max} characters)`)
    .nullish()
    .transform((value) => value || null);

/** The provider's public words. Skills are the services they offer, edited with the prices. */
export const providerProfileEditSchema = z.strictObject({
  name: providerNameSchema,
  about: optionalLongText('About', 1000),
  certification: optionalLongText('Certification', 200),
  address: sellerAddressSchema,
  pincode: requiredPincodeSchema,
});
export type ProviderProfileEdit = z.output<typeof providerProfileEditSchema>;
export type ProviderProfileEditInput = z.input<typeof providerProfileEditSchema>;

export const companyProfileEditSchema = z.strictObject({
  companyName: companyNameSchema,
  about: optionalLongText('About', 1000),
  email: sellerEmailSchema,
  address: sellerAddressSchema,
  pincode: requiredPincodeSchema,
  gst: optionalGstinSchema,
});
export type CompanyProfileEdit = z.output<typeof companyProfileEditSchema>;
export type CompanyProfileEditInput = z.input<typeof companyProfileEditSchema>;

/** Where the operator's check stands, and the reason they gave when they refused. */
export const sellerVerificationSchema = z.object({
  status: verificationStatusSchema,
  reason: text().nullable(),
});
export type SellerVerification = z.output<typeof sellerVerificationSchema>;

export const myProviderProfileSchema = z.object({
  id: idSchema,
  mobile: text(),
  name: text().nullable(),
  about: text().nullable(),
  certification: text().nullable(),
  address: text().nullable(),
  pincode: text().nullable(),
  /** The photo at the profile page's size, or null for the initials placeholder. */
  profileImage: text().nullable(),
  verification: sellerVerificationSchema,
});
export type MyProviderProfile = z.output<typeof myProviderProfileSchema>;
export const myProviderProfileResponseSchema = envelope(myProviderProfileSchema);

export const myCompanyProfileSchema = z.object({
  id: idSchema,
  mobile: text(),
  companyName: text().nullable(),
  about: text().nullable(),
  email: text().nullable(),
  address: text().nullable(),
  pincode: text().nullable(),
  gst: text().nullable(),
  companyLogo: text().nullable(),
  verification: sellerVerificationSchema,
});
export type MyCompanyProfile = z.output<typeof myCompanyProfileSchema>;
export const myCompanyProfileResponseSchema = envelope(myCompanyProfileSchema);

/** A photo or logo upload has no text fields, only the file. */
export const photoUploadBodySchema = z.strictObject({});
export const providerPhotoResponseSchema = envelope(z.object({ profileImage: text() }));
export const companyLogoResponseSchema = envelope(z.object({ companyLogo: text() }));

/**
 * A stored photo's public address: /media/photo/{year}/{month}/{file}, where the file is a
 * random id and the size, e.g. `6f1c…e2-112.webp`. Only this shape is served; documents never.
 */
export const photoFileParamsSchema = z.object({
  year: text().regex(/^\d{4}$/, 'Not a photo'),
  month: text().regex(/^(0[1-9]|1[0-2])$/, 'Not a photo'),
  file: text().regex(
    new RegExp(`^[0-9a-f-]{36}-(${Object.values(profilePhotoRules.sizes).join('|')})\\.webp$`),
    'Not a photo',
  ),
});
