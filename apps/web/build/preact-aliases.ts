import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

/**
 * The web app is written against React's API and types, and runs on Preact 11 through
 * preact/compat in every build and test (decision 025): React DOM alone weighs 68 KB gzip,
 * Preact with its compat layer 10 KB, and a cheap phone on slow data pays for every byte.
 * Each React entry point maps to its preact/compat twin; libraries that import React (React
 * Router, TanStack Query, react-i18next, react-hook-form, Tiptap) get Preact too, so one
 * framework runs on the page.
 */
export const preactAliases: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  // React 18's useSyncExternalStore for older Reacts, a CommonJS module that requires React:
  // Preact has the hook itself.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
  // Its selector twin, for Tiptap's editor: our own module on the same hook.
  {
    find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
    replacement: fileURLToPath(
      new URL('../src/lib/compat/useSyncExternalStoreWithSelector.ts', import.meta.url),
    ),
  },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];
