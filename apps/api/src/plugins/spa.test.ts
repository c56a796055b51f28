import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

const INDEX = '<!doctype html><div id="root"></div>';
const SCRIPT = 'console.log("care");\n'.repeat(100);
const OTHER_SCRIPT = 'console.log("other");\n'.repeat(100);
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A file as the web build leaves it, with its brotli and gzip copies beside it. */
function writeBuilt(file: string, content: string, copies: ('br' | 'gz')[] = ['br', 'gz']) {
  writeFileSync(file, content);
  if (copies.includes('br')) writeFileSync(`${file}.br`, brotliCompressSync(content));
  if (copies.includes('gz')) writeFileSync(`${file}.gz`, gzipSync(content));
}

/** The body as a browser reads it, once it has undone the content encoding. */
function decoded(res: { headers: Record<string, unknown>; rawPayload: Buffer }): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString();
  if (encoding === undefined) return res.rawPayload.toString();
  throw new Error(`unexpected content-encoding ${String(encoding)}`);
}

const acceptEncoding = (accept: string | undefined) =>
  accept === undefined ? {} : { 'accept-encoding': accept };

/** The built web app served beside the API: pages get index.html, the API its envelope. */
describe('the web app on the API port', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'care-web-'));
    mkdirSync(path.join(dist, 'assets'));
    writeBuilt(path.join(dist, 'index.html'), INDEX);
    writeBuilt(path.join(dist, 'assets', 'app-1234.js'), SCRIPT);
    // A file whose brotli copy the build did not write (it would not have been smaller).
    writeBuilt(path.join(dist, 'assets', 'other-5678.js'), OTHER_SCRIPT, ['gz']);
    t = await createTestApp({ WEB_DIST: dist });
  });

  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers a page with the app, never cached, and an asset cached for a year', async () => {
    const page = await t.app.inject({ url: '/provider/8d3c2b1a-0000-4000-8000-000000000001' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await t.app.inject({ url: '/assets/app-1234.js' });
    expect(asset.headers['cache-control']).toBe(IMMUTABLE);
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip, br;q=0.5', 'gzip'],
    ['identity', undefined],
    [undefined, undefined],
  ])('sends an asset to Accept-Encoding "%s" as %s', async (accept, encoding) => {
    const res = await t.app.inject({ url: '/assets/app-1234.js', headers: acceptEncoding(accept) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(decoded(res)).toBe(SCRIPT);
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('falls back to gzip, then to the file itself, where the build wrote no brotli copy', async () => {
    const gzip = await t.app.inject({
      url: '/assets/other-5678.js',
      headers: acceptEncoding('br, gzip'),
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(OTHER_SCRIPT);
    const plain = await t.app.inject({
      url: '/assets/other-5678.js',
      headers: acceptEncoding('br'),
    });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(OTHER_SCRIPT);
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'gzip'],
    ['identity', undefined],
    [undefined, undefined],
  ])('sends a page to Accept-Encoding "%s" as %s, never cached', async (accept, encoding) => {
    const res = await t.app.inject({ url: '/service', headers: acceptEncoding(accept) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(decoded(res)).toBe(INDEX);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('sends index.html asked for by its name compressed and never cached too', async () => {
    const res = await t.app.inject({ url: '/index.html', headers: acceptEncoding('gzip') });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(decoded(res)).toBe(INDEX);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it("answers a malformed page address with the app (its 'Page Not Found'), not JSON", async () => {
    for (const url of ['/provider/%E0%A4%A', '/%ZZ', '/blog/%C3']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    }
    // Answered before routing, where the static plugin is not at hand, and compressed still.
    const compressed = await t.app.inject({ url: '/%ZZ', headers: acceptEncoding('br') });
    expect(compressed.statusCode).toBe(404);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(decoded(compressed)).toBe(INDEX);
  });

  it('answers a malformed API address with the envelope', async () => {
    const res = await t.app.inject({
      url: '/api/v1/provider/auth/getProviderProfileById/%E0%A4%A',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: 'BAD_URL',
      message: 'This address is not valid',
    });
    const missing = await t.app.inject({ url: '/api/v1/no/such/call' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});
