import { defaultLanguage, indiaDayOf, writeDay, type Language } from '@care/shared';

/** "5 Mar 2025" ("5 मार्च 2025"), as the date falls in India; empty when there is no date. */
export function formatPublishedDate(
  iso: string | null,
  language: Language = defaultLanguage,
): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : writeDay(indiaDayOf(date), language, 'short');
}
