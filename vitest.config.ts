import { defineConfig } from 'vitest/config';

// One runner for every workspace; each project keeps its own environment.
export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'apps/api',
      'apps/web',
      'apps/web/vitest.isolated.config.ts',
      'bench',
    ],
    // API test files each start a database, which is CPU bound: one worker per core.
    maxWorkers: 2,
  },
});
