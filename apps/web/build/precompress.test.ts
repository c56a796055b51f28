import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress.ts';

/**
 * A script as a build writes it: long, with repeated words in a varied order (seeded, so the same
 * each run), where a weaker brotli or gzip setting shows in the size.
 */
const script = (() => {
  const words = ['care', 'elder', 'child', 'booking', 'provider', 'wallet', 'family', 'pincode'];
  let seed = 7;
  const pick = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return words[Math.floor((seed / 2147483648) * words.length)];
  };
  return Array.from(
    { length: 3000 },
    (_, i) => `export const ${pick()}${i} = '${pick()} ${pick()}';`,
  ).join('\n');
})();

describe('precompressDir', () => {
  let dist: string;
  const file = (name: string) => path.join(dist, name);

  beforeEach(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'care-precompress-'));
    mkdirSync(file('assets'));
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('writes a brotli and a gzip copy of each text file that decompress to the original', async () => {
    const html = `<!doctype html><html><head><title>CareConnect</title></head>${'<p>care</p>'.repeat(50)}</html>`;
    writeFileSync(file('index.html'), html);
    writeFileSync(file('assets/app-1234.js'), script);
    writeFileSync(file('assets/app-1234.css'), '.card{padding:1rem}\n'.repeat(200));

    const report = await precompressDir(dist);

    for (const [name, content] of [
      ['index.html', html],
      ['assets/app-1234.js', script],
    ] as const) {
      expect(brotliDecompressSync(readFileSync(file(`${name}.br`))).toString(), name).toBe(content);
      expect(gunzipSync(readFileSync(file(`${name}.gz`))).toString(), name).toBe(content);
    }
    expect(existsSync(file('assets/app-1234.css.br'))).toBe(true);
    expect(report.files).toBe(3);
    expect(report.brotliBytes).toBeLessThan(report.gzipBytes);
    expect(report.gzipBytes).toBeLessThan(report.bytes / 4);
  });

  it('uses the strongest settings: brotli beats gzip, gzip level 9 beats the default', async () => {
    writeFileSync(file('assets/app-1234.js'), script);
    await precompressDir(dist);
    const br = readFileSync(file('assets/app-1234.js.br'));
    const gz = readFileSync(file('assets/app-1234.js.gz'));
    expect(br.length).toBeLessThan(gz.length);
    const brotliAtMost = brotliCompressSync(script, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    });
    expect(br.length).toBeLessThanOrEqual(brotliAtMost.length);
    // gzip's header keeps the level it was made with: 2 in XFL means "maximum compression".
    expect(gz[8]).toBe(2);
  });

  it('leaves images and fonts alone: they are compressed already', async () => {
    for (const name of ['photo.png', 'cover.webp', 'banner.jpg', 'inter.woff2']) {
      writeFileSync(file(`assets/${name}`), 'a'.repeat(5000));
    }
    const report = await precompressDir(dist);
    expect(report.files).toBe(0);
    for (const name of ['photo.png', 'cover.webp', 'banner.jpg', 'inter.woff2']) {
      expect(existsSync(file(`assets/${name}.br`)), name).toBe(false);
      expect(existsSync(file(`assets/${name}.gz`)), name).toBe(false);
    }
  });

  it('writes no copy where compressing does not make the file smaller', async () => {
    // A few bytes: gzip's header alone outweighs them.
    writeFileSync(file('assets/tiny-1234.js'), 'x()');
    // And a stale copy from an earlier build, which would be served in place of the file.
    writeFileSync(file('assets/tiny-1234.js.gz'), 'stale');
    const report = await precompressDir(dist);
    expect(existsSync(file('assets/tiny-1234.js.gz'))).toBe(false);
    expect(existsSync(file('assets/tiny-1234.js.br'))).toBe(false);
    // Such a file is sent as it is, and counted so.
    expect(report).toMatchObject({ files: 1, bytes: 3, brotliBytes: 3, gzipBytes: 3 });
  });
});
