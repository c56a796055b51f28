import { z } from 'zod';
import { envelope, idSchema, isoDateSchema, text } from './common.ts';
import { bookingStatusSchema } from './booking.ts';
import { timeOfDaySchema } from './care-profile.ts';

/*
 * The daily care journal (issue "Peace of mind for families far away"): each day of a booking
 * has its check-in and check-out, and the caregiver's entries: meals, medicines given against
 * the care profile, mood, activities, readings and up to 3 photos. Health data: the family
 * circle reads it, the caregiver writes it while the care runs, an operator reads it only with
 * a recorded reason.
 */

export const JOURNAL_LIMITS = {
  meals: 6,
  medicines: 40,
  activities: 10,
  photos: 3,
  /** Hours after writing an entry in which its author may correct it. */
  editHours: 24,
} as const;

export const mealKinds = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export type MealKind = (typeof mealKinds)[number];
/** How much of the meal they ate. */
export const mealPortions = ['all', 'most', 'half', 'little', 'none'] as const;
export type MealPortion = (typeof mealPortions)[number];

export const moods = ['happy', 'calm', 'tired', 'anxious', 'sad', 'unwell'] as const;
export type Mood = (typeof moods)[number];

/** Human ranges for readings: anything outside is a typing slip, not a measurement. */
export const READING_RANGES = {
  systolic: { min: 60, max: 260 },
  diastolic: { min: 30, max: 160 },
  /** Blood sugar, mg/dL. */
  sugar: { min: 20, max: 600 },
  /** Body temperature, °C. */
  temperature: { min: 32, max: 43 },
  /** Pulse, beats a minute. */
  pulse: { min: 30, max: 220 },
} as const;

const optionalNote = (max: number, tooLong: string) =>
  text()
    .trim()
    .max(max, tooLong)
    .optional()
    .nullable()
    .transform((value) => (value ? value : null));

const reading = (
  range: { min: number; max: number },
  message: string,
  kind: 'int' | 'decimal' = 'int',
) =>
  (kind === 'int' ? z.number({ message }).int(message) : z.number({ message }))
    .min(range.min, message)
    .max(range.max, message)
    .optional()
    .nullable()
    .transform((value) => value ?? null);

export const mealSchema = z.strictObject({
  meal: z.enum(mealKinds, { message: 'Choose breakfast, lunch, dinner or snack' }),
  portion: z.enum(mealPortions, { message: 'Choose how much they ate' }),
  note: optionalNote(200, 'A meal note is too long (at most 200 characters)'),
});

/** One medicine of the care profile, given or not, by its id in the profile. */
export const medicineGivenSchema = z.strictObject({
  medicineId: idSchema,
  given: z.boolean({ message: 'Say whether the medicine was given' }),
  time: timeOfDaySchema
    .optional()
    .nullable()
    .transform((value) => value ?? null),
  note: optionalNote(200, 'A medicine note is too long (at most 200 characters)'),
});

export const readingsSchema = z
  .strictObject({
    systolic: reading(
      READING_RANGES.systolic,
      'Blood pressure (upper) must be between 60 and 260 mmHg',
    ),
    diastolic: reading(
      READING_RANGES.diastolic,
      'Blood pressure (lower) must be between 30 and 160 mmHg',
    ),
    sugar: reading(READING_RANGES.sugar, 'Blood sugar must be between 20 and 600 mg/dL'),
    temperature: reading(
      READING_RANGES.temperature,
      'Temperature must be between 32 and 43 °C',
      'decimal',
    ),
    pulse: reading(READING_RANGES.pulse, 'Pulse must be between 30 and 220 a minute'),
  })
  .refine((r) => (r.systolic === null) === (r.diastolic === null), {
    message: 'Give both blood pressure numbers, upper and lower',
    path: ['diastolic'],
  })
  .refine((r) => r.systolic === null || r.diastolic === null || r.systolic > r.diastolic, {
    message: 'The upper blood pressure number must be above the lower one',
    path: ['systolic'],
  });
export type Readings = z.output<typeof readingsSchema>;

/** What the caregiver writes for a day (DESIGN: `{ date, meals, medicines, mood, notes, readings? }`). */
export const journalEntryBodySchema = z.strictObject({
  date: isoDateSchema,
  meals: z.array(mealSchema).max(JOURNAL_LIMITS.meals, 'At most 6 meals in one entry').default([]),
  medicines: z
    .array(medicineGivenSchema)
    .max(JOURNAL_LIMITS.medicines, 'At most 40 medicines in one entry')
    .refine(
      (given) => new Set(given.map((m) => `${m.medicineId}|${m.time ?? ''}`)).size === given.length,
      'A medicine is listed twice for the same time',
    )
    .default([]),
  mood: z.enum(moods, { message: 'Choose a mood' }).nullable().default(null),
  activities: z
    .array(
      text()
        .trim()
        .min(1, 'An activity is empty')
        .max(120, 'An activity is too long (at most 120 characters)'),
    )
    .max(JOURNAL_LIMITS.activities, 'At most 10 activities in one entry')
    .default([]),
  notes: optionalNote(1000, 'Notes are too long (at most 1000 characters)'),
  readings: readingsSchema.nullable().default(null),
  /** Photos uploaded for this booking first (uploadPhoto), attached here. */
  photoIds: z
    .array(idSchema)
    .max(JOURNAL_LIMITS.photos, 'At most 3 photos in one entry')
    .refine((ids) => new Set(ids).size === ids.length, 'A photo is attached twice')
    .default([]),
});
export type JournalEntryInput = z.input<typeof journalEntryBodySchema>;
export type JournalEntryBody = z.output<typeof journalEntryBodySchema>;

