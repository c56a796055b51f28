// Fails the build when a public page's first visit downloads more JavaScript than its ceiling or
// the issue's target in budgets.json, or when a public page reaches the booking wizard's, the
// dashboard's or the operator console's code through static imports (issue "Fast on a cheap phone").
// Usage: node build/check-budgets.mjs [--json]   (after `vite build`; reads dist/.vite/manifest.json)
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { sourceGraph } from './source-imports.mjs';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(webRoot, 'dist');
const manifestFile = path.join(dist, '.vite', 'manifest.json');
const budgetsFile = path.join(webRoot, 'build', 'budgets.json');
const asJson = process.argv.includes('--json');

/*
 * Each public page (the ones serverRenderedRoutes.ts lists) and the lazy page module router.tsx
 * loads for it. Written out, not derived, so that a renamed page fails here (its file is no
 * longer in the manifest) instead of silently weighing nothing.
 */
const PAGE_MODULES = {
  '/': 'src/features/home/pages/HomePage.tsx',
  '/service': 'src/features/catalog/pages/SellerListPage.tsx',
  '/company-service': 'src/features/catalog/pages/SellerListPage.tsx',
  '/provider/:id': 'src/features/sellers/pages/SellerProfilePage.tsx',
  '/compnay-provider/:id': 'src/features/sellers/pages/SellerProfilePage.tsx',
  '/company-provider/:id': 'src/features/sellers/pages/SellerProfilePage.tsx',
  '/blog': 'src/features/blog/pages/BlogListPage.tsx',
  '/blog/:slugUrl': 'src/features/blog/pages/BlogPostPage.tsx',
  '/contact': 'src/features/static/pages/ContactPage.tsx',
  '/privacy-policy': 'src/features/static/pages/PrivacyPolicyPage.tsx',
  '/terms-&-condition': 'src/features/static/pages/TermsPage.tsx',
  '/cancellation-&-refunds': 'src/features/static/pages/RefundPolicyPage.tsx',
};

/** Code only signed-in people use: a visitor to a public page must never download it. */
const FORBIDDEN = [
  { dir: 'src/features/booking/', what: 'the booking wizard' },
  { dir: 'src/features/dashboard/', what: "the provider's dashboard" },
  { dir: 'src/features/admin/', what: "the operator's console" },
];

const problems = [];
function fail(message) {
  process.stderr.write(`check-budgets: ${message}\n`);
  process.exit(1);
}

