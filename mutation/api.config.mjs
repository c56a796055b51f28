import { base } from './base.mjs';

/** The API's money and booking services, against the API's tests on a real database. */
export default {
  ...base,
  vitest: { configFile: 'apps/api/vitest.config.ts', dir: 'apps/api' },
  mutate: [
    'apps/api/src/modules/payments/service.ts',
    'apps/api/src/modules/payments/limits.ts',
    'apps/api/src/modules/wallet/service.ts',
    'apps/api/src/modules/bookings/service.ts',
    'apps/api/src/modules/bookings/*.service.ts',
    'apps/api/src/modules/bookings/pricing.ts',
    'apps/api/src/modules/bookings/availability.ts',
    'apps/api/src/modules/bookings/codes.ts',
  ],
  // The services hold no module-level rules; skipping load-time mutants spares a full API run each.
  ignoreStatic: true,
  htmlReporter: { fileName: 'reports/mutation/api.html' },
  jsonReporter: { fileName: 'reports/mutation/api.json' },
};
