import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { intlLocales, isLanguage, LANGUAGE_COOKIE, type Language } from '@care/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Public pages rendered on the server with their data (decision 017), from the web build's
 * server bundle (apps/web/dist-server, beside the browser's dist). The page's HTML goes into
 * index.html's root, its data beside it as a JSON block the browser's app hydrates from.
 */

/** What the web app's entry-server.tsx exports. */
interface PageRenderer {
  render(request: { url: string; language: Language; fetch: typeof fetch }): Promise<{
    html: string;
    /** The page's <title> and <meta> elements, for the head. */
    head: string;
    status: number;
    state: unknown;
  } | null>;
}

export interface RenderedPage {
  status: number;
  body: string;
}

/** A page that takes longer goes out as the plain app, which shows its skeletons instead. */
const RENDER_TIMEOUT_MS = 2500;

const compressors = {
  br: promisify(brotliCompress),
  gzip: promisify(gzip),
};

/** Quick settings: the page is made for each request, so speed matters more than the last byte. */
export function compressPage(body: string, encoding: 'br' | 'gzip'): Promise<Buffer> {
  return encoding === 'br'
    ? compressors.br(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
    : compressors.gzip(body, { level: 6 });
}

/** The language cookie among a request's cookies; compiled once, read on every page. */
const LANGUAGE_IN_COOKIES = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`);

/** The reader's chosen language, from the cookie the web app keeps beside localStorage. */
export function pageLanguage(request: FastifyRequest): Language {
  const value = LANGUAGE_IN_COOKIES.exec(request.headers.cookie ?? '')?.[1];
  return isLanguage(value) ? value : 'en';
}

/** JSON that is safe inside a <script> element: nothing in it can close the element. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

const ROOT = /<div id="root">(?:<div class="boot-bar">[^<]*<\/div>)?<\/div>/;
/** index.html's own description of the site (Prettier may break it over lines). */
const SITE_DESCRIPTION = /\s*<meta\s+name="description"[^>]*>/;

/** index.html with the rendered page in its root, its title in the head, its language set. */
export function fillTemplate(
  template: string,
  page: { html: string; head: string; state: unknown },
  language: Language,
): string {
  const { head } = page;
  const title = /<title>[^<]*<\/title>/.exec(head)?.[0];
  let filled = template.replace(
    ROOT,
    () =>
      `<div id="root">${page.html}</div>` +
      `<script type="application/json" id="server-state">${scriptSafeJson(page.state)}</script>`,
  );
  filled = filled.replace(/<html lang="[^"]*">/, `<html lang="${intlLocales[language]}">`);
  if (title) filled = filled.replace(/<title>[^<]*<\/title>/, () => title);
  // A page that describes itself is described once, by its own words, not the site's as well.
  if (/<meta name="description"/.test(head)) filled = filled.replace(SITE_DESCRIPTION, '');
  return filled.replace('</head>', () => `${head.replace(title ?? '', '')}</head>`);
}

/** The build's stylesheet link: `<link rel="stylesheet" crossorigin href="/assets/x.css">`. */
const STYLESHEET = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[\w.-]+\.css)">/g;

/**
 * The template for rendered pages, with the build's stylesheets written into it. A rendered page
 * paints as soon as its HTML arrives, so the stylesheet (about 12 KB compressed) comes with it
 * instead of costing a second round trip on a slow network before anything shows. The plain app
 * keeps its link: it has nothing to paint before its script runs anyway.
 */
export function inlineStylesheets(template: string, webRoot: string): string {
  return template.replace(STYLESHEET, (link, file: string) => {
    const css = path.join(webRoot, file);
    if (!existsSync(css)) return link;
    const text = readFileSync(css, 'utf8');
    // A stylesheet that could end the element early is left as a link.
    return /<\/style/i.test(text) ? link : `<style>${text}</style>`;
  });
}

/**
 * The renderer of the web build beside `webRoot`, or null when there is none (a build without
 * it, or tests): then every page is the plain app, as before.
 */
export async function loadPageRendering(
  app: FastifyInstance,
  webRoot: string,
  template: string,
): Promise<((request: FastifyRequest) => Promise<RenderedPage | null>) | null> {
  const entry = path.join(webRoot, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(entry) || !ROOT.test(template)) return null;
  const renderer = (await import(pathToFileURL(entry).href)) as PageRenderer;
  // The build's `modulepreload` hints stay: they name only the entry script's own imports, a few
  // KB that the build keeps small (decision 037), and save the phone a round trip before the
  // app can start. The app's modules are fetched once the page is painted (decision 033).
  const pageTemplate = inlineStylesheets(template, webRoot);
  // The stylesheets written into it are allowed by their hashes (decision 021).
  app.allowInlineStyles(pageTemplate);

  return async (request) => {
    const language = pageLanguage(request);
    // The page's data comes from this API in-process, as the browser would ask for it.
    const inProcess: typeof fetch = async (input, init) => {
      const headers = Object.fromEntries(new Headers(init?.headers).entries());
      const answer = await app.inject({
        method: (init?.method ?? 'GET') as 'GET',
        url: String(input),
        headers,
        remoteAddress: request.ip,
        ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
      });
      const empty = answer.statusCode === 204 || answer.statusCode === 304;
      return new Response(empty ? null : answer.rawPayload, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
      });
    };
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), RENDER_TIMEOUT_MS);
    });
    try {
      const page = await Promise.race([
        renderer.render({
          url: new URL(request.url, 'http://localhost').href,
          language,
          fetch: inProcess,
        }),
        timeout,
      ]);
      if (!page) return null;
      return { status: page.status, body: fillTemplate(pageTemplate, page, language) };
    } catch (error) {
      request.log.warn({ err: error }, 'page not rendered on the server; the app renders it');
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}
