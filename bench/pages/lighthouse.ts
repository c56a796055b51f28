import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** Lighthouse 12 as the README names it, run through npx against Debian's Chromium. */
const LIGHTHOUSE = 'lighthouse@12.2.3';

/** The figures one Lighthouse run gives a page. */
export interface Measure {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}
interface LighthouseReport {
  lighthouseVersion: string;
  runtimeError?: { code: string; message: string };
  runWarnings: string[];
  environment: { hostUserAgent: string; benchmarkIndex: number };
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number }>;
}

/**
 * Measures pages with Lighthouse's mobile defaults, one run at a time, and keeps what the runs
 * say about themselves for the report: the version, the browser, the host's CPU index and the
 * runs measured again. `cpuSlowdown` replaces the preset's 4x when it is another.
 */
export function createLighthouse(chromePath: string, outDir: string, cpuSlowdown = 4) {
  const seen = {
    version: '',
    userAgent: '',
    benchmarkIndexes: [] as number[],
    /** Runs that Lighthouse failed and that were measured again. */
    retried: [] as string[],
  };

  async function once(url: string, run: string): Promise<Measure> {
    const output = path.join(outDir, `${run}-${encodeURIComponent(url)}.json`);
    const args = [
      '-y',
      LIGHTHOUSE,
      url,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
      '--chrome-flags=--headless=new --no-sandbox',
      ...(cpuSlowdown === 4 ? [] : [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`]),
    ];
    let stderr = '';
    const code = await new Promise<number | null>((resolve, reject) => {
      const child = spawn('npx', args, {
        cwd: outDir,
        env: { ...process.env, CHROME_PATH: chromePath },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.once('error', reject);
      child.once('exit', resolve);
    });
    if (code !== 0 || !existsSync(output)) {
      const lines = stderr
        .split('\n')
        .filter((line) => line.trim() && !line.startsWith('npm warn'));
      throw new Error(
        `Lighthouse failed on ${url} (exit ${code}):\n${lines.join('\n').slice(-2000)}`,
      );
    }
    const report = JSON.parse(await readFile(output, 'utf8')) as LighthouseReport;
    if (report.runtimeError) {
      throw new Error(
        `Lighthouse could not measure ${url}: ${report.runtimeError.code} ${report.runtimeError.message}`,
      );
    }
    const score = report.categories.performance.score;
    const value = (audit: string) => {
      const found = report.audits[audit]?.numericValue;
      if (found === undefined) throw new Error(`Lighthouse gave no ${audit} for ${url}`);
      return found;
    };
    if (score === null) {
      throw new Error(`Lighthouse gave no score for ${url}: ${report.runWarnings.join('; ')}`);
    }
    for (const warning of report.runWarnings) console.warn(`  ${url}: ${warning}`);
    seen.version = report.lighthouseVersion;
    seen.userAgent = report.environment.hostUserAgent;
    seen.benchmarkIndexes.push(report.environment.benchmarkIndex);
    return {
      score,
      fcpMs: value('first-contentful-paint'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
    };
  }

  /*
   * Lighthouse now and then loses the trace of a load (NO_NAVSTART, a known flake of headless
   * Chromium); such a run is measured again, at most twice, and counted in the README.
   */
  async function measure(url: string, run: number): Promise<Measure> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await once(url, `${run}-${attempt}`);
      } catch (error) {
        if (attempt === 3) throw error;
        console.warn(`  measuring again: ${(error as Error).message.split('\n').at(-1)}`);
        seen.retried.push(url);
      }
    }
  }

  return { measure, seen };
}
