import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { options } from 'preact';
import { afterEach, beforeEach, vi } from 'vitest';
import { defaultNS, i18n, loadSignedInTexts } from '../lib/i18n';
import { hi } from '../lib/locales/hi';
import { registerMessageTranslator } from '../components/ui/fieldError';
import { translateMessage } from '@care/shared/i18n/translate';

// The app fetches Hindi when a reader chooses it; tests switch with i18n.changeLanguage directly.
i18n.addResourceBundle('hi', defaultNS, hi);
registerMessageTranslator(translateMessage);
// The app fetches the signed-in areas' English with their pages; tests render those pages' parts
// directly, so they have it from the start (signedInTexts.test.ts checks the routes fetch it).
await loadSignedInTexts();

// The first visit to a lazy page compiles its module graph; on a busy 2-core CI machine that
// alone can pass Testing Library's 1 s default. Waiting longer only slows a failing test.
configure({ asyncUtilTimeout: 5000 });

// A file may run as the server does, with no DOM (`@vitest-environment node`).
const inBrowser = typeof window !== 'undefined';

// Preact runs effects after the next frame, with a timer as a fallback that calls
// cancelAnimationFrame when it fires. A timer left from a test's last render can fire after the
// test environment is gone, where there is no cancelAnimationFrame. On the next tick instead:
// effects of components cleanup() unmounted are skipped, and nothing asks for the frame API.
options.requestAnimationFrame = (flush) => void setTimeout(flush);

beforeEach(() => {
  if (!inBrowser) return;
  // jsdom does not implement scrolling; the shell calls scrollTo on every path change.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(async () => {
  if (inBrowser) {
    // Globals are off, so Testing Library cannot register its own cleanup.
    cleanup();
    localStorage.clear();
    // A test that switched to Hindi leaves the next one in English, as a first visit is. Awaited:
    // files share their modules (vitest.projects.ts), so the next file's first render must not
    // come before the switch.
    await i18n.changeLanguage('en');
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  }
  vi.restoreAllMocks();
  // A test's fake API (a stubbed fetch) never outlives it.
  vi.unstubAllGlobals();
});
