import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY, storedLanguage } from './i18n';

/** A fresh copy of the module, as a new visit loads it, with whatever storage holds now. */
async function freshVisit() {
  vi.resetModules();
  return import('./i18n');
}

afterEach(() => {
  document.documentElement.lang = 'en-IN';
});

describe('the chosen language on the next visit', () => {
  it('is applied before the first render: i18n starts in it and <html lang> says so', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hi');
    const { i18n } = await freshVisit();
    expect(i18n.language).toBe('hi');
    expect(i18n.t('nav.home')).toBe('होम');
    expect(document.documentElement.lang).toBe('hi-IN');
  });

  it('is English on a first visit', async () => {
    const { i18n } = await freshVisit();
    expect(i18n.language).toBe('en');
    expect(i18n.t('nav.home')).toBe('Home');
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
