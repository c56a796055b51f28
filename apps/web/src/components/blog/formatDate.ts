import {
  defaultLanguage,
  INDIA_TIME_ZONE,
  intlLocales,
  perLanguage,
  type Language,
} from '@care/shared';

const dateFormat = perLanguage(
  (language) =>
    new Intl.DateTimeFormat(intlLocales[language], {
      day: 'numeric',
      // Hindi's short months carry an abbreviation mark (नव॰) nobody writes: spell them out.
      month: language === 'hi' ? 'long' : 'short',
      year: 'numeric',
      timeZone: INDIA_TIME_ZONE,
    }),
);

/** "5 Mar 2025" ("5 मार्च 2025"), as the date falls in India; empty when there is no date. */
export function formatPublishedDate(
  iso: string | null,
  language: Language = defaultLanguage,
): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat(language).format(date);
}
