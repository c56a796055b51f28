import { z } from 'zod';
import { mobileSchema } from './auth.ts';
import { envelope, idSchema, text } from './common.ts';

/*
 * A care recipient's care profile (issue "Peace of mind for families far away"): what a
 * caregiver must know to look after them, kept by the family. It is health data: the family
 * circle reads it, and a caregiver only while their booking is accepted or under way, each view
 * recorded. Every list is short and every text bounded, so a profile stays a page, not a file.
 */

/** A time of day as HH:MM on the 24-hour clock, India time (medicines, pick-up). */
export const timeOfDaySchema = text()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time as HH:MM, e.g. 08:30');

/** A required short text, its two messages written out so each has its Hindi (decision 015). */
const requiredText = (max: number, required: string, tooLong: string) =>
  text().trim().min(1, required).max(max, tooLong);

/** An optional text: blank is stored as null. */
const optionalText = (max: number, tooLong: string) =>
  text()
    .trim()
    .max(max, tooLong)
    .optional()
    .nullable()
    .transform((value) => (value ? value : null));

export const mobilityLevels = [
  'independent',
  'needs-some-help',
  'walker-or-stick',
  'wheelchair',
  'bedridden',
] as const;
export type MobilityLevel = (typeof mobilityLevels)[number];

export const CARE_PROFILE_LIMITS = {
  conditions: 20,
  medicines: 20,
  timesPerMedicine: 6,
  allergies: 20,
  emergencyContacts: 3,
} as const;

export const medicineSchema = z.strictObject({
  /** Kept across edits, so a journal entry's "given" still points at the same medicine. */
  id: idSchema.optional(),
  name: requiredText(80, "Enter the medicine's name", 'Medicine name is too long'),
  dose: optionalText(60, 'Dose is too long'),
  times: z
    .array(timeOfDaySchema)
    .min(1, 'Add at least one time for each medicine')
    .max(CARE_PROFILE_LIMITS.timesPerMedicine, 'At most 6 times a day for one medicine')
    .refine((times) => new Set(times).size === times.length, 'A time is listed twice'),
});
export type MedicineInput = z.input<typeof medicineSchema>;

export const emergencyContactSchema = z.strictObject({
  name: requiredText(60, "Enter the contact's name", 'Contact name is too long'),
  relation: requiredText(40, 'Relation is required', 'Relation is too long'),
  mobile: mobileSchema,
});

export const familyDoctorSchema = z.strictObject({
  name: requiredText(60, "Enter the doctor's name", "Doctor's name is too long"),
  mobile: mobileSchema,
  clinic: optionalText(120, 'Clinic is too long'),
});

/** For a child: where they study and who may collect them, when. */
export const schoolSchema = z.strictObject({
  name: requiredText(120, 'Enter the school name', 'School name is too long'),
  pickUpTime: timeOfDaySchema
    .optional()
    .nullable()
    .transform((value) => value ?? null),
  pickUpBy: optionalText(120, 'Who picks up is too long'),
  notes: optionalText(300, 'School notes are too long'),
});

export const careProfileBodySchema = z.strictObject({
  conditions: z
    .array(requiredText(80, 'A condition is empty', 'A condition is too long'))
    .max(CARE_PROFILE_LIMITS.conditions, 'At most 20 conditions')
    .default([]),
  medicines: z
    .array(medicineSchema)
    .max(CARE_PROFILE_LIMITS.medicines, 'At most 20 medicines')
    .default([]),
  allergies: z
    .array(requiredText(80, 'An allergy is empty', 'An allergy is too long'))
    .max(CARE_PROFILE_LIMITS.allergies, 'At most 20 allergies')
    .default([]),
  mobility: z
    .enum(mobilityLevels, { message: 'Choose how they move about' })
    .nullable()
    .default(null),
  diet: optionalText(300, 'Diet is too long (at most 300 characters)'),
  emergencyContacts: z
    .array(emergencyContactSchema)
    .max(CARE_PROFILE_LIMITS.emergencyContacts, 'At most 3 emergency contacts')
    .default([]),
  doctor: familyDoctorSchema.nullable().default(null),
  school: schoolSchema.nullable().default(null),
  notes: optionalText(1000, 'Notes are too long (at most 1000 characters)'),
});
export type CareProfileInput = z.input<typeof careProfileBodySchema>;
export type CareProfileBody = z.output<typeof careProfileBodySchema>;

/**
 * A saved profile as it is stored and sent: every medicine has its id, every absent text is
 * null. Plain shapes, no transforms, so a response is checked without being rewritten.
 */
export const careProfileSchema = z.object({
  conditions: z.array(text()),
  medicines: z.array(
    z.object({ id: idSchema, name: text(), dose: text().nullable(), times: z.array(text()) }),
  ),
  allergies: z.array(text()),
  mobility: z.enum(mobilityLevels).nullable(),
  diet: text().nullable(),
  emergencyContacts: z.array(z.object({ name: text(), relation: text(), mobile: text() })),
  doctor: z.object({ name: text(), mobile: text(), clinic: text().nullable() }).nullable(),
  school: z
    .object({
      name: text(),
      pickUpTime: text().nullable(),
      pickUpBy: text().nullable(),
      notes: text().nullable(),
    })
    .nullable(),
  notes: text().nullable(),
});
export type CareProfile = z.output<typeof careProfileSchema>;

export const careProfileRecordSchema = z.object({
  familyMemberId: idSchema,
  /** Null until the family first saves one. */
  profile: careProfileSchema.nullable(),
  updatedAt: text().nullable(),
});
export type CareProfileRecord = z.output<typeof careProfileRecordSchema>;
export const careProfileResponseSchema = envelope(careProfileRecordSchema);

/** Who read the profile, for the family: every caregiver's view is recorded. */
export const careProfileViewSchema = z.object({
  viewedAt: text(),
  viewerKind: z.enum(['Provider', 'Company', 'Admin']),
  viewerName: text(),
  bookingId: idSchema.nullable(),
  /** The operator's recorded reason; null for a caregiver, whose booking is the reason. */
  reason: text().nullable(),
});
export type CareProfileView = z.output<typeof careProfileViewSchema>;
export const careProfileViewsResponseSchema = envelope(z.array(careProfileViewSchema));

/** What the caregiver of an active booking reads: the person and their profile. */
export const bookingCareProfileSchema = z.object({
  bookingId: idSchema,
  member: z.object({ name: text(), age: z.number().int(), gender: text() }),
  profile: careProfileSchema.nullable(),
  updatedAt: text().nullable(),
});
export type BookingCareProfile = z.output<typeof bookingCareProfileSchema>;
export const bookingCareProfileResponseSchema = envelope(bookingCareProfileSchema);

export const memberIdParamsSchema = z.object({ memberId: idSchema });
export const bookingIdParamsSchema = z.object({ bookingId: idSchema });
