import { z } from 'zod';
import { isCalendarDate, todayInIndia } from '../booking/dates.ts';
import { mobileSchema } from './auth.ts';
import { envelope, idSchema, isoDateSchema, text } from './common.ts';
import { genderSchema, pincodeSchema } from './customer.ts';

/*
 * Provider and company registration (SPEC 2, 3, 5 and 7). The same schemas validate the API
 * routes, the registration forms and type the web client.
 */

// Its own module, so a page that only names the kinds does not load the schemas below.
export { sellerKinds, type SellerKind } from '../seller-kinds.ts';

/** Caregivers work unsupervised in people's homes: only adults may register. */
export const MIN_PROVIDER_AGE = 18;
/** Past this a date of birth is a typing mistake, not a working caregiver. */
export const MAX_PROVIDER_AGE = 100;

/** Documents: what the API accepts (it sniffs the bytes; the name and declared type are ignored). */
export const registrationFiles = {
  /** The default of UPLOAD_MAX_BYTES; the server's setting is the judge. */
  maxBytes: 5 * 1024 * 1024,
  mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
  /** For `<input type="file" accept>`: the spec's "images or pdf". */
  accept: 'image/*,.pdf',
  fields: { govtID: 'Government ID', certification: 'Certification' },
} as const;
export type RegistrationFileField = keyof typeof registrationFiles.fields;
export const registrationFileFields = Object.keys(
  registrationFiles.fields,
) as RegistrationFileField[];

/** A company's documents: the same types and size limit as a provider's. */
export const companyDocumentFiles = {
  fields: {
    registrationCertificate: 'Registration certificate',
    gstCertificate: 'GST certificate',
  },
} as const;
export type CompanyDocumentField = keyof typeof companyDocumentFiles.fields;

/** Every kind of document a seller sends the operator, a provider's and a company's. */
export const sellerDocumentKinds = [
  ...registrationFileFields,
  ...(Object.keys(companyDocumentFiles.fields) as CompanyDocumentField[]),
] as const;
export type SellerDocumentKind = RegistrationFileField | CompanyDocumentField;

export const sellerEmailSchema = z
  .email({ message: 'Enter a valid email' })
  .trim()
  .max(120, 'Email is too long');
export const sellerAddressSchema = text({ message: 'Address is required' })
  .trim()
  .min(5, 'Address is required')
  .max(300, 'Address is too long');
export const requiredPincodeSchema = text({ message: 'Pincode is required' }).pipe(pincodeSchema);

/**
 * The date `years` years before `today` in India, as YYYY-MM-DD (string order is date order).
 * On 29 February the same day may not exist that year: 28 February is then the anniversary.
 */
export function yearsAgo(years: number, today: string = todayInIndia()): string {
  const date = `${String(Number(today.slice(0, 4)) - years).padStart(4, '0')}${today.slice(4)}`;
  const anniversary = date.replace(/-02-29$/, '-02-28');
  return isCalendarDate(date) ? date : anniversary;
}

/** The latest date of birth that may register today (the date picker's `max`). */
export const latestProviderDob = (): string => yearsAgo(MIN_PROVIDER_AGE);

export const providerDobSchema = text({ message: 'Date of birth is required' })
  .min(1, 'Date of birth is required')
  .pipe(isoDateSchema)
  .refine((dob) => dob <= latestProviderDob(), {
    message: `You must be at least ${MIN_PROVIDER_AGE} years old to register`,
  })
  .refine((dob) => dob > yearsAgo(MAX_PROVIDER_AGE), {
    message: 'Enter a valid date of birth',
  });

/**
 * completeProviderProfile's text fields (sent as multipart form fields). `mobile` is optional:
 * the account is the number that signed in, so when sent it must be that same number.
 */
export const providerNameSchema = text({ message: 'Name is required' })
  .trim()
  .min(2, 'Name is required')
  .max(80, 'Name is too long');

