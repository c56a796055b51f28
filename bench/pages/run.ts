import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { blogsResponseSchema, companiesPageSchema, providersPageSchema } from '@care/shared';
import { startServer } from '../lib/processes.ts';
import { machineLine, writeReadmeSection } from '../lib/report.ts';
import { percentile } from '../lib/stats.ts';
import { calibrationSentence } from '../lib/lighthouse-calibration.ts';
import { apiNodeArgs } from '../lib/api-command.ts';
import { createLighthouse, type Measure } from './lighthouse.ts';
import { createAppliedThrottling, type AppliedMeasure } from './applied-throttling.ts';

/**
 * The public pages as a cheap phone sees them (issue "Fast on a cheap phone"): Lighthouse's
 * mobile defaults (a mid-range phone's screen, simulated slow 4G and a 4x slower CPU) against
 * the production build served by the API with the demo data, several runs per page, medians.
 * Targets: score >= 0.95, LCP <= 2.0 s, TBT <= 150 ms, CLS 0. Beside them, each page loaded
 * under the same throttling applied for real (applied-throttling.ts), and the JavaScript each
 * page's first visit downloads, as the build's budget check weighs it.
 */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/**
 * The preset's 4x unless set: a fast host slowed by more simulates the phone that a slow host's
 * 4x does (the calibration line under each run says which), so a slow host's misses can be
 * worked on anywhere.
 */
const CPU_SLOWDOWN = Number(process.env.BENCH_LIGHTHOUSE_CPU_SLOWDOWN ?? 4);
if (!Number.isFinite(CPU_SLOWDOWN) || CPU_SLOWDOWN <= 0) {
  throw new Error(
    `BENCH_LIGHTHOUSE_CPU_SLOWDOWN must be a positive number, not "${process.env.BENCH_LIGHTHOUSE_CPU_SLOWDOWN}"`,
  );
}
const PORT = 3921;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const webDist = path.join(repoRoot, 'apps/web/dist');

const TARGET = { score: 0.95, lcpMs: 2000, tbtMs: 150, cls: 0 };

for (const needed of [
  path.join(webDist, 'index.html'),
  path.join(repoRoot, 'apps/web/dist-server/entry-server.js'),
]) {
  if (!existsSync(needed)) {
    throw new Error(`${path.relative(repoRoot, needed)} is missing: run npm run build first`);
  }
}
if (!existsSync(CHROME_PATH)) {
  throw new Error(`no Chromium at ${CHROME_PATH}: install it or set CHROME_PATH`);
}

interface Budgets {
  ok: boolean;
  routes: { route: string; kb: number; ceilingKb: number; targetKb: number; chunks: number }[];
  entryKb: number;
  problems: string[];
}
/** The build's own check, so the bench and the build weigh the JavaScript the same way. */
function jsBudgets(): Budgets {
  const run = spawnSync(
    process.execPath,
    [path.join(repoRoot, 'apps/web/build/check-budgets.mjs'), '--json'],
    { encoding: 'utf8' },
  );
  try {
    return JSON.parse(run.stdout) as Budgets;
  } catch {
    throw new Error(`check-budgets.mjs gave no figures (exit ${run.status}): ${run.stderr}`);
  }
}

async function json(url: string): Promise<unknown> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.json();
}

const budgets = jsBudgets();
const dataDir = await mkdtemp(path.join(tmpdir(), 'care-bench-pages-'));
const outDir = await mkdtemp(path.join(tmpdir(), 'care-bench-lighthouse-'));
const lighthouse = createLighthouse(CHROME_PATH, outDir, CPU_SLOWDOWN);
const server = await startServer({
  command: process.execPath,
  args: apiNodeArgs(),
  env: {
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // The embedded database, even when the shell points DATABASE_URL at a server.
    DATABASE_URL: '',
    SEED_DEMO_DATA: 'true',
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    // Answers encoded as production encodes them (decision 030), not with development's full checks.
    RESPONSE_CHECKS: 'shape',
    WEB_DIST: webDist,
  },
  port: PORT,
  readyPath: '/api/v1/health',
  cwd: repoRoot,
  timeoutMs: 120_000,
});

