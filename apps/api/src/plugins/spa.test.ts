import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

/** The built web app served beside the API: pages get index.html, the API its envelope. */
describe('the web app on the API port', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'care-web-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
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
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("answers a malformed page address with the app (its 'Page Not Found'), not JSON", async () => {
    for (const url of ['/provider/%E0%A4%A', '/%ZZ', '/blog/%C3']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    }
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
