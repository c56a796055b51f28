import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Security headers from helmet's well-kept defaults, with a CSP that allows Razorpay Checkout
 * (loaded on demand by the booking page) and nothing else from outside.
 */
const helmetOptions: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", 'https://checkout.razorpay.com'],
      // blob: is the console's own copy of a seller's PDF, fetched with the operator's token
      // and shown inline for review (a plain URL could not carry the bearer).
      frameSrc: ["'self'", 'blob:', 'https://api.razorpay.com', 'https://checkout.razorpay.com'],
      connectSrc: ["'self'", 'https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      // react-toastify and Swagger UI inject style tags.
      styleSrc: ["'self'", "'unsafe-inline'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

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
  const documentHeaders = helmetHeaders(helmetOptions);
  const apiHeaders = Object.fromEntries(
    API_HEADER_NAMES.filter((name) => documentHeaders[name]).map((name) => [
      name,
      documentHeaders[name]!,
    ]),
  );
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/v1/') ? apiHeaders : documentHeaders);
    done();
  });
});
