import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Text formats, which shrink to a quarter or less. Images and fonts (png, webp, jpg, woff2) are
 * compressed already: a second pass only costs the server and the phone time.
 */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|ico|wasm)$/i;

export interface PrecompressReport {
  files: number;
  bytes: number;
  /** What the compressible files weigh sent as brotli (or plain where brotli does not help). */
  brotliBytes: number;
  gzipBytes: number;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Writes `variant` only when it is smaller than the original; otherwise none is served. */
async function writeIfSmaller(target: string, variant: Buffer, original: Buffer): Promise<number> {
  if (variant.length < original.length) {
    await writeFile(target, variant);
    return variant.length;
  }
  // A copy left from an earlier build would be served in place of the new file.
  await rm(target, { force: true });
  return original.length;
}

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every text file
 * under `dir`, so the server sends the smallest its client accepts without compressing on each
 * request. On a slow mobile connection the bytes are the wait: maximum settings cost seconds once
 * at build time and save them on every visit.
 */
export async function precompressDir(dir: string): Promise<PrecompressReport> {
  const report: PrecompressReport = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  await Promise.all(
    files.map(async (file) => {
      const original = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(original, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
          },
        }),
        gzipAsync(original, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      const [brotliBytes, gzipBytes] = await Promise.all([
        writeIfSmaller(`${file}.br`, br, original),
        writeIfSmaller(`${file}.gz`, gz, original),
      ]);
      report.files += 1;
      report.bytes += original.length;
      report.brotliBytes += brotliBytes;
      report.gzipBytes += gzipBytes;
    }),
  );
  return report;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** The Vite side of precompressDir: runs once the build has written every file. */
export function precompress(): Plugin {
  let outDir = '';
  let forServer = false;
  return {
    name: 'care:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      // The server's own bundle is read from disk by the API, never sent.
      forServer = Boolean(config.build.ssr);
    },
    writeBundle: {
      // After any other plugin has written its files, so none is left uncompressed.
      order: 'post',
      sequential: true,
      async handler(options) {
        if (forServer) return;
        const report = await precompressDir(options.dir ?? outDir);
        this.environment.logger.info(
          `precompressed ${report.files} files: ${kB(report.bytes)} -> ` +
            `brotli ${kB(report.brotliBytes)}, gzip ${kB(report.gzipBytes)}`,
        );
      },
    },
  };
}
