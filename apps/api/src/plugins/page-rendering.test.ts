import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { fillTemplate } from './page-rendering.ts';

/** index.html as the web build leaves it: a boot bar in the root, the brand as the title. */
const TEMPLATE = `<!doctype html>
<html lang="en-IN">
  <head>
    <title>CareConnect</title>
    <link rel="modulepreload" crossorigin href="/assets/preload-helper-1234.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abcd.css">
  </head>
  <body>
    <div id="root"><div class="boot-bar">CareConnect</div></div>
    <script type="module" src="/assets/index-1234.js"></script>
  </body>
</html>`;

/**
 * A stand-in for the web build's server bundle with the same export: it asks the API for data
 * through the fetch it is handed, as the real one does, and renders what it got.
 */
const ENTRY = `
export async function render({ url, language, fetch }) {
  const { pathname } = new URL(url);
  if (pathname === '/boom') throw new Error('the page could not be drawn');
  if (pathname === '/slow') return new Promise(() => {});
  if (pathname !== '/service') return null;
  const health = await (await fetch('/api/v1/health')).json();
  const heading = language === 'hi' ? 'सेवाएँ' : 'Services';
  return {
    html: '<main><h1>' + heading + '</h1><p>db ' + health.data.db + '</p></main>',
    head: '<title>' + heading + ' | CareConnect</title>',
    status: 200,
    state: { language, note: '</script><script>alert(1)</script>' },
  };
}
`;

function body(res: { headers: Record<string, unknown>; rawPayload: Buffer }): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString();
  return res.rawPayload.toString();
}

const stateOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="server-state">(.*?)<\/script>/s.exec(html)![1]!);

describe('public pages rendered on the server', () => {
  let t: TestApp;
  let web: string;

  beforeAll(async () => {
    web = mkdtempSync(path.join(tmpdir(), 'care-web-'));
    mkdirSync(path.join(web, 'dist'));
    mkdirSync(path.join(web, 'dist-server'));
    writeFileSync(path.join(web, 'dist', 'index.html'), TEMPLATE);
    mkdirSync(path.join(web, 'dist', 'assets'));
    writeFileSync(path.join(web, 'dist', 'assets', 'index-abcd.css'), 'main{color:#115e59}');
    writeFileSync(path.join(web, 'dist-server', 'entry-server.js'), ENTRY);
    t = await createTestApp({ WEB_DIST: path.join(web, 'dist') });
  });

  afterAll(async () => {
    await t?.close();
    rmSync(web, { recursive: true, force: true });
  });

  it('puts the page and its data in the root, its title in the head', async () => {
    const res = await t.app.inject({ url: '/service' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = body(res);
    // The data came from the API itself, in-process.
    expect(html).toContain('<div id="root"><main><h1>Services</h1><p>db ok</p></main></div>');
    expect(html).not.toContain('boot-bar">CareConnect');
    expect(html).toMatch(/<head>\s*<title>Services \| CareConnect<\/title>/);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<html lang="en-IN">');
    expect(stateOf(html)).toEqual({ language: 'en', note: '</script><script>alert(1)</script>' });
  });

  it('brings its stylesheet along, and the hints for what its entry script imports', async () => {
    const html = body(await t.app.inject({ url: '/service' }));
    expect(html).toContain('<style>main{color:#115e59}</style>');
    expect(html).not.toContain('index-abcd.css');
    // The entry's imports are a few KB (the build checks it): fetched beside the entry, they
    // save a round trip before the app starts (decision 037).
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/preload-helper-1234.js">',
    );
    expect(html).toContain('<script type="module" src="/assets/index-1234.js"></script>');
    // The plain app keeps both links: it paints only once its script has run.
    const plain = body(await t.app.inject({ url: '/boom' }));
    expect(plain).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abcd.css">');
    expect(plain).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/preload-helper-1234.js">',
    );
  });

  it('never lets the data close its own script element', async () => {
    const html = body(await t.app.inject({ url: '/service' }));
    // The template's own script and the data block: nothing the data carried opened a third.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
  });

  it("renders in the reader's language from the cookie the web app keeps", async () => {
    const res = await t.app.inject({ url: '/service', headers: { cookie: 'theme=x; lang=hi' } });
    const html = body(res);
    expect(html).toContain('<html lang="hi-IN">');
    expect(html).toContain('<h1>सेवाएँ</h1>');
    expect(stateOf(html).language).toBe('hi');
    expect(res.headers.vary).toMatch(/cookie/i);
    // An unknown language is English.
    expect(body(await t.app.inject({ url: '/service', headers: { cookie: 'lang=fr' } }))).toContain(
      '<h1>Services</h1>',
    );
  });

  it.each(['br', 'gzip'])('compresses the page for a browser that accepts %s', async (encoding) => {
    const res = await t.app.inject({ url: '/service', headers: { 'accept-encoding': encoding } });
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(body(res)).toContain('<h1>Services</h1>');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
  });

  it('sends the plain app for a page it does not render, or when rendering fails', async () => {
    for (const url of ['/login', '/boom']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(body(res), url).toBe(TEMPLATE);
    }
  });

  it('sends the plain app rather than keep a visitor waiting on a slow render', async () => {
    const started = Date.now();
    const res = await t.app.inject({ url: '/slow' });
    expect(body(res)).toBe(TEMPLATE);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('leaves the API to the API', async () => {
    const res = await t.app.inject({ url: '/api/v1/health' });
    expect(res.json()).toEqual({ success: true, data: { db: 'ok' } });
  });
});

describe('fillTemplate', () => {
  // As Prettier leaves index.html: the site's description broken over lines.
  const template = `<html lang="en-IN"><head>
    <title>CareConnect</title>
    <meta
      name="description"
      content="Care for your family"
    />
  </head><body><div id="root"></div></body></html>`;

  it("describes a page by its own words alone, and keeps the site's words for the rest", () => {
    const post = fillTemplate(
      template,
      {
        html: '<article>Monsoon care</article>',
        head: '<title>Monsoon care | CareConnect</title><meta name="description" content="Keep elders dry" data-page-head="">',
        state: {},
      },
      'en',
    );
    expect(post.match(/name="description"/g)).toHaveLength(1);
    expect(post).toContain('<meta name="description" content="Keep elders dry" data-page-head="">');
    expect(post).toContain('<title>Monsoon care | CareConnect</title>');

    const list = fillTemplate(
      template,
      { html: '<main>List</main>', head: '<title>Services | CareConnect</title>', state: {} },
      'en',
    );
    expect(list).toContain('content="Care for your family"');
    expect(list.match(/<title>/g)).toHaveLength(1);
  });
});
