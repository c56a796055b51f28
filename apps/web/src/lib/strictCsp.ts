import { config } from 'zod';

/*
 * Imported first by main.tsx. Zod 4 compiles its object parsers with `new Function` after
 * probing whether eval is allowed; under the pages' Content-Security-Policy (no 'unsafe-eval',
 * decision 021) the probe is refused and reported as a violation on every page. The parsers it
 * falls back to give the same answers, so it is told not to try.
 */
config({ jitless: true });
