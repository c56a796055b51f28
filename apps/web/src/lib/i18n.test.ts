import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY, storedLanguage } from './i18n';

/** A fresh copy of the module, as a new visit loads it, with whatever storage holds now. */
async function freshVisit() {
  vi.resetModules();
  return import('./i18n');
}

afterEach(() => {
  document.documentElement.lang = 'en-IN';
  document.getElementById('server-state')?.remove();
  vi.restoreAllMocks();
});

/** The page as the server sends it: its data block, and <html lang> in the language it chose. */
function serverRenderedPage(lang: 'en-IN' | 'hi-IN') {
  const state = document.createElement('script');
  state.type = 'application/json';
  state.id = 'server-state';
  state.textContent = '{}';
  document.body.append(state);
  document.documentElement.lang = lang;
}

describe('the chosen language on the next visit', () => {
  it('is applied before the first render: i18n starts in it and <html lang> says so', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hi');
    const { i18n, loadLanguage, currentLanguage } = await freshVisit();
    expect(i18n.language).toBe('hi');
    expect(document.documentElement.lang).toBe('hi-IN');
    // The Hindi texts are their own chunk, fetched before the first render (main.tsx).
    expect(i18n.hasResourceBundle('hi', 'translation')).toBe(false);
    await loadLanguage(currentLanguage());
    expect(i18n.t('nav.home')).toBe('होम');
  });

  it("starts a page the server rendered in the page's language, without reading storage", async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hi');
    serverRenderedPage('hi-IN');
    const read = vi.spyOn(Storage.prototype, 'getItem');
    const { i18n, currentLanguage } = await freshVisit();
    expect(i18n.language).toBe('hi');
    expect(currentLanguage()).toBe('hi');
    expect(read).not.toHaveBeenCalled();
  });

  it('follows the language this browser keeps once a server page is taken over', async () => {
    // The cookie the server read said Hindi; the reader chose English since (storage).
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    serverRenderedPage('hi-IN');
    const { i18n, loadLanguage, followStoredLanguage } = await freshVisit();
    await loadLanguage('hi');
    expect(i18n.language).toBe('hi');
    await followStoredLanguage();
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en-IN');
    expect(i18n.t('nav.home')).toBe('Home');
  });

  it('stays in the language the server chose when this browser keeps none', async () => {
    // The cookie said Hindi; storage was cleared, or is unavailable in a private mode.
    serverRenderedPage('hi-IN');
    const { i18n, loadLanguage, followStoredLanguage } = await freshVisit();
    await loadLanguage('hi');
    await followStoredLanguage();
    expect(i18n.language).toBe('hi');
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('storage is disabled', 'SecurityError');
    });
    await followStoredLanguage();
    expect(i18n.language).toBe('hi');
    expect(document.documentElement.lang).toBe('hi-IN');
  });

  it('changes nothing after the takeover when storage agrees with the page', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hi');
    serverRenderedPage('hi-IN');
    const { i18n, loadLanguage, followStoredLanguage } = await freshVisit();
    await loadLanguage('hi');
    const changed = vi.fn();
    i18n.on('languageChanged', changed);
    await followStoredLanguage();
    expect(changed).not.toHaveBeenCalled();
    expect(i18n.language).toBe('hi');
  });

  it('stays in English, keeping the choice, when the Hindi texts cannot be fetched', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hi');
    vi.doMock('./locales/hi', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    try {
      const { i18n, prepareFirstRender, setLanguage } = await freshVisit();
      await prepareFirstRender();
      expect(i18n.language).toBe('en');
      expect(i18n.t('nav.home')).toBe('Home');
      expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');

      // A tap on the switch while offline changes nothing rather than half-switch.
      localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
      await setLanguage('hi');
      expect(i18n.language).toBe('en');
      expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    } finally {
      vi.doUnmock('./locales/hi');
    }
  });

  it('never fetches the Hindi texts for an English reader', async () => {
    const { i18n, loadLanguage } = await freshVisit();
    await loadLanguage('en');
    expect(i18n.hasResourceBundle('hi', 'translation')).toBe(false);
  });

  it('fetches the Hindi texts on switching, then shows them', async () => {
    const { i18n, setLanguage } = await freshVisit();
    await setLanguage('hi');
    expect(i18n.language).toBe('hi');
    expect(i18n.t('nav.home')).toBe('होम');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
  });

  it('is English on a first visit', async () => {
    const { i18n } = await freshVisit();
    expect(i18n.language).toBe('en');
    expect(i18n.t('nav.home')).toBe('Home');
    expect(document.documentElement.lang).toBe('en-IN');
  });

  it('tells the server a remembered language, a task after the first render', async () => {
    document.cookie = 'lang=; path=/; max-age=0';
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hi');
    await freshVisit();
    // Not before: reading the cookies waits on the browser, and the first screen needs none.
    expect(document.cookie).not.toContain('lang=hi');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.cookie).toContain('lang=hi');
    document.cookie = 'lang=; path=/; max-age=0';
  });

  it('does not read the cookies when the server rendered the page: they chose its language', async () => {
    serverRenderedPage('hi-IN');
    const cookies = vi.spyOn(document, 'cookie', 'get');
    await freshVisit();
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Reading them waits on the browser: a task the takeover of every public page paid for.
    expect(cookies).not.toHaveBeenCalled();
  });

  it('tells the server when a rendered page follows the language this browser keeps', async () => {
    document.cookie = 'lang=hi; path=/';
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    serverRenderedPage('hi-IN');
    const { loadLanguage, followStoredLanguage } = await freshVisit();
    await loadLanguage('hi');
    await followStoredLanguage();
    expect(document.cookie).toContain('lang=en');
    document.cookie = 'lang=; path=/; max-age=0';
  });

  it('leaves <html lang> untouched when the page is already in the reader language', async () => {
    // The browser restyles the whole page on any write to it, even of the same value.
    document.documentElement.lang = 'en-IN';
    const writes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => writes.push(...records));
    observer.observe(document.documentElement, { attributeFilter: ['lang'] });
    const { setLanguage } = await freshVisit();
    await setLanguage('en');
    writes.push(...observer.takeRecords());
    observer.disconnect();
    expect(writes).toEqual([]);
    expect(document.documentElement.lang).toBe('en-IN');
  });

  it('falls back to English for anything but en or hi, or without storage', () => {
    for (const stored of ['ta', 'HI', 'hi-IN', '']) {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, stored);
      expect(storedLanguage()).toBe('en');
    }
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(storedLanguage()).toBe('en');
  });

  it('still switches for this visit when storage refuses to remember it', async () => {
    const { i18n, setLanguage } = await freshVisit();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    await setLanguage('hi');
    expect(i18n.language).toBe('hi');
    expect(document.documentElement.lang).toBe('hi-IN');
  });
});
