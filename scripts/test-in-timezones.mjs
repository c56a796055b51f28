// The India calendar must not depend on the machine's clock zone: the shared rules, and the web
// pages that show or pick dates, run again far behind (UTC-8) and far ahead (UTC+14) of India.
// Pages without a date are left out here; they run once in test:unit.
import { spawnSync } from 'node:child_process';

const zones = ['America/Los_Angeles', 'Pacific/Kiritimati'];
// Every shared test, and the web tests whose paths name what shows, picks or computes dates.
const filters = [
  'packages/shared/',
  'booking',
  'Booking',
  'customer',
  'dashboard',
  'blog',
  'Blog',
  'date',
  'Date',
];
// One run a zone: the projects share its workers, and the runner starts once.
const projects = ['shared', 'web', 'web-isolated'].flatMap((name) => ['--project', name]);

for (const zone of zones) {
  const args = ['vitest', 'run', ...projects, ...filters];
  console.log(`== TZ=${zone} ${args.join(' ')}`);
  const result = spawnSync('npx', args, { stdio: 'inherit', env: { ...process.env, TZ: zone } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
