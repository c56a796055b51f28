import { chromium } from 'playwright-core';
import { blockingAfterPaint, type PageRecord } from '../lib/blocking.ts';

/**
 * A page loaded as on the phone Lighthouse's mobile preset describes, but slowed for real
 * instead of simulated: DevTools slows Chromium's CPU (4x) and applies Lighthouse's own slow-4G
 * figures to the network, and the page's figures come from the browser's own APIs in the page,
 * with no trace recording. Beside Lighthouse's simulated TBT, which on this project's shared
 * virtual machines moved by 500 ms between runs of one build, this says what the page's own
 * long tasks block (README, the sixteenth session's run).
 */
export interface AppliedMeasure {
  /** The Long Tasks API's tasks after the first contentful paint, each one's time beyond 50 ms. */
  blockingMs: number;
  /** When the app said the page was taken over (`<html data-app="ready">`), from navigation. */
  takenOverMs: number;
}

/**
 * Lighthouse 12's devtools throttling for its mobile preset (`constants.throttling`
 * `mobileSlow4G`): 150 ms round trips, which it applies as 562.5 ms of request latency, and
 * 1.6 Mbps down and 750 kbps up, applied at 90%.
 */
const NETWORK = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1638.4 * 0.9 * 1024) / 8,
  uploadThroughput: (750 * 0.9 * 1024) / 8,
};
/** After the takeover, how long the page is left to finish what it schedules. */
const SETTLE_MS = 3000;

/** Runs in the page before its own scripts: keeps its long tasks and the moment it is taken over. */
function recordInPage() {
  const record: PageRecord = { longTasks: [] };
  (window as unknown as { __benchRecord: PageRecord }).__benchRecord = record;
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) record.longTasks.push([task.startTime, task.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new MutationObserver(() => {
    if (record.takenOver === undefined && document.documentElement.dataset.app === 'ready') {
      record.takenOver = performance.now();
    }
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app'] });
}

/**
 * Loads pages in Debian's Chromium under applied throttling, one at a time, each with no cache;
 * the CPU slowed as the Lighthouse runs beside it slow theirs (the preset's 4x unless set).
 */
export async function createAppliedThrottling(chromePath: string, cpuSlowdown = 4) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  return {
    async measure(url: string): Promise<AppliedMeasure> {
      // Lighthouse's mobile screen (a Moto G Power), so the page lays out as in its runs.
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      try {
        await context.addInitScript(recordInPage);
        const page = await context.newPage();
        const devtools = await context.newCDPSession(page);
        await devtools.send('Network.enable');
        await devtools.send('Network.emulateNetworkConditions', NETWORK);
        await devtools.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
        await page.goto(url, { timeout: 60_000 });
        await page
          .locator('html[data-app="ready"]')
          .waitFor({ state: 'attached', timeout: 60_000 });
        await page.waitForTimeout(SETTLE_MS);
        const record = await page.evaluate(() => {
          const kept = (window as unknown as { __benchRecord: PageRecord }).__benchRecord;
          return {
            ...kept,
            firstContentfulPaint:
              performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
          };
        });
        if (record.takenOver === undefined) throw new Error(`${url} was never taken over`);
        return { blockingMs: blockingAfterPaint(record), takenOverMs: record.takenOver };
      } finally {
        await context.close();
      }
    },
    close: () => browser.close(),
  };
}
