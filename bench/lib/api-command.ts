import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** apps/api's `start` script: `node <flags…> <entry>.ts`. */
function startScript(): { flags: string[]; entry: string } {
  const manifest = JSON.parse(
    readFileSync(path.join(repoRoot, 'apps/api/package.json'), 'utf8'),
  ) as { scripts: { start: string } };
  const [command, ...args] = manifest.scripts.start.split(/\s+/);
  const entry = args.at(-1);
  if (command !== 'node' || !entry?.endsWith('.ts')) {
    throw new Error(
      `apps/api's start script is not "node … <entry>.ts": ${manifest.scripts.start}`,
    );
  }
  return { flags: args.slice(0, -1), entry };
}

/**
 * Node's arguments for the API as `npm start` runs it (apps/api's `start` script), from the
 * repository's root: the same V8 settings production gets, so a bench measures what ships.
 * `before` goes ahead of them (a profiler's flags, say).
 */
export function apiNodeArgs(before: string[] = []): string[] {
  const { flags, entry } = startScript();
  return [...before, ...flags, path.join('apps/api', entry)];
}

/** Node's arguments for another script of the bench run with the API's own settings. */
export function withApiNodeFlags(script: string): string[] {
  return [...startScript().flags, script];
}
