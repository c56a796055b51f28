import 'i18next';
import type { EnglishResources } from './locales/en';

// Typed keys: t('nav.home') is checked at compile time.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: EnglishResources };
  }
}
