// The web app's own source files and their imports, read from the sources themselves: what
// build/check-budgets.mjs follows to find code a public page must never reach.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/*
 * A chunk's manifest entry names only its first module, so the bundle cannot say which source
 * files it holds. Forbidden code is looked for in the sources' static import graph instead,
 * from the entry script and each page module: a superset of what the bundle holds (an import
 * the bundler drops as unused still counts), so it errs toward failing.
 */
const STATIC_IMPORT =
  /(?:^|[\s;}])(?:import|export)\s+(type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.jsx', '/index.ts', '/index.tsx', '/index.js'];

/**
 * The import graph of the sources under `webRoot` (paths relative to it, with forward slashes).
 * An import that resolves to no file is handed to `report`.
 */
export function sourceGraph(webRoot, report) {
  function sourceCode(file) {
    return readFileSync(path.join(webRoot, file), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
  }

  /** The source files `specifiers` name from `file`; packages (react, @care/shared) are left out. */
  function resolveAll(file, specifiers) {
    const found = [];
    for (const specifier of specifiers) {
      // Packages cannot reach into the web app's features.
      if (!specifier.startsWith('.')) continue;
      const base = path.join(path.dirname(file), specifier);
      const resolved = EXTENSIONS.map((ext) => base + ext).find((candidate) =>
        statSync(path.join(webRoot, candidate), { throwIfNoEntry: false })?.isFile(),
      );
      if (!resolved) report(`${file}: cannot resolve import '${specifier}'`);
      else if (/\.[cm]?[jt]sx?$/.test(resolved)) found.push(resolved.split(path.sep).join('/'));
    }
    return found;
  }

  const staticImports = new Map();
  function importsOf(file) {
    if (!staticImports.has(file)) {
      const specifiers = [...sourceCode(file).matchAll(STATIC_IMPORT)]
        .filter(([, typeOnly]) => !typeOnly)
        .map(([, , specifier]) => specifier);
      staticImports.set(file, resolveAll(file, specifiers));
    }
    return staticImports.get(file);
  }

  return {
    /** What a file loads by dynamic import: for the entry script, the app it starts at once. */
    dynamicImportsOf(file) {
      return resolveAll(
        file,
        [...sourceCode(file).matchAll(DYNAMIC_IMPORT)].map(([, specifier]) => specifier),
      );
    },

    /**
     * The first source file under one of `rules`' directories reached from `starts` through
     * static imports, with its rule and the chain of imports to it; null when none is.
     */
    firstReached(starts, rules) {
      const parent = new Map(starts.map((file) => [file, null]));
      const queue = [...starts];
      while (queue.length) {
        const file = queue.shift();
        const rule = rules.find(({ dir }) => file.startsWith(dir));
        if (rule) {
          const chain = [];
          for (let at = file; at; at = parent.get(at)) chain.unshift(at);
          return { what: rule.what, chain };
        }
        for (const next of importsOf(file)) {
          if (!parent.has(next)) {
            parent.set(next, file);
            queue.push(next);
          }
        }
      }
      return null;
    },
  };
}
