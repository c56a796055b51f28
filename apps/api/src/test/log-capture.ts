import type { LogDestination } from '../lib/logging/logger-options.ts';

/**
 * Every log line the test apps of this test file wrote, kept in memory so the leak check can
 * read them back. Appending a string is all a write costs: no I/O, no parsing. Module state,
 * shared by the test files a vitest worker runs one after another (the API project does not
 * isolate them): the setup file forgets it as each file starts.
 */
const lines: string[] = [];
let checkedUpTo = 0;

export const logCapture = {
  write(line: string) {
    lines.push(line);
  },
  /** The lines written since the previous call, as one text: each line is checked once. */
  takeUnchecked(): string {
    const fresh = lines.slice(checkedUpTo).join('');
    checkedUpTo = lines.length;
    return fresh;
  },
  /** Drops every line: a new test file starts with none. */
  forget(): void {
    lines.length = 0;
    checkedUpTo = 0;
  },
  /** Every line so far, for a test that looks at what a request logged. */
  all(): readonly string[] {
    return lines;
  },
} satisfies LogDestination & Record<string, unknown>;
