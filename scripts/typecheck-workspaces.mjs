// Type-checks every workspace, as many at once as the machine has cores: tsc is single-threaded,
// and one after another the five took 79 s of a 2-core CI machine. The workspaces are read from
// package.json, so a new one is checked without being listed here.
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import concurrently from 'concurrently';

const { workspaces } = JSON.parse(readFileSync('package.json', 'utf8'));
const commands = workspaces.map((workspace) => ({
  name: path.basename(workspace),
  command: `tsc --noEmit -p ${workspace}`,
}));

const { result } = concurrently(commands, {
  maxProcesses: availableParallelism(),
  // Each workspace's errors together, as they would read one after another.
  group: true,
  prefix: 'name',
});
result.then(
  () => console.log(`type-checked ${commands.length} workspaces`),
  () => process.exit(1),
);