export const providerProfileBodySchema = z.strictObject({
  name: providerNameSchema,
  email: sellerEmailSchema,
  mobile: mobileSchema.optional(),
  gender: genderSchema,
  dob: providerDobSchema,
  address: sellerAddressSchema,
  pincode: requiredPincodeSchema,
});
export type ProviderProfileInput = z.input<typeof providerProfileBodySchema>;
export type ProviderProfileBody = z.output<typeof providerProfileBodySchema>;

/** The personal-details step of the form: everything but the mobile, which signed in. */
export const providerDetailsFormSchema = providerProfileBodySchema.omit({ mobile: true });

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * A GSTIN: 2-digit state code, the 10-character PAN, entity number, 'Z', and a check character
 * (mod-36 over the first 14), so a single mistyped character is caught before the operator sees it.
 */
export function isValidGstin(value: string): boolean {
  if (!/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(value[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36] === value[14];
}

/** Blank, missing or null mean "not given"; spaces and lower case are forgiven. */
export const optionalGstinSchema = text({ message: 'Enter a valid 15-character GSTIN' })
  .nullish()
  .transform((value, ctx) => {
    const gstin = (value ?? '').replace(/\s+/g, '').toUpperCase();
    if (!gstin) return null;
    if (!isValidGstin(gstin)) {
      ctx.addIssue({ code: 'custom', message: 'Enter a valid 15-character GSTIN' });
      return z.NEVER;
    }
    return gstin;
  });

/** completeCompanyProfile: SPEC 5 — everything required but gst. */
export const companyNameSchema = text({ message: 'Company name is required' })
  .trim()
  .min(2, 'Company name is required')
  .max(120, 'Company name is too long');

export const companyProfileBodySchema = z.strictObject({
  companyName: companyNameSchema,
  email: sellerEmailSchema,
  address: sellerAddressSchema,
  pincode: requiredPincodeSchema,
  gst: optionalGstinSchema,
});
export type CompanyProfileInput = z.input<typeof companyProfileBodySchema>;
export type CompanyProfileBody = z.output<typeof companyProfileBodySchema>;

export const verificationStatusSchema = z.enum(['PENDING', 'VERIFIED', 'REJECTED']);

export const uploadedDocumentSchema = z.object({
  id: idSchema,
  mimeType: text(),
  sizeBytes: z.number().int(),
});
export type UploadedDocument = z.infer<typeof uploadedDocumentSchema>;

export const providerRegistrationSchema = z.object({
  id: idSchema,
  mobile: text(),
  name: text(),
  email: text(),
  gender: text(),
  dob: text(),
  address: text(),
  pincode: text(),
  /** PENDING until the operator has checked the documents; only VERIFIED sellers are listed. */
  verificationStatus: verificationStatusSchema,
  govtID: uploadedDocumentSchema.nullable(),
  certification: uploadedDocumentSchema.nullable(),
});
export type ProviderRegistration = z.infer<typeof providerRegistrationSchema>;
export const providerRegistrationResponseSchema = envelope(providerRegistrationSchema);

/** A company's documents as received: where the check stands, and what the operator will see. */
export const companyDocumentsSchema = z.object({
  verificationStatus: verificationStatusSchema,
  registrationCertificate: uploadedDocumentSchema.nullable(),
  gstCertificate: uploadedDocumentSchema.nullable(),
});
export type CompanyDocuments = z.infer<typeof companyDocumentsSchema>;
export const companyDocumentsResponseSchema = envelope(companyDocumentsSchema);
/** An upload of documents alone: files, and no text fields. */
export const documentsOnlyBodySchema = z.strictObject({});

export const companyRegistrationSchema = z.object({
  id: idSchema,
  mobile: text(),
  companyName: text(),
  email: text(),
  address: text(),
  pincode: text(),
  gst: text().nullable(),
  verificationStatus: verificationStatusSchema,
});
export type CompanyRegistration = z.infer<typeof companyRegistrationSchema>;
export const companyRegistrationResponseSchema = envelope(companyRegistrationSchema);
