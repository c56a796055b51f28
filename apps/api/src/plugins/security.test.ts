import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { inlineStyleHashes } from '../lib/content-security-policy.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { productionEnv } from '../test/production-env.ts';

/** The boot bar's style, as index.html carries it inline. */
const BOOT_CSS = '\n.boot-bar { height: 64px; }\n';
const INDEX = `<!doctype html><html lang="en-IN"><head><style>${BOOT_CSS}</style></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>`;

/** The policy as a map of directive to its sources. */
function directives(header: unknown): Map<string, string[]> {
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** Every page the server sends: no inline script or style but what it wrote itself (decision 021). */
describe('the Content-Security-Policy of pages', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'care-csp-'));
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    t = await createTestApp({ WEB_DIST: dist });
  });

  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const pages = ['/', '/service', '/blog', '/login', '/admin/login', '/api/docs/'];

  it.each(pages)(
    '%s allows no unsafe-inline, no style attribute and no inline script',
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      const header = res.headers['content-security-policy'];
      expect(header).not.toContain('unsafe-inline');
      expect(header).not.toContain('unsafe-eval');
      const policy = directives(header);
      expect(policy.get('script-src')).toEqual(["'self'", 'https://checkout.razorpay.com']);
      expect(policy.get('script-src-attr')).toEqual(["'none'"]);
      expect(policy.get('style-src-attr')).toEqual(["'none'"]);
      expect(policy.get('style-src')?.[0]).toBe("'self'");
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    },
  );

  it("allows index.html's own <style> by its hash, and no other inline style", async () => {
    const res = await t.app.inject({ url: '/' });
    const expected = createHash('sha256').update(BOOT_CSS).digest('base64');
    expect(directives(res.headers['content-security-policy']).get('style-src')).toEqual([
      "'self'",
      `'sha256-${expected}'`,
    ]);
  });

  it('hashes each <style> element of a page, attributes or not', () => {
    const html = '<style>a{}</style><p>x</p><style media="print">\nb{}\n</style>';
    expect(inlineStyleHashes(html)).toEqual(
      ['a{}', '\nb{}\n'].map(
        (css) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`,
      ),
    );
  });

  it('leaves the policy off JSON answers, which are no documents', async () => {
    const res = await t.app.inject({ url: '/api/v1/health' });
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

/** HSTS where the site is on HTTPS (production), never on plain-HTTP development. */
describe('Strict-Transport-Security', () => {
  const production = productionEnv('/tmp/care-hsts-test');

  it('is on in production and off elsewhere unless HSTS_ENABLED says otherwise', () => {
    expect(loadConfig(production).http.hsts).toBe(true);
    expect(loadConfig({ ...production, HSTS_ENABLED: 'false' }).http.hsts).toBe(false);
    const development = { DATA_DIR: '/tmp/care-hsts-test', JWT_SECRET: 'x'.repeat(40) };
    expect(loadConfig(development).http.hsts).toBe(false);
    expect(loadConfig({ ...development, HSTS_ENABLED: 'true' }).http.hsts).toBe(true);
  });

  it('is sent on pages and JSON when on, for a year with subdomains', async () => {
    const t = await createTestApp({ HSTS_ENABLED: 'true' });
    try {
      for (const url of ['/api/v1/health', '/api/docs/']) {
        const res = await t.app.inject({ url });
        expect(res.headers['strict-transport-security']).toBe(
          'max-age=31536000; includeSubDomains',
        );
      }
    } finally {
      await t.close();
    }
  });

  it('is not sent when off', async () => {
    const t = await createTestApp({ HSTS_ENABLED: 'false' });
    try {
      for (const url of ['/api/v1/health', '/api/docs/']) {
        const res = await t.app.inject({ url });
        expect(res.headers['strict-transport-security']).toBeUndefined();
      }
    } finally {
      await t.close();
    }
  });
});
