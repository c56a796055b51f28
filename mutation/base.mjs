// Mutation testing (`npm run test:mutation`, not in CI: it takes a long while). Stryker changes
// the rules that hold money and booking state one small edit at a time and checks that some
// test fails for each; a surviving mutant is a rule no test pins down. Two runs, each with the
// test project that owns the code, so a mutant in the shared package does not start the API's
// databases.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export const base = {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  coverageAnalysis: 'perTest',
  // Two cores.
  concurrency: 2,
  timeoutMS: 60_000,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  thresholds: { high: 90, low: 85, break: 85 },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
