import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import negotiate from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { compressPage, loadPageRendering } from './page-rendering.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The copies the web build writes beside each text file, best first (brotli is smaller). */
const VARIANTS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

type Encoding = (typeof VARIANTS)[number]['encoding'];

/**
 * The encoding to send, as @fastify/static picks it for the assets: q-values honoured (br;q=0
 * refuses brotli), and "*" read as gzip, the one every client that sends it understands.
 */
function chooseEncoding(request: FastifyRequest, offered: Encoding[]): Encoding | null {
  const header = request.headers['accept-encoding'];
  if (!header || offered.length === 0) return null;
  return negotiate(header.toLowerCase().replaceAll('*', 'gzip'), offered);
}

/**
 * Serves the built web app from the same port as the API. Hashed assets are cached for a year;
 * index.html is never cached so a deploy is picked up at once. Any other GET that is not under
 * /api gets index.html so the client router can show the page (or its own 'Page Not Found').
 * Each text file goes out as the build's brotli or gzip copy when the client accepts one: on slow
 * mobile data the home page's scripts are a third of their size in brotli.
 */
export const spaPlugin = fp(async (app: FastifyInstance, opts: { root: string }) => {
  const indexFile = path.join(opts.root, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`No web build at ${opts.root}; serving the API only (run npm run build).`);
    app.decorate('serveSpa', null);
    return;
  }
  await app.register(fastifyStatic, {
    root: opts.root,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The copies are reached through their original's address, never by their own.
    globIgnore: VARIANTS.map(({ suffix }) => `**/*${suffix}`),
    // Its own Cache-Control (max-age=0 on everything) would overwrite the one set below.
    cacheControl: false,
    setHeaders(res, filePath) {
      // This version of the plugin does not say so itself; without it a shared cache could hand
      // a brotli body to a client that cannot read it.
      res.setHeader('vary', 'accept-encoding');
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.setHeader('cache-control', IMMUTABLE);
      } else if (/\.html(?:\.br|\.gz)?$/.test(filePath)) {
        res.setHeader('cache-control', 'no-cache');
      }
    },
  });

  // Read once at start, as the static plugin lists the assets once: a new build needs a
  // restart either way. It is also the answer to an address so malformed that Fastify fails it
  // before routing (see answerFrameworkError), where the plugin's reply decorations are not there.
  const plainIndex = readFileSync(indexFile);
  const compressedIndex = new Map<Encoding, Buffer>();
  for (const { encoding, suffix } of VARIANTS) {
    if (existsSync(indexFile + suffix)) {
      compressedIndex.set(encoding, readFileSync(indexFile + suffix));
    }
  }
  const offered = [...compressedIndex.keys()];
  // Its boot bar's <style> is allowed by its hash; the policy allows no other inline style.
  app.allowInlineStyles(plainIndex.toString('utf8'));
  const renderPage = await loadPageRendering(app, opts.root, plainIndex.toString('utf8'));
  if (renderPage) app.log.info('public pages are rendered on the server');

  const sendPlainApp = (request: FastifyRequest, reply: FastifyReply) => {
    const encoding = chooseEncoding(request, offered);
    void reply
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8');
    if (encoding) void reply.header('content-encoding', encoding);
    return reply.send((encoding && compressedIndex.get(encoding)) || plainIndex);
  };

  app.decorate('serveSpa', async (request: FastifyRequest, reply: FastifyReply) => {
    const page = request.method === 'GET' && renderPage ? await renderPage(request) : null;
    if (!page) return sendPlainApp(request, reply);
    const encoding = chooseEncoding(request, ['br', 'gzip']);
    void reply
      .code(page.status)
      .header('cache-control', 'no-cache')
      // The page is in the language of the reader's cookie.
      .header('vary', 'accept-encoding, cookie')
      .type('text/html; charset=utf-8');
    if (!encoding) return reply.send(page.body);
    return reply.header('content-encoding', encoding).send(await compressPage(page.body, encoding));
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    serveSpa: ((request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>) | null;
  }
}