const results = new Map<string, Measure[]>();
const applied = new Map<string, AppliedMeasure[]>();
const appliedThrottling = await createAppliedThrottling(CHROME_PATH, CPU_SLOWDOWN);
try {
  const api = `${server.url}/api/v1`;
  const provider = providersPageSchema.parse(
    await json(`${api}/provider/auth/getOnlineProvidersForWeb?limit=1`),
  ).data.providers[0];
  const company = companiesPageSchema.parse(
    await json(`${api}/company/auth/getOnlineCompaniesForWeb?limit=1`),
  ).data.companies[0];
  const post = blogsResponseSchema.parse(await json(`${api}/Careconnect/blog/getAllTrue`)).data[0];
  if (!provider || !company || !post) {
    throw new Error('the demo data has no online caregiver, company or blog post');
  }
  /** Each page's address, and how the README names it. */
  const pages: [string, string][] = [
    ['/', '/'],
    ['/service', '/service'],
    ['/company-service', '/company-service'],
    [`/provider/${provider.id}`, '/provider/{id}'],
    [`/compnay-provider/${company.id}`, '/compnay-provider/{id}'],
    ['/blog', '/blog'],
    [`/blog/${post.slugUrl}`, '/blog/{slug}'],
    ['/contact', '/contact'],
    ['/privacy-policy', '/privacy-policy'],
    ['/cancellation-&-refunds', '/cancellation-&-refunds'],
  ];
  // Once each first, so no run pays for the server's first render or a cold cache.
  for (const [page] of pages) {
    const res = await fetch(`${server.url}${page}`);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${page} answered ${res.status}`);
  }
  // Round after round over all pages, so a slow spell of the machine spreads over every page.
  for (let run = 1; run <= RUNS; run++) {
    for (const [page, label] of pages) {
      const measure = await lighthouse.measure(`${server.url}${page}`, run);
      results.set(label, [...(results.get(label) ?? []), measure]);
      const real = await appliedThrottling.measure(`${server.url}${page}`);
      applied.set(label, [...(applied.get(label) ?? []), real]);
      console.log(
        `run ${run}/${RUNS} ${label.padEnd(24)} score ${measure.score.toFixed(2)}  LCP ${(measure.lcpMs / 1000).toFixed(2)} s  TBT ${measure.tbtMs.toFixed(0)} ms  CLS ${measure.cls.toFixed(3)}` +
          `  | applied: blocking ${real.blockingMs.toFixed(0)} ms, taken over at ${(real.takenOverMs / 1000).toFixed(2)} s`,
      );
    }
  }
} finally {
  await appliedThrottling.close();
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
  await rm(outDir, { recursive: true, force: true });
}

/** The median of one figure over a page's runs, Lighthouse's or applied throttling's. */
const median = <K extends string>(measures: Record<K, number>[], key: K) =>
  percentile(
    measures.map((m) => m[key]),
    50,
  );
const miss = (text: string, met: boolean) => (met ? text : `**${text}**`);
let allMet = 0;
const pageRows = [...results].map(([page, measures]) => {
  const score = median(measures, 'score');
  const lcp = median(measures, 'lcpMs');
  const tbt = median(measures, 'tbtMs');
  const cls = median(measures, 'cls');
  const met = {
    score: score >= TARGET.score,
    lcp: lcp <= TARGET.lcpMs,
    tbt: tbt <= TARGET.tbtMs,
    // Shown to three decimals; a shift too small to show there counts as none.
    cls: Number(cls.toFixed(3)) <= TARGET.cls,
  };
  if (Object.values(met).every(Boolean)) allMet++;
  return (
    `| ${page} | ${miss(score.toFixed(2), met.score)} ` +
    `| ${(median(measures, 'fcpMs') / 1000).toFixed(2)} s | ${miss(`${(lcp / 1000).toFixed(2)} s`, met.lcp)} ` +
    `| ${miss(`${tbt.toFixed(0)} ms`, met.tbt)} | ${miss(cls.toFixed(3), met.cls)} |`
  );
});
const budgetRows = budgets.routes.map(
  (r) =>
    `| ${r.route} | ${r.kb.toFixed(1)} | ${r.ceilingKb} | ${miss(String(r.targetKb), r.kb <= r.targetKb)} | ${r.chunks} |`,
);
const { version: lighthouseVersion, userAgent, benchmarkIndexes, retried } = lighthouse.seen;
/** Lighthouse's rating of this host's CPU, the median over the runs. */
const benchmarkIndex = percentile(benchmarkIndexes, 50);
// The user agent says 156.0.0.0 (Chromium reduces it); the binary says its full version.
const chromium =
  /[\d.]{5,}/.exec(spawnSync(CHROME_PATH, ['--version'], { encoding: 'utf8' }).stdout)?.[0] ??
  /Chrome\/([\d.]+)/.exec(userAgent)?.[1] ??
  'unknown';

const table = [
  `| page (median of ${RUNS}) | score | FCP | LCP | TBT | CLS |`,
  '|---|---|---|---|---|---|',
  `| target | >= ${TARGET.score} | | <= ${(TARGET.lcpMs / 1000).toFixed(1)} s | <= ${TARGET.tbtMs} ms | ${TARGET.cls} |`,
  ...pageRows,
].join('\n');
const appliedTable = [
  `| page (median of ${RUNS}) | blocking after the first contentful paint | taken over at |`,
  '|---|---|---|',
  ...[...applied].map(([page, measures]) => {
    const blocking = median(measures, 'blockingMs');
    const takenOver = median(measures, 'takenOverMs');
    return `| ${page} | ${miss(`${blocking.toFixed(0)} ms`, blocking <= TARGET.tbtMs)} | ${(takenOver / 1000).toFixed(2)} s |`;
  }),
].join('\n');
console.log(`\n${table}\n`);
console.log(`Under applied throttling (DevTools):\n${appliedTable}\n`);
console.log(`${allMet} of ${results.size} pages meet all four targets`);
console.log(calibrationSentence(benchmarkIndex, CPU_SLOWDOWN));
if (!budgets.ok) console.error(`JS budgets: ${budgets.problems.join('; ')}`);

// Written only for the preset's 4x, the issue's measure; a run at another slowdown only prints.
const readmeSection = [
  `### Public pages on a phone (\`npm run build && npm run bench:pages\`)`,
  '',
  `Lighthouse ${lighthouseVersion}, mobile defaults (a mid-range phone's screen, simulated slow 4G, CPU slowed 4x), headless Chromium ${chromium}, against the production build served by the API with the demo data; each figure is the median of ${RUNS} runs, metric by metric; a missed target is in bold. Lighthouse rated this machine's CPU at ${benchmarkIndex.toFixed(0)} (its benchmark index). ${calibrationSentence(benchmarkIndex)}${retried.length ? ` ${retried.length} run(s) lost their trace and were measured again.` : ''} ${machineLine()}`,
  '',
  table,
  '',
  `**${allMet} of ${results.size}** pages meet all four targets.`,
  '',
  "The same pages slowed for real instead of simulated (`bench/pages/applied-throttling.ts`): DevTools slows Chromium's CPU 4x and applies Lighthouse's slow-4G figures (562.5 ms request latency, 1.47 Mbps down), and the page's own long tasks come from the browser's Long Tasks API, with no trace recording. Blocking counts each task's time beyond 50 ms from the first contentful paint, as TBT does; the last column is when the app had taken the page over. Loaded in the same rounds as Lighthouse's runs; a figure over TBT's 150 ms target is in bold.",
  '',
  appliedTable,
  '',
  "JavaScript a first visit downloads: the entry chunk and the page's lazy module with their static imports, gzip -9, 1 KB = 1000 bytes, and how many files that is (`apps/web/build/check-budgets.mjs`, which fails `npm run build` above a page's ceiling, its target or the most files a page may fetch). The ceilings are a ratchet below the targets (`apps/web/build/budgets.json`). " +
    `The entry script with its static imports, which a rendered page's hints fetch beside its pictures: ${budgets.entryKb.toFixed(1)} KB.`,
  '',
  '| route | KB gzip | ceiling | target | files |',
  '|---|---|---|---|---|',
  ...budgetRows,
  ...(budgets.ok ? [] : ['', `The budget check fails: ${budgets.problems.join('; ')}.`]),
].join('\n');
if (CPU_SLOWDOWN === 4) writeReadmeSection('pages', readmeSection);
else console.log(`Not written to the README: these runs slowed the CPU ${CPU_SLOWDOWN}x, not 4x.`);
