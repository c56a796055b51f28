import { base } from './base.mjs';

/** The shared package's rules (status graph, refunds, India dates, money, input schemas). */
export default {
  ...base,
  vitest: { configFile: 'packages/shared/vitest.config.ts', dir: 'packages/shared' },
  mutate: [
    'packages/shared/src/**/*.ts',
    '!packages/shared/src/**/*.test.ts',
    // Declarations of calls: their paths and methods are checked by the OpenAPI and client
    // tests, not by rules.
    '!packages/shared/src/contracts/**',
    '!packages/shared/src/index.ts',
  ],
  // Schemas are built when their module loads; those mutants count too (a whole run each, but
  // the shared suite takes seconds).
  ignoreStatic: false,
  htmlReporter: { fileName: 'reports/mutation/shared.html' },
  jsonReporter: { fileName: 'reports/mutation/shared.json' },
};
