import { defaultLanguage, intlLocales, isLanguage, languages, type Language } from '@care/shared';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { en } from './locales/en';
import { hi } from './locales/hi';

export const defaultNS = 'translation';
export const resources = { en: { translation: en }, hi: { translation: hi } } as const;

/** Where the chosen language is remembered across visits (DESIGN, contracts: `lang`). */
export const LANGUAGE_STORAGE_KEY = 'lang';

/** The remembered language, or English. Storage can be unavailable (some private modes). */
export function storedLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : defaultLanguage;
  } catch {
    return defaultLanguage;
  }
}

/** Screen readers pick their voice, and browsers their hyphenation, from <html lang>. */
function markDocument(language: Language) {
  if (typeof document !== 'undefined') document.documentElement.lang = intlLocales[language];
}

/** A dedicated instance (not the global default) so tests and the app share one setup. */
export const i18n = i18next.createInstance();

// Read synchronously before the first render, so a returning Hindi reader never sees English.
const initialLanguage = storedLanguage();
void i18n.use(initReactI18next).init({
  lng: initialLanguage,
  fallbackLng: defaultLanguage,
  supportedLngs: languages,
  defaultNS,
  resources,
  // Resources are bundled, so initialise synchronously and never suspend on first render.
  initAsync: false,
  interpolation: { escapeValue: false }, // React already escapes
  react: { useSuspense: false },
});
markDocument(initialLanguage);
i18n.on('languageChanged', (language) => {
  if (isLanguage(language)) markDocument(language);
});

/** The language texts are shown in now; what the API client sends as Accept-Language. */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : defaultLanguage;
}

/** Switches every text at once and remembers the choice for the next visit. */
export async function setLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Without storage the choice still holds for this visit.
  }
  await i18n.changeLanguage(language);
}

// A choice made in another tab applies here too, as a sign-out does.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== LANGUAGE_STORAGE_KEY) return;
    const language = isLanguage(event.newValue) ? event.newValue : defaultLanguage;
    if (language !== currentLanguage()) void i18n.changeLanguage(language);
  });
}

/** The current language, re-rendering the caller when it changes (for formatters). */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  return isLanguage(instance.language) ? instance.language : defaultLanguage;
}
