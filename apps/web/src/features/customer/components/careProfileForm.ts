import {
  careProfileBodySchema,
  type CareProfile,
  type CareProfileBody,
  type CareProfileInput,
  type MobilityLevel,
} from '@care/shared';
import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, Resolver } from 'react-hook-form';

/**
 * The care profile as its form holds it: lists a family types one per line are one text, a
 * medicine's times one text ("08:00, 20:00"), and the doctor and school always present (blank
 * means none). `toBody` turns it into what the API takes; the shared schema checks that.
 */
export interface CareProfileFormValues {
  conditions: string;
  allergies: string;
  mobility: '' | MobilityLevel;
  diet: string;
  medicines: { id?: string; name: string; dose: string; times: string }[];
  emergencyContacts: { name: string; relation: string; mobile: string }[];
  doctor: { name: string; mobile: string; clinic: string };
  school: { name: string; pickUpTime: string; pickUpBy: string; notes: string };
  notes: string;
}

const lines = (value: string) =>
  value
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** "8:00, 20:00" or "08:00 20:00": the times as the schema takes them, an hour padded. */
export const timesFromText = (value: string) =>
  value
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((time) => (/^\d:\d\d$/.test(time) ? `0${time}` : time));

const blank = (record: Record<string, string>) =>
  Object.values(record).every((value) => value.trim() === '');

export function toBody(values: CareProfileFormValues): CareProfileInput {
  return {
    conditions: lines(values.conditions),
    allergies: lines(values.allergies),
    mobility: values.mobility || null,
    diet: values.diet,
    medicines: values.medicines.map(({ id, name, dose, times }) => ({
      ...(id ? { id } : {}),
      name,
      dose,
      times: timesFromText(times),
    })),
    emergencyContacts: values.emergencyContacts,
    doctor: blank(values.doctor) ? null : values.doctor,
    school: blank(values.school)
      ? null
      : { ...values.school, pickUpTime: values.school.pickUpTime || null },
    notes: values.notes,
  };
}

export function toFormValues(profile: CareProfile | null): CareProfileFormValues {
  return {
    conditions: (profile?.conditions ?? []).join('\n'),
    allergies: (profile?.allergies ?? []).join('\n'),
    mobility: profile?.mobility ?? '',
    diet: profile?.diet ?? '',
    medicines: (profile?.medicines ?? []).map((medicine) => ({
      id: medicine.id,
      name: medicine.name,
      dose: medicine.dose ?? '',
      times: medicine.times.join(', '),
    })),
    emergencyContacts: profile?.emergencyContacts ?? [],
    doctor: {
      name: profile?.doctor?.name ?? '',
      mobile: profile?.doctor?.mobile ?? '',
      clinic: profile?.doctor?.clinic ?? '',
    },
    school: {
      name: profile?.school?.name ?? '',
      pickUpTime: profile?.school?.pickUpTime ?? '',
      pickUpBy: profile?.school?.pickUpBy ?? '',
      notes: profile?.school?.notes ?? '',
    },
    notes: profile?.notes ?? '',
  };
}

/**
 * Where a message of the shared schema shows in the form: a line of a one-per-line list, or one
 * of a medicine's times, shows on the whole box it was typed in.
 */
function formPath(path: PropertyKey[]): string {
  const [first, index, field] = path;
  if (first === 'conditions' || first === 'allergies') return String(first);
  if (first === 'medicines' && field === 'times') return `medicines.${String(index)}.times`;
  return path.map(String).join('.');
}

/** Checks the form with the API's own schema, so the form and the server never disagree. */
export const careProfileResolver: Resolver<CareProfileFormValues, unknown, CareProfileBody> = (
  values,
  _context,
  options,
) => {
  const parsed = careProfileBodySchema.safeParse(toBody(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: Record<string, FieldError> = {};
  for (const issue of parsed.error.issues) {
    const path = formPath(issue.path);
    // The first message for a box is the one to fix first.
    errors[path] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors: toNestErrors(errors, options) };
};
