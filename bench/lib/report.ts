import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const readme = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../README.md');

/**
 * Replaces the block between `<!-- bench:NAME -->` and `<!-- /bench:NAME -->` in the README's
 * Performance section with the latest figures, adding the block if it is missing.
 */
export function writeReadmeSection(name: string, markdown: string): void {
  const start = `<!-- bench:${name} -->`;
  const end = `<!-- /bench:${name} -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  let text = readFileSync(readme, 'utf8');
  if (text.includes(start) && text.includes(end)) {
    text = text.slice(0, text.indexOf(start)) + block + text.slice(text.indexOf(end) + end.length);
  } else {
    if (!text.includes('## Performance')) text = `${text.trimEnd()}\n\n## Performance\n`;
    text = `${text.trimEnd()}\n\n${block}\n`;
  }
  writeFileSync(readme, text);
}

export function machineLine(): string {
  const day = new Date().toISOString().slice(0, 10);
  return `Measured ${day} on ${process.platform} ${process.arch}, Node ${process.version}, ${availableParallelism()} cores.`;
}
