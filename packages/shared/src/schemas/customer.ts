import { z } from 'zod';
import { envelope, idSchema, isoDateSchema, text } from './common.ts';
import { PINCODE_PATTERN } from '../listing-params.ts';

export const genders = ['Male', 'Female', 'Other'] as const;
export const genderSchema = z.enum(genders, { message: 'Please select a gender' });

export const relations = [
  'Father',
  'Mother',
  'Spouse',
  'Son',
  'Daughter',
  'Brother',
  'Sister',
  'Grandfather',
  'Grandmother',
  'Other',
] as const;

export const pincodeSchema = text().trim().regex(PINCODE_PATTERN, 'Enter a valid 6-digit pincode');

const nameSchema = text({ message: 'Name is required' })
  .trim()
  .min(2, 'Name is required')
  .max(80, 'Name is too long');

/** Date of birth: a real past date, for a person 1 to 120 years old. */
export const dobSchema = isoDateSchema.refine(
  (value) => {
    const dob = new Date(`${value}T00:00:00Z`);
    const now = new Date();
    const oldest = new Date(
      Date.UTC(now.getUTCFullYear() - 120, now.getUTCMonth(), now.getUTCDate()),
    );
    return dob < now && dob >= oldest;
  },
  { message: 'Enter a valid date of birth' },
);

/** completeCustomerProfile: section 5 — pincode optional, the rest required. */
export const customerProfileBodySchema = z.strictObject({
  name: nameSchema,
  // Trimmed before it is checked: a space typed after the address is not a wrong address.
  email: text({ message: 'Enter a valid email' })
    .trim()
    .pipe(z.email({ message: 'Enter a valid email' }).max(120, 'Email is too long')),
  gender: genderSchema,
  dob: dobSchema,
  address: text().trim().min(5, 'Address is required').max(300, 'Address is too long'),
  // Optional: blank, missing or null all mean "not given" (the form sends what it parsed).
  pincode: z
    .union([pincodeSchema, z.literal('')])
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type CustomerProfileInput = z.input<typeof customerProfileBodySchema>;
export type CustomerProfileBody = z.output<typeof customerProfileBodySchema>;

export const customerProfileSchema = z.object({
  id: idSchema,
  name: text().nullable(),
  email: text().nullable(),
  gender: text().nullable(),
  dob: text().nullable(),
  address: text().nullable(),
  pincode: text().nullable(),
  phone: text(),
});
export type CustomerProfile = z.infer<typeof customerProfileSchema>;
export const customerProfileResponseSchema = envelope(customerProfileSchema);

/** A care recipient. Same rules in the booking modal and on the profile page. */
export const familyMemberBodySchema = z.strictObject({
  name: nameSchema,
  gender: genderSchema,
  // A JSON number, not coerced: `true` or "70" is a client bug to report, not a 1 or a 70 to
  // store. The forms turn what was typed into a number before validating.
  age: z
    .number({
      error: (issue) => (issue.input === undefined ? 'Age is required' : 'Age must be a number'),
    })
    .int('Age must be a whole number')
    .min(1, 'Age must be between 1 and 120')
    .max(120, 'Age must be between 1 and 120'),
  relation: text().trim().min(1, 'Relation is required').max(40, 'Relation is too long'),
  note: text()
    .trim()
    .max(500, 'Note is too long')
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
});
export type FamilyMemberInput = z.input<typeof familyMemberBodySchema>;
export type FamilyMemberBody = z.output<typeof familyMemberBodySchema>;

export const familyMemberSchema = z.object({
  id: idSchema,
  name: text(),
  gender: text(),
  age: z.number().int(),
  relation: text(),
  note: text().nullable(),
  image: text().nullable(),
});
export type FamilyMember = z.infer<typeof familyMemberSchema>;
export const familyMemberResponseSchema = envelope(familyMemberSchema);
export const familyMembersResponseSchema = envelope(z.array(familyMemberSchema));
