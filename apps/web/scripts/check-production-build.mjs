// Fails the build when React's development build slipped into it: it is a third bigger and
// slower on a cheap phone, and it happens silently when NODE_ENV=development is set at build time.
// Usage: node scripts/check-production-build.mjs [dist folder, default ./dist]
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Texts found only in React's development code, which the production build strips. */
const DEVELOPMENT_ONLY = [
  // react/jsx-dev-runtime: every element is made through it in a development build.
  'jsxDEV',
  // react-dom's warnings for tests and for old class components.
  'not configured to support act(',
  'is deprecated in plain JavaScript React classes',
];

const dist = path.resolve(process.argv[2] ?? 'dist');
const entries = await readdir(dist, { withFileTypes: true, recursive: true }).catch(() => []);
const scripts = entries
  .filter((entry) => entry.isFile() && /\.m?js$/.test(entry.name))
  .map((entry) => path.join(entry.parentPath, entry.name));

/** Each marker found, with the files that hold it. */
const found = new Map();
for (const file of scripts) {
  const code = await readFile(file, 'utf8');
  for (const marker of DEVELOPMENT_ONLY.filter((text) => code.includes(text))) {
    found.set(marker, [...(found.get(marker) ?? []), path.relative(dist, file)]);
  }
}

if (scripts.length === 0) {
  console.error(`No scripts under ${dist}: build the web app first.`);
  process.exit(1);
}
if (found.size > 0) {
  const lines = [...found].map(
    ([marker, files]) => `"${marker}" in ${files.length} file(s), e.g. ${files[0]}`,
  );
  console.error(`React's development build is in ${dist}:\n  ${lines.join('\n  ')}`);
  process.exit(1);
}