/** A correction keeps the day; everything else may change. */
export const journalEntryUpdateBodySchema = journalEntryBodySchema.omit({ date: true });
export type JournalEntryUpdateBody = z.output<typeof journalEntryUpdateBodySchema>;

/**
 * What is stored for an entry (and each of its revisions): the body without date and photo ids,
 * with each medicine's name copied in, so the journal still reads right after the profile
 * changes. Plain shapes, so responses are checked without being rewritten.
 */
export const journalEntryContentSchema = z.object({
  meals: z.array(
    z.object({
      meal: z.enum(mealKinds),
      portion: z.enum(mealPortions),
      note: text().nullable(),
    }),
  ),
  medicines: z.array(
    z.object({
      medicineId: idSchema,
      name: text(),
      given: z.boolean(),
      time: text().nullable(),
      note: text().nullable(),
    }),
  ),
  mood: z.enum(moods).nullable(),
  activities: z.array(text()),
  notes: text().nullable(),
  readings: z
    .object({
      systolic: z.number().nullable(),
      diastolic: z.number().nullable(),
      sugar: z.number().nullable(),
      temperature: z.number().nullable(),
      pulse: z.number().nullable(),
    })
    .nullable(),
});
export type JournalEntryContent = z.output<typeof journalEntryContentSchema>;

/** A journal photo as a reader gets it: a link that works for a few minutes only. */
export const journalPhotoSchema = z.object({
  id: idSchema,
  url: text(),
  width: z.number().int(),
  height: z.number().int(),
});
export type JournalPhoto = z.output<typeof journalPhotoSchema>;

export const journalEntrySchema = journalEntryContentSchema.extend({
  id: idSchema,
  bookingId: idSchema,
  date: text(),
  authorName: text(),
  photos: z.array(journalPhotoSchema),
  createdAt: text(),
  updatedAt: text(),
  /** Until when the author may still correct it. */
  editableUntil: text(),
  /** The earlier versions, oldest first; empty when never corrected. */
  history: z.array(journalEntryContentSchema.extend({ replacedAt: text() })),
});
export type JournalEntry = z.output<typeof journalEntrySchema>;
export const journalEntryResponseSchema = envelope(journalEntrySchema);

/** One day of the booking for the family's calendar and journal. */
export const journalDaySchema = z.object({
  date: text(),
  checkInAt: text().nullable(),
  checkOutAt: text().nullable(),
  /**
   * The day's codes, for the family who booked (null for an invited relative, who only reads):
   * the first day's check-in is the start code, the last day's check-out the end code.
   */
  checkInCode: text().nullable(),
  checkOutCode: text().nullable(),
  /** Set when the family and operator were alerted that nobody had checked in. */
  missedAlertAt: text().nullable(),
  entries: z.array(journalEntrySchema),
});
export type JournalDay = z.output<typeof journalDaySchema>;

export const journalSchema = z.object({
  booking: z.object({
    id: idSchema,
    serviceName: text(),
    status: bookingStatusSchema,
    startDate: text(),
    endDate: text(),
    memberId: idSchema,
    memberName: text(),
    caregiverName: text(),
  }),
  /** 'owner': the family who booked; 'relative': invited, read-only. */
  viewer: z.enum(['owner', 'relative', 'operator']),
  days: z.array(journalDaySchema),
});
export type Journal = z.output<typeof journalSchema>;
export const journalResponseSchema = envelope(journalSchema);

/** The caregiver's view of the booking's days: check-ins and their own entries. */
export const sellerJournalSchema = z.object({
  bookingId: idSchema,
  status: bookingStatusSchema,
  startDate: text(),
  endDate: text(),
  memberName: text(),
  /**
   * The care journal's own today (its clock, which an E2E may move): which day's check-in and
   * entry the caregiver's screen offers.
   */
  today: text(),
  /** The care profile's medicines, for the form's checklist. */
  medicines: z.array(
    z.object({ id: idSchema, name: text(), dose: text().nullable(), times: z.array(text()) }),
  ),
  days: z.array(
    z.object({
      date: text(),
      checkInAt: text().nullable(),
      checkOutAt: text().nullable(),
      entries: z.array(journalEntrySchema),
    }),
  ),
});
export type SellerJournal = z.output<typeof sellerJournalSchema>;
export const sellerJournalResponseSchema = envelope(sellerJournalSchema);

/** A check-in or check-out: the day's times after it. */
export const checkInResultSchema = z.object({
  bookingId: idSchema,
  date: text(),
  status: bookingStatusSchema,
  checkInAt: text().nullable(),
  checkOutAt: text().nullable(),
});
export type CheckInResult = z.output<typeof checkInResultSchema>;
export const checkInResponseSchema = envelope(checkInResultSchema);

/** The photo itself is the multipart file `photo`; there are no other fields. */
export const journalPhotoUploadBodySchema = z.strictObject({});
export const uploadedJournalPhotoResponseSchema = envelope(journalPhotoSchema);

export const entryIdParamsSchema = z.object({ entryId: idSchema });
export const photoIdParamsSchema = z.object({ photoId: idSchema });

/**
 * A journal photo link's proof (local storage): until when it works, in seconds since 1970, and
 * the server's signature over the photo and that time. Anything malformed is simply refused.
 */
export const journalPhotoLinkQuerySchema = z.object({
  expires: z.coerce
    .number({ message: 'This photo link is not valid' })
    .int('This photo link is not valid')
    .positive('This photo link is not valid'),
  signature: text().regex(/^[0-9a-f]{64}$/, 'This photo link is not valid'),
});
