import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  // Its own folder, also when run from elsewhere (Stryker runs it from a sandbox's root).
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // Every test file's traffic is also a check that the logs carry no personal data.
    setupFiles: ['src/test/no-personal-data-in-logs.ts'],
    // Every test must stand alone: files and the tests in them run in a new order each time
    // (the seed is printed; `--sequence.seed=N` replays an order that failed).
    sequence: { shuffle: true },
    // A worker runs its test files one after another in one module graph, instead of importing
    // the whole API again for each of 149 files: half the project's time on a 2-core CI machine
    // (469 s against 226 s, on PostgreSQL). Each file still opens its own database and apps;
    // what a module keeps between files (the captured logs, the values sent) is reset by the
    // setup file as each file starts.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
