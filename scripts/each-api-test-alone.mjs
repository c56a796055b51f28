#!/usr/bin/env node
// Runs every API test on its own, in its own vitest process (`vitest -t`), to prove that no test
// leans on another having run first. Not part of `npm test` (a few hundred processes take a
// while); run it after changing tests: `node scripts/each-api-test-alone.mjs [name filter]`.
// Two at a time, as the machine has two cores; prints each failure and a count at the end.
import { execFile } from 'node:child_process';
import { promisify, stripVTControlCharacters } from 'node:util';

const run = promisify(execFile);
const filter = process.argv[2] ?? '';
const PARALLEL = 2;

const { stdout } = await run('npx', ['vitest', 'list', '--project', 'api', '--json'], {
  maxBuffer: 64 * 1024 * 1024,
});
const tests = JSON.parse(stdout).filter((t) => t.name.includes(filter));

/** `vitest list` names a test "describe > test"; `-t` matches "describe test" as a pattern. */
const exactly = (name) =>
  `^${name
    .split(' > ')
    .join(' ')
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`;

const failures = [];
let done = 0;
async function worker(queue) {
  for (let test = queue.shift(); test; test = queue.shift()) {
    try {
      const { stdout: out } = await run(
        'npx',
        ['vitest', 'run', '--project', 'api', test.file, '-t', exactly(test.name)],
        { maxBuffer: 64 * 1024 * 1024 },
      );
      // A pattern that matched nothing would pass silently; one test must have run.
      if (!/Tests\s+.*1 passed/.test(stripVTControlCharacters(out))) {
        failures.push({ test, output: out });
      }
    } catch (error) {
      failures.push({ test, output: `${error.stdout ?? ''}${error.stderr ?? ''}` });
    }
    done += 1;
    process.stdout.write(`\r${done}/${tests.length} run, ${failures.length} failed`);
  }
}

const queue = [...tests];
await Promise.all(Array.from({ length: PARALLEL }, () => worker(queue)));
process.stdout.write('\n');
for (const { test, output } of failures) {
  console.log(`\nFAILED ALONE: ${test.file} > ${test.name}\n${output.slice(-2000)}`);
}
console.log(`${tests.length - failures.length} of ${tests.length} API tests pass when run alone.`);
process.exitCode = failures.length ? 1 : 0;
