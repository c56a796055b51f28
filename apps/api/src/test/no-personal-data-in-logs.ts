import { afterAll, afterEach, beforeAll } from 'vitest';
import { logCapture } from './log-capture.ts';
import { findLeaks } from './log-leaks.ts';
import { pathSegments, sentValues } from './sent-values.ts';

/**
 * Setup file of the API tests: after each test, the log lines its requests produced must not
 * contain anything the tests sent (names, mobiles, addresses, search terms...) nor the OTPs
 * and tokens the API answered with. So every API test doubles as a test of the logs.
 */
function assertNoLeaks(): void {
  const text = logCapture.takeUnchecked();
  if (!text) return;
  const leaks = findLeaks(text, sentValues, pathSegments);
  if (leaks.length === 0) return;
  const report = leaks.map(({ value, line }) => `  ${JSON.stringify(value)} in ${line}`);
  throw new Error(`The logs carry values the tests sent:\n${report.join('\n')}`);
}

// A worker runs its test files one after another in one module graph (isolate: false in the
// API's vitest config): each file starts with no lines and nothing sent.
beforeAll(() => {
  logCapture.forget();
  sentValues.clear();
  pathSegments.clear();
});
afterEach(assertNoLeaks);
// Lines written while the apps close, and by hooks after the last test.
afterAll(assertNoLeaks);
