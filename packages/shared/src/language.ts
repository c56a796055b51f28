/**
 * The languages the site speaks. The web app keeps the chosen one in localStorage under `lang`
 * and sends it as Accept-Language; formatters take it so dates, numbers and prices follow it.
 */
export const languages = ['en', 'hi'] as const;
export type Language = (typeof languages)[number];

/** The spec's texts are English: English is what a person sees until they choose otherwise. */
export const defaultLanguage: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/**
 * The Intl locale of each language: Indian English, and Hindi as written in India. Both group
 * digits the Indian way (₹1,00,000), and hi-IN keeps Latin digits, as Indian sites and banks do.
 */
export const intlLocales: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

/**
 * The cookie that carries the chosen language to the server, which renders public pages before
 * any script runs and cannot read localStorage. Same name as the localStorage key.
 */
export const LANGUAGE_COOKIE = 'lang';
