import {
  defaultLanguage,
  intlLocales,
  isLanguage,
  LANGUAGE_COOKIE,
  languages,
  type Language,
} from '@care/shared';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { registerMessageTranslator } from '../components/ui/fieldError';
import { publicEn } from './locales/en/public';
import { SERVER_STATE_ELEMENT_ID } from './serverState';

export const defaultNS = 'translation';
/**
 * The public site's English ships with the app; the signed-in areas' English is fetched with
 * their pages (`loadSignedInTexts`), and Hindi when a reader chooses it (`loadLanguage`), so a
 * first visit downloads only the texts it shows.
 */
export const resources = { en: { translation: publicEn } } as const;

/** Where the chosen language is remembered across visits (DESIGN, contracts: `lang`). */
export const LANGUAGE_STORAGE_KEY = 'lang';

/** The language this browser remembers, if any. Storage can be unavailable (some private modes). */
function keptLanguage(): Language | undefined {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

/** The remembered language, or English. */
export function storedLanguage(): Language {
  return keptLanguage() ?? defaultLanguage;
}

/**
 * Screen readers pick their voice, and browsers their hyphenation, from <html lang>. Written only
 * when it changes: the browser restyles and lays out the whole page on every write, even of the
 * same value, and on a list page the server rendered in this language that blocked the main
 * thread for 66 ms at 4x CPU slowdown, for nothing.
 */
function markDocument(language: Language) {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  if (root.lang !== intlLocales[language]) root.lang = intlLocales[language];
}

/** Tells the server the language too, so the page it renders next time is in it already. */
function rememberForServer(language: Language) {
  if (typeof document === 'undefined') return;
  const cookie = `${LANGUAGE_COOKIE}=${language}`;
  if (document.cookie.split('; ').includes(cookie)) return;
  document.cookie = `${cookie}; path=/; max-age=31536000; samesite=lax`;
}

/** A dedicated instance (not the global default) so tests and the app share one setup. */
export const i18n = i18next.createInstance();

/**
 * The language a page rendered on the server is in (the <html lang> the server wrote from the
 * reader's cookie), or undefined for a page the browser renders itself. A taken-over page starts
 * in it: its first render must match the HTML anyway, and reading localStorage first waits on
 * the browser process (about 1.5 ms of the first task on this project's host, several times
 * that on a cheap phone). `followStoredLanguage` checks storage once the page is taken over.
 */
function serverRenderedLanguage(): Language | undefined {
  if (typeof document === 'undefined' || !document.getElementById(SERVER_STATE_ELEMENT_ID)) {
    return undefined;
  }
  const lang = document.documentElement.lang;
  return languages.find((language) => intlLocales[language] === lang);
}

// Known before the first render, so a returning Hindi reader never sees English.
const renderedLanguage = serverRenderedLanguage();
const initialLanguage = renderedLanguage ?? storedLanguage();
void i18n.use(initReactI18next).init({
  lng: initialLanguage,
  fallbackLng: defaultLanguage,
  supportedLngs: languages,
  defaultNS,
  resources,
  // English is bundled, so initialise synchronously and never suspend on first render; a Hindi
  // reader's texts are loaded before the app first renders (main.tsx).
  initAsync: false,
  // Hindi arrives later through addResourceBundle.
  partialBundledLanguages: true,
  interpolation: { escapeValue: false }, // React already escapes
  react: { useSuspense: false },
});
markDocument(initialLanguage);
// A page the browser renders itself took its language from storage, which the cookie may not
// hold yet (a choice made before the cookie existed): tell the server, later, in a task of its
// own, as reading document.cookie waits on the browser (several ms on a phone). A page the
// server rendered needs nothing: the server chose its language from the cookie, or chose
// English without one, as it will again; if storage holds another language,
// `followStoredLanguage` switches to it, and the switch writes the cookie. Skipping the read
// there takes an 11 ms task (44 ms at Lighthouse's 4x) off the takeover of every public page.
if (typeof window !== 'undefined' && !renderedLanguage) {
  setTimeout(() => rememberForServer(initialLanguage), 0);
}
i18n.on('languageChanged', (language) => {
  if (!isLanguage(language)) return;
  markDocument(language);
  rememberForServer(language);
});

/** The language texts are shown in now; what the API client sends as Accept-Language. */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : defaultLanguage;
}

/**
 * Makes a language's texts available: English is always there, Hindi is fetched once (its own
 * chunk) and added to this instance. Call before switching to or first rendering in it. False
 * when the texts could not be fetched (the network dropped): the caller stays in English.
 */
export async function loadLanguage(language: Language): Promise<boolean> {
  if (language === defaultLanguage || i18n.hasResourceBundle(language, defaultNS)) return true;
  try {
    const [{ hi }, { translateMessage }] = await Promise.all([
      import('./locales/hi'),
      // The API's own messages in Hindi, for the field errors the forms show.
      import('@care/shared/i18n/translate'),
    ]);
    registerMessageTranslator(translateMessage);
    i18n.addResourceBundle('hi', defaultNS, hi);
    return true;
  } catch {
    return false;
  }
}

let signedInTexts: Promise<void> | undefined;

/**
 * Adds the English of the signed-in areas (booking, My Bookings, the dashboard, registration,
 * the care journal), once. Routes of those pages await it with their code, so no page ever
 * renders a key instead of its words; a failed fetch is tried again by the next page.
 */
export function loadSignedInTexts(): Promise<void> {
  signedInTexts ??= import('./locales/en/signedInAreas')
    .then(({ signedInEn }) => {
      i18n.addResourceBundle('en', defaultNS, signedInEn, true, false);
    })
    .catch((error: unknown) => {
      signedInTexts = undefined;
      throw error;
    });
  return signedInTexts;
}

/**
 * Switches to a language once its texts are here; without them (offline) nothing changes, so a
 * reader never gets a page marked Hindi in English words, and can simply tap again.
 */
async function switchTo(language: Language): Promise<boolean> {
  if (!(await loadLanguage(language))) return false;
  await i18n.changeLanguage(language);
  return true;
}

/**
 * After a page rendered on the server has been taken over in the server's language: the one
 * this browser keeps, when it is another (the cookie older than the choice, or cleared), is
 * switched to, as a tap on the language switch would. A browser that keeps none (storage
 * cleared, or unavailable in a private mode) stays in the page's: the server chose it from the
 * reader's cookie.
 */
export async function followStoredLanguage(): Promise<void> {
  const kept = keptLanguage();
  if (kept && kept !== currentLanguage()) await switchTo(kept);
}

/** Switches every text at once and remembers the choice for the next visit. */
export async function setLanguage(language: Language): Promise<void> {
  if (!(await switchTo(language))) return;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Without storage the choice still holds for this visit.
  }
}

/**
 * Before the first render: the remembered language's texts, or English for this visit when
 * they cannot be fetched (the choice stays remembered for the next).
 */
export async function prepareFirstRender(): Promise<void> {
  if (!(await loadLanguage(currentLanguage()))) await i18n.changeLanguage(defaultLanguage);
}

// A choice made in another tab applies here too, as a sign-out does.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== LANGUAGE_STORAGE_KEY) return;
    const language = isLanguage(event.newValue) ? event.newValue : defaultLanguage;
    if (language !== currentLanguage()) void switchTo(language);
  });
}

/** The current language, re-rendering the caller when it changes (for formatters). */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  return isLanguage(instance.language) ? instance.language : defaultLanguage;
}
