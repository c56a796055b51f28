import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { preactAliases } from './build/preact-aliases.ts';

export default defineProject({
  plugins: [react()],
  // Tests run on the framework the app ships with (decision 025). Testing Library's ES module
  // (its `module` field) imports react-dom by name, where the aliases reach it.
  resolve: {
    alias: preactAliases,
    mainFields: ['module', 'main'],
    conditions: ['module', 'development|production'],
  },
  // The same for tests that run as the server does (`@vitest-environment node`).
  ssr: { resolve: { conditions: ['module', 'development|production'] } },
  test: {
    name: 'web',
    // Libraries that import React run through Vite rather than Node, so the aliases reach them.
    // Preact itself stays with Node: one copy, even for a test that resets its modules.
    server: {
      deps: {
        inline: [/[\\/]react-/, /@tanstack/, /@testing-library/, /i18next/, /@hookform/, /@tiptap/],
      },
    },
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    // Many tests render the whole app from its lazy routes; on a loaded two-core CI machine the
    // first render of a file alone has taken over 5 s. A hang still fails, after 15 s.
    testTimeout: 15_000,
  },
});
