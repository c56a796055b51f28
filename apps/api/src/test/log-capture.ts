import type { LogDestination } from '../lib/logging/logger-options.ts';

/**
 * Every log line the test apps of this test file wrote, kept in memory so the leak check can
 * read them back. Appending a string is all a write costs: no I/O, no parsing. Module state,
 * so each test file (its own module graph in vitest) starts empty.
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
  /** Every line so far, for a test that looks at what a request logged. */
  all(): readonly string[] {
    return lines;
  },
} satisfies LogDestination & Record<string, unknown>;
