// The India calendar must not depend on the machine's clock zone: the shared rules, and the web
// pages that show or pick dates, run again far behind (UTC-8) and far ahead (UTC+14) of India.
// Pages without a date are left out here; they run once in test:unit.
import { spawnSync } from 'node:child_process';

const zones = ['America/Los_Angeles', 'Pacific/Kiritimati'];
// Path fragments of the web tests that show, pick or compute dates.
const datedWebTests = [
  'booking',
  'Booking',
  'customer',
  'dashboard',
  'blog',
  'Blog',
  'date',
  'Date',
];
const runs = [
  ['--project', 'shared'],
  ['--project', 'web', ...datedWebTests],
];

for (const zone of zones) {
  for (const args of runs) {
    console.log(`== TZ=${zone} vitest run ${args.join(' ')}`);
    const result = spawnSync('npx', ['vitest', 'run', ...args], {
      stdio: 'inherit',
      env: { ...process.env, TZ: zone },
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
