import { intlLocales, type Language } from '@care/shared';

/*
 * Check-in times and when entries were written, as India clock times in the reader's language:
 * the caregiver and the family read the same hour wherever the phone thinks it is.
 */

export function formatIndiaTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(intlLocales[language], {
    timeZone: 'Asia/Kolkata',
    timeStyle: 'short',
  }).format(new Date(iso));
}

export function formatIndiaMoment(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(intlLocales[language], {
    timeZone: 'Asia/Kolkata',
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
}
