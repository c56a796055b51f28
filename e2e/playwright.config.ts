import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Starts the product exactly as the README does (`npm start`), on a fresh embedded database,
 * and drives Debian's Chromium. The server runs in its own process group and gets SIGTERM, so
 * PGlite closes cleanly.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromium,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: {
    command: `rm -rf e2e/.data-${port} && npm start`,
    cwd: '..',
    url: `http://127.0.0.1:${port}/api/v1/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: `e2e/.data-${port}`,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      // One operator number per console spec (support/operator.ts), so no spec waits out
      // another's OTP resend time or hourly limit on the shared demo number.
      ADMIN_MOBILES: '9000000001,9000000011,9000000012,9000000013,9000000014',
      SUPPORT_MOBILES: '9000000002,9000000021',
    },
  },
});
