import {
  journalEntryBodySchema,
  type JournalEntry,
  type JournalEntryBody,
  type JournalPhoto,
  type MealKind,
  type MealPortion,
  type Mood,
  type SellerJournal,
} from '@care/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';

/*
 * The journal form's values and how they become the body the API checks. The values mirror
 * the body's own paths (meals.0.portion, readings.systolic...), so the shared schema's messages,
 * which the API would give too, land on the right fields, in Hindi as well.
 */

export interface MealValue {
  meal: MealKind;
  portion: MealPortion;
  note: string | null;
}

export interface MedicineValue {
  medicineId: string;
  given: boolean;
  time: string | null;
  note: string | null;
}

export const readingKeys = ['systolic', 'diastolic', 'sugar', 'temperature', 'pulse'] as const;
export type ReadingKey = (typeof readingKeys)[number];

export interface EntryFormValues {
  meals: MealValue[];
  /** Only the doses the caregiver answered, given or not: an unanswered one is not claimed. */
  medicines: MedicineValue[];
  mood: Mood | null;
  activities: string[];
  notes: string;
  /** A number as typed (NaN for a slip, which the schema refuses), or null when left empty. */
  readings: Record<ReadingKey, number | null>;
  photoIds: string[];
}

/** One line of the medicines checklist: a medicine of the care profile at one of its times. */
export interface MedicineRow {
  key: string;
  medicineId: string;
  name: string;
  dose: string | null;
  time: string | null;
}

export const rowKey = (medicineId: string, time: string | null) => `${medicineId}|${time ?? ''}`;

/**
 * Each medicine once per time of day (once if the family gave no time). A correction also keeps
 * the doses its entry recorded for a medicine the profile has since dropped.
 */
export function medicineRows(
  medicines: SellerJournal['medicines'],
  entry: JournalEntry | null,
): MedicineRow[] {
  const rows: MedicineRow[] = medicines.flatMap((medicine) =>
    (medicine.times.length ? medicine.times : [null]).map((time) => ({
      key: rowKey(medicine.id, time),
      medicineId: medicine.id,
      name: medicine.name,
      dose: medicine.dose,
      time,
    })),
  );
  const known = new Set(rows.map((row) => row.key));
  for (const given of entry?.medicines ?? []) {
    const key = rowKey(given.medicineId, given.time);
    if (known.has(key)) continue;
    known.add(key);
    rows.push({
      key,
      medicineId: given.medicineId,
      name: given.name,
      dose: null,
      time: given.time,
    });
  }
  return rows;
}

const emptyReadings: EntryFormValues['readings'] = {
  systolic: null,
  diastolic: null,
  sugar: null,
  temperature: null,
  pulse: null,
};

/** A blank form, or the entry being corrected as it stands. */
export function entryDefaults(entry: JournalEntry | null): EntryFormValues {
  if (!entry) {
    return {
      meals: [],
      medicines: [],
      mood: null,
      activities: [],
      notes: '',
      readings: { ...emptyReadings },
      photoIds: [],
    };
  }
  return {
    meals: entry.meals.map(({ meal, portion, note }) => ({ meal, portion, note })),
    medicines: entry.medicines.map(({ medicineId, given, time, note }) => ({
      medicineId,
      given,
      time,
      note,
    })),
    mood: entry.mood,
    activities: [...entry.activities],
    notes: entry.notes ?? '',
    readings: entry.readings ? { ...entry.readings } : { ...emptyReadings },
    photoIds: entry.photos.map((photo) => photo.id),
  };
}

export const initialPhotos = (entry: JournalEntry | null): JournalPhoto[] => entry?.photos ?? [];

/** What the API is sent for the day: no readings at all rather than five empty ones. */
export function toBodyInput(values: EntryFormValues, date: string) {
  const measured = readingKeys.some((key) => values.readings[key] !== null);
  return {
    date,
    meals: values.meals,
    medicines: values.medicines,
    mood: values.mood,
    activities: values.activities,
    notes: values.notes,
    readings: measured ? values.readings : null,
    photoIds: values.photoIds,
  };
}

/** A typed reading: empty is "not measured", anything else a number for the schema to judge. */
export function readingValue(typed: unknown): number | null {
  if (typed === null || typed === undefined) return null;
  const trimmed = String(typed).trim().replace(',', '.');
  return trimmed === '' ? null : Number(trimmed);
}

/**
 * Checks the form with the shared `journalEntryBodySchema`, exactly as the API will, and hands
 * the submit handler the body to send.
 */
export function entryResolver(date: string): Resolver<EntryFormValues, unknown, JournalEntryBody> {
  const schema = zodResolver(journalEntryBodySchema) as unknown as Resolver<
    FieldValues,
    unknown,
    JournalEntryBody
  >;
  return (values, context, options) =>
    schema(toBodyInput(values, date), context, options as never) as ReturnType<
      Resolver<EntryFormValues, unknown, JournalEntryBody>
    >;
}
