/*
 * Imported first by main.tsx. Zod 4 compiles its object parsers with `new Function` after
 * probing whether eval is allowed; under the pages' Content-Security-Policy (no 'unsafe-eval',
 * decision 021) the probe is refused and reported as a violation on every page. The parsers it
 * falls back to give the same answers, so it is told not to try.
 *
 * Told through the object zod keeps its settings in, `globalThis.__zod_globalConfig` (shared by
 * every copy of zod on a page, and created only if missing), rather than through zod's
 * `config()`: importing zod here would put it in every page's first download, and public pages
 * load it only with their first API call (decision 024). strictCsp.test.ts checks that zod reads
 * the setting from here.
 */
type ZodSettings = { jitless?: boolean };
const page = globalThis as typeof globalThis & { __zod_globalConfig?: ZodSettings };
(page.__zod_globalConfig ??= {}).jitless = true;

// A module, not a script: imported for its effect, and typed as one.
export {};
