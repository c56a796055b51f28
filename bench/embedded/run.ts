import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { load, type LoadResult } from '../lib/load.ts';
import { startServer, type Server } from '../lib/processes.ts';
import { machineLine, writeReadmeSection } from '../lib/report.ts';
import { apiNodeArgs } from '../lib/api-command.ts';

/**
 * The embedded default (`npm start`: PGlite, demo data): the health check and the public reads
 * of the catalog, content and a profile, with the in-process caches as shipped and with them
 * off (every request asks the embedded database, as before they existed). Target: the health
 * check and the catalog at least 10 times faster with the caches.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function embeddedApi(
  port: number,
  env: Record<string, string>,
): Promise<Server & { dataDir: string }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'care-bench-embedded-'));
  const server = await startServer({
    command: process.execPath,
    args: apiNodeArgs(),
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      // Answers encoded as production encodes them (decision 030), not with development's full checks.
      RESPONSE_CHECKS: 'shape',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      ...env,
    },
    port,
    readyPath: '/api/v1/health',
    cwd: repoRoot,
    timeoutMs: 120_000,
  });
  return { ...server, dataDir };
}

async function json<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return (await res.json()) as T;
}

/** The public reads measured, with ids from the seeded demo data. */
async function reads(base: string): Promise<[string, string][]> {
  const categories = await json<{ data: { id: string }[] }>(
    `${base}/api/v1/admin/service/getAllServiceCategories`,
  );
  const providers = await json<{ data: { providers: { id: string }[] } }>(
    `${base}/api/v1/provider/auth/getOnlineProvidersForWeb?limit=1`,
  );
  const provider = providers.data.providers[0];
  if (!categories.data[0] || !provider)
    throw new Error('the demo data has no catalog or caregiver');
  return [
    ['health', '/api/v1/health'],
    ['care types', '/api/v1/admin/service/getAllServiceCategories'],
    [
      'services of a care type',
      `/api/v1/admin/service/getAllServicesByCategory/${categories.data[0].id}`,
    ],
    ['blog posts', '/api/v1/Careconnect/blog/getAllTrue'],
    ["a caregiver's profile", `/api/v1/provider/auth/getProviderProfileById/${provider.id}`],
  ];
}

async function measure(
  port: number,
  env: Record<string, string>,
): Promise<Map<string, LoadResult>> {
  const api = await embeddedApi(port, env);
  try {
    const results = new Map<string, LoadResult>();
    for (const [name, url] of await reads(api.url)) {
      const result = await load(`${api.url}${url}`, { seconds: SECONDS, connections: CONNECTIONS });
      if (result.non2xx || result.errors) {
        throw new Error(`${name}: ${result.non2xx} answers were not 2xx, ${result.errors} failed`);
      }
      results.set(name, result);
      console.log(
        `${name.padEnd(26)} ${result.requestsPerSecond.toFixed(0).padStart(7)} req/s  p50 ${result.p50} ms`,
      );
    }
    return results;
  } finally {
    await api.stop();
    await rm(api.dataDir, { recursive: true, force: true });
  }
}

console.log('caches off (every request asks the embedded database):');
const off = await measure(3911, {
  CATALOG_CACHE_SECONDS: '0',
  PROFILE_CACHE_SECONDS: '0',
  HEALTH_CACHE_SECONDS: '0',
});
console.log('caches as shipped:');
const on = await measure(3912, {});

const rows = [...on].map(([name, cached]) => {
  const uncached = off.get(name)!;
  const times = cached.requestsPerSecond / uncached.requestsPerSecond;
  return `| ${name} | ${uncached.requestsPerSecond.toFixed(0)} | ${cached.requestsPerSecond.toFixed(0)} | ${cached.p50} ms | **${times.toFixed(1)}x** |`;
});
writeReadmeSection(
  'embedded',
  [
    '### The embedded default (`npm run bench:embedded`)',
    '',
    `\`npm start\`'s PGlite with the demo data; ${SECONDS} s of load per row, ${CONNECTIONS} connections, one process. ${machineLine()}`,
    '',
    '| read | caches off, req/s | caches on, req/s | p50 latency | faster |',
    '|---|---|---|---|---|',
    ...rows,
    '',
    'Target: the health check and the catalog at least 10 times faster than with every request asking the database.',
  ].join('\n'),
);
