import type { TFunction } from 'i18next';

/** The seeded care types in the reader's language; a type the operator adds shows as named. */
export function careTypeName(name: string, t: TFunction): string {
  if (name === 'Elder Care') return t('components.careTypes.elderCare');
  if (name === 'Child Care') return t('components.careTypes.childCare');
  return name;
}