if (!existsSync(manifestFile)) {
  fail(
    `${path.relative(process.cwd(), manifestFile)} is missing: run the build first (npm run build).`,
  );
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const budgets = JSON.parse(readFileSync(budgetsFile, 'utf8'));

// The limits on files and on the entry are the build's too: without them the check would pass.
for (const limit of ['maxFiles', 'entryCeilingKb']) {
  if (!Number.isFinite(budgets[limit])) fail(`build/budgets.json has no number for ${limit}`);
}

// The table must cover exactly the pages the server renders, so a new public page gets a budget.
const ssrSource = readFileSync(path.join(webRoot, 'src/app/serverRenderedRoutes.ts'), 'utf8');
const listed = ssrSource.match(/serverRenderedPatterns\s*=\s*\[([\s\S]*?)\]/)?.[1];
if (!listed) fail('cannot find serverRenderedPatterns in src/app/serverRenderedRoutes.ts');
const publicRoutes = [...listed.matchAll(/'([^']+)'/g)].map((m) => m[1]);
for (const route of publicRoutes) {
  if (!PAGE_MODULES[route]) problems.push(`${route} is public but has no page module here`);
  if (budgets.ceilingKb?.[route] === undefined) {
    problems.push(`${route} has no ceiling in build/budgets.json`);
  }
}
for (const route of Object.keys(PAGE_MODULES)) {
  if (!publicRoutes.includes(route)) problems.push(`${route} is not in serverRenderedRoutes.ts`);
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) fail('the manifest has no entry chunk');
/*
 * The entry script starts the app (src/main.tsx) by a dynamic import once the page has painted
 * (decision 033): every page downloads it, so it is weighed with the entry.
 */
const startsAtOnce = [entryKey, ...(manifest[entryKey].dynamicImports ?? [])];
if (startsAtOnce.length === 1)
  fail(`the entry ${entryKey} starts no app: it has no dynamic import`);
for (const page of new Set(Object.values(PAGE_MODULES))) {
  if (!manifest[page]) fail(`${page} is not in the manifest: was it renamed? Update PAGE_MODULES.`);
}

/** Manifest keys reached from `keys` through static imports (dynamic imports load later). */
function staticClosure(keys) {
  const seen = new Set();
  const queue = [...keys];
  while (queue.length) {
    const key = queue.pop();
    if (seen.has(key)) continue;
    seen.add(key);
    queue.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

const gzipBytes = new Map();
function gzipSize(file) {
  if (!gzipBytes.has(file)) {
    gzipBytes.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  }
  return gzipBytes.get(file);
}

const sources = sourceGraph(webRoot, (problem) => problems.push(problem));

const entryScript = readFileSync(path.join(webRoot, 'index.html'), 'utf8').match(
  /<script[^>]*type="module"[^>]*src="\/([^"]+)"/,
)?.[1];
if (!entryScript) fail('cannot find the module script in index.html');
/*
 * The sources every page runs at once: the entry script and the app it imports once the page
 * is painted. Taken from the sources, not the manifest: small shared chunks are copied into the
 * chunks that use them (decision 036), so a chunk's manifest entry may name no source at all.
 */
const appStarts = [entryScript, ...sources.dynamicImportsOf(entryScript)];
if (appStarts.length === 1) fail(`the entry script ${entryScript} imports no app`);

const KB = 1000;
const routes = Object.entries(PAGE_MODULES).map(([route, page]) => {
  const chunks = staticClosure([...startsAtOnce, page]);
  const bytes = [...chunks]
    .map((key) => manifest[key].file)
    .filter((file) => /\.m?js$/.test(file))
    .reduce((sum, file) => sum + gzipSize(file), 0);
  const kb = bytes / KB;
  const ceilingKb = budgets.ceilingKb?.[route];
  const targetKb = route === '/' ? budgets.targetKb.home : budgets.targetKb.otherPublic;
  for (const key of chunks) {
    const rule = FORBIDDEN.find(
      ({ dir }) => key.startsWith(dir) || manifest[key].src?.startsWith(dir),
    );
    if (rule)
      problems.push(`${route} downloads ${rule.what}: chunk ${manifest[key].file} (${key})`);
  }
  const reached = sources.firstReached([...appStarts, page], FORBIDDEN);
  if (reached) {
    problems.push(`${route} statically imports ${reached.what}: ${reached.chain.join(' -> ')}`);
  }
  if (ceilingKb !== undefined && kb > ceilingKb) {
    problems.push(
      `${route} downloads ${kb.toFixed(1)} KB of JavaScript (gzip), over its ceiling of ${ceilingKb} KB`,
    );
  }
  // Each file is a request a phone makes on a slow network, six at a time (decision 036).
  if (chunks.size > budgets.maxFiles) {
    problems.push(
      `${route} downloads ${chunks.size} files of JavaScript, over the ceiling of ${budgets.maxFiles}`,
    );
  }
  // The issue's budget itself, met since decisions 025 and 026: never again above it.
  if (kb > targetKb) {
    problems.push(
      `${route} downloads ${kb.toFixed(1)} KB of JavaScript (gzip), over the budget of ${targetKb} KB`,
    );
  }
  return {
    route,
    page,
    kb: Number(kb.toFixed(1)),
    // Comparisons use the exact figure: 205.04 shows as 205.0 but does not fit in 205.
    exactKb: kb,
    ceilingKb,
    targetKb,
    chunks: chunks.size,
  };
});

/*
 * The entry script with its static imports: a page the server rendered fetches them beside its
 * pictures, as the build's modulepreload hints ask (decision 037), so they stay a few KB.
 */
const entryFiles = [...staticClosure([entryKey])].map((key) => manifest[key].file);
const entryKb = entryFiles.reduce((sum, file) => sum + gzipSize(file), 0) / KB;
if (entryKb > budgets.entryCeilingKb) {
  problems.push(
    `the entry script and its static imports are ${entryKb.toFixed(1)} KB (gzip), over the ceiling of ${budgets.entryCeilingKb} KB: ${entryFiles.join(', ')}`,
  );
}

const ok = problems.length === 0;
if (asJson) {
  process.stdout.write(
    `${JSON.stringify({ ok, kbIs: `${KB} bytes`, entryKb, routes, problems }, null, 2)}\n`,
  );
} else {
  const rows = routes.map((r) => [
    r.route,
    r.kb.toFixed(1),
    String(r.ceilingKb ?? '-'),
    String(r.targetKb),
    String(r.chunks),
    (r.ceilingKb !== undefined && r.exactKb > r.ceilingKb) ||
    r.exactKb > r.targetKb ||
    r.chunks > budgets.maxFiles
      ? 'OVER'
      : 'ok',
  ]);
  const head = ['route', 'KB gzip', 'ceiling', 'target', 'files', ''];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  process.stdout.write(
    `JavaScript a first visit downloads (entry + page, static imports; gzip -9, 1 KB = ${KB} bytes)\n` +
      `${line(head)}\n${rows.map(line).join('\n')}\n` +
      `The entry script with its static imports: ${entryKb.toFixed(1)} KB (ceiling ${budgets.entryCeilingKb}).\n` +
      `A page may not pass its ceiling or its target, nor fetch more than ${budgets.maxFiles} files: see build/budgets.json.\n`,
  );
  for (const r of routes) {
    const tighter = Math.ceil(r.exactKb / 5) * 5;
    if (r.ceilingKb !== undefined && tighter < r.ceilingKb) {
      process.stdout.write(`  ${r.route} now fits in ${tighter} KB: lower its ceiling.\n`);
    }
  }
}
if (!ok) {
  process.stderr.write(`check-budgets failed:\n  ${problems.join('\n  ')}\n`);
  process.exit(1);
}
