import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Cross-origin calls only from the origins CORS_ORIGINS names (a web app on another host, a
 * partner's site). With none named the plugin is not registered at all: the web app is served
 * from the API's own origin, so no page elsewhere needs to read our answers, and a browser
 * refuses them to any other origin for want of the headers.
 */
export const corsPlugin = fp(async (app: FastifyInstance) => {
  const origins = app.config.http.corsOrigins;
  if (origins.length === 0) return;
  await app.register(cors, {
    // Exact strings only: an origin not listed gets no Access-Control-Allow-Origin.
    origin: origins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['authorization', 'content-type', 'accept-language', 'idempotency-key'],
    // A refused write says when to try again; the request id is what support asks for.
    exposedHeaders: ['retry-after', 'x-request-id'],
    // The preflight answer is kept ten minutes instead of asked before every call.
    maxAge: 600,
  });
});
