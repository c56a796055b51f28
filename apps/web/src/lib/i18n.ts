import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en';

export const defaultNS = 'translation';
export const resources = { en: { translation: en } } as const;

/** A dedicated instance (not the global default) so tests and the app share one setup. */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  defaultNS,
  resources,
  // Resources are bundled, so initialise synchronously and never suspend on first render.
  initAsync: false,
  interpolation: { escapeValue: false }, // React already escapes
  react: { useSuspense: false },
});
