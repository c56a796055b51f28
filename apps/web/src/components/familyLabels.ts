import { genders, relations } from '@care/shared';
import type { TFunction } from 'i18next';

/** A stored gender ('Male', 'Female', 'Other') in the reader's language; anything else as it is. */
export function genderLabel(gender: string, t: TFunction): string {
  return (genders as readonly string[]).includes(gender)
    ? t(`components.gender.${gender as (typeof genders)[number]}`)
    : gender;
}

/** The gender choices of a select, stored in English and shown in the reader's language. */
export function genderOptions(t: TFunction) {
  return genders.map((gender) => ({ value: gender, label: t(`components.gender.${gender}`) }));
}

/** A relation from the shared list ('Mother') in the reader's language; free text as typed. */
export function relationLabel(relation: string, t: TFunction): string {
  return (relations as readonly string[]).includes(relation)
    ? t(`components.relation.${relation as (typeof relations)[number]}`)
    : relation;
}
