import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built web app from the same port as the API. Hashed assets are cached for a year;
 * index.html is never cached so a deploy is picked up at once. Any other GET that is not under
 * /api gets index.html so the client router can show the page (or its own 'Page Not Found').
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
    // Its own Cache-Control (max-age=0 on everything) would overwrite the one set below.
    cacheControl: false,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      }
    },
  });
  // Streamed from the file rather than through the static plugin's sendFile: it is also the
  // answer to an address so malformed that Fastify fails it before routing (see
  // answerFrameworkError), where the plugin's reply decorations are not there.
  app.decorate('serveSpa', (_request: FastifyRequest, reply: FastifyReply) =>
    reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(createReadStream(indexFile)),
  );
});

declare module 'fastify' {
  interface FastifyInstance {
    serveSpa: ((request: FastifyRequest, reply: FastifyReply) => FastifyReply) | null;
  }
}
