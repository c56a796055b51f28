import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { inlineStyleHashes, pageDirectives } from '../lib/content-security-policy.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Allows the <style> elements of a page the server sends (index.html, a rendered page's
     * template) by their hashes. Called at start, while the page templates are read.
     */
    allowInlineStyles(html: string): void;
  }
}

/**
 * Security headers from helmet's well-kept defaults, with the strict page policy of
 * lib/content-security-policy.ts. Strict-Transport-Security only where the site is served over
 * HTTPS (HSTS_ENABLED, on in production): a browser that saw it on plain-HTTP development would
 * refuse that host's plain HTTP for a year.
 */
function helmetOptions(hsts: boolean, styleHashes: Iterable<string>): HelmetOptions {
  return {
    contentSecurityPolicy: { directives: pageDirectives(styleHashes) },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
}

/** Runs helmet once against a throwaway response and keeps the headers it set. */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  } as unknown as ServerResponse;
  helmet(options)({} as IncomingMessage, res, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** What a JSON response needs: documents (CSP, framing) are the SPA's and the docs' concern. */
const API_HEADER_NAMES = [
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'cross-origin-resource-policy',
  'x-frame-options',
];

/**
 * The headers never change between requests, so they are computed once: helmet's own
 * per-request plugin halved the throughput of the busiest JSON endpoints. Pages (the SPA and
 * the API docs) get helmet's full set; JSON under /api/v1 gets the subset that applies to it.
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  const styleHashes = new Set<string>();
  let documentHeaders: Record<string, string> = {};
  let apiHeaders: Record<string, string> = {};
  const compute = () => {
    documentHeaders = helmetHeaders(helmetOptions(app.config.http.hsts, styleHashes));
    apiHeaders = Object.fromEntries(
      API_HEADER_NAMES.filter((name) => documentHeaders[name]).map((name) => [
        name,
        documentHeaders[name]!,
      ]),
    );
  };
  compute();
  app.decorate('allowInlineStyles', (html: string) => {
    for (const hash of inlineStyleHashes(html)) styleHashes.add(hash);
    compute();
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/v1/') ? apiHeaders : documentHeaders);
    done();
  });
});
