#!/usr/bin/env node
// The E2E tests drive Debian's Chromium (Playwright's own browser download cannot run here).
// Install it when missing and we can (root with apt); otherwise say exactly what to do.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (existsSync(CHROMIUM)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (isRoot && hasApt) {
  console.log(`Chromium not found at ${CHROMIUM}; installing Debian's chromium package...`);
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
  if (existsSync(CHROMIUM)) process.exit(0);
}
console.error(
  [
    `Chromium is needed for the end-to-end tests but was not found at ${CHROMIUM}.`,
    'Install it with: sudo apt-get install -y chromium',
    'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  ].join('\n'),
);
process.exit(1);
