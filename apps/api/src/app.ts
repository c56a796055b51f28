import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createPaymentGateway, type PaymentGateway } from './adapters/payments/index.ts';
import { createPayoutGateway, type PayoutGateway } from './adapters/payouts/index.ts';
import { createSmsSender, type SmsSender } from './adapters/sms/index.ts';
import { createFileStorage, type FileStorage } from './adapters/storage/index.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import {
  createResponseEncoder,
  responseSerializerCompiler,
  type ResponseEncoder,
} from './lib/response-encoding.ts';
import { loggerOptions, type LogDestination } from './lib/logging/logger-options.ts';
import { childLoggerWithRequestId } from './lib/logging/request-id.ts';
import { authPlugin } from './plugins/auth.ts';
import { corsPlugin } from './plugins/cors.ts';
import { languagePlugin } from './plugins/language.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { publicCachePlugin } from './plugins/public-cache.ts';
import { docsPlugin } from './plugins/docs.ts';
import { answerFrameworkError, errorHandlerPlugin } from './plugins/error-handler.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { securityPlugin } from './plugins/security.ts';
import { shutdownPlugin } from './plugins/shutdown.ts';
import { spaPlugin } from './plugins/spa.ts';
import { modules } from './modules/index.ts';

export interface AppDeps {
  config: Config;
  db: Database;
  /** Tests read the log lines back to prove they carry no personal data. */
  logDestination?: LogDestination;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    /** Razorpay or the sandbox, one per app so every module verifies payments alike. */
    payments: PaymentGateway;
    /** RazorpayX Payouts or the sandbox: how caregivers' earnings reach their bank. */
    payouts: PayoutGateway;
    /** The SMS gateway or the dev outbox. */
    sms: SmsSender;
    /** Where uploaded documents live: the local folder (or, later, a bucket). */
    storage: FileStorage;
    /** Encodes an answer by its contract, as the serializer does (routes that cache their JSON). */
    encodeResponse: ResponseEncoder;
  }
}

/**
 * Builds the whole app without listening, so tests drive it through app.inject():
 * plugins, then the domain modules under /api/v1, then the SPA.
 */
export interface RegisteredRoute {
  method: string;
  url: string;
  /** On operator routes: the least operator role the route admits. */
  operatorRole: string | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: readonly RegisteredRoute[];
  }
}

export async function buildApp({ config, db, logDestination }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : loggerOptions({
            level: config.logLevel,
            pretty: !config.isProduction && config.nodeEnv !== 'test',
            ...(logDestination ? { destination: logDestination } : {}),
          }),
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    childLoggerFactory: childLoggerWithRequestId,
    // Small by default: most calls carry a form's worth of JSON. A contract that needs more
    // names its own; uploads stream through multipart with their own limits (decision 021).
    bodyLimit: config.http.jsonBodyLimitBytes,
    // While closing, the shutdown plugin refuses requests in the envelope (Fastify's own 503
    // body is not it); Fastify still marks those answers `Connection: close`.
    return503OnClosing: false,
    // Slow clients are cut off so they cannot hold sockets for ever (slowloris).
    requestTimeout: config.http.requestTimeoutMs,
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
    connectionTimeout: config.http.connectionTimeoutMs,
    http: {
      headersTimeout: config.http.headersTimeoutMs,
      // Node checks the two timeouts above on this interval (30 s by default): a few checks per
      // timeout, or a slow client would keep its socket up to 30 s past its limit.
      connectionsCheckingInterval: Math.min(1000, Math.ceil(config.http.headersTimeoutMs / 4)),
    },
    routerOptions: { ignoreTrailingSlash: true },
    // A malformed address fails before routing; answered as any other failure would be.
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  const encodeResponse = createResponseEncoder(config.responseChecks);
  app.setSerializerCompiler(responseSerializerCompiler(encodeResponse));
  app.decorate('encodeResponse', encodeResponse);
  app.decorate('config', config);
  app.decorate('db', db);
  // Each adapter is made once here and shared, so modules never build their own.
  app.decorate('payments', createPaymentGateway(config));
  app.decorate('payouts', createPayoutGateway(config));
  app.decorate('sms', createSmsSender(config, db));
  app.decorate('storage', createFileStorage(config));
  // What the app serves, as registered (not as documented): the operator-route guard test
  // walks it, so a route added later cannot escape the check.
  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (options) => {
    for (const method of ([] as string[]).concat(options.method)) {
      registeredRoutes.push({
        method,
        url: options.url,
        operatorRole: options.config?.operatorRole,
      });
    }
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  await app.register(errorHandlerPlugin);
  // First, so its timing hook sees every route registered after it.
  await app.register(metricsPlugin);
  // First of the hooks: once closing, a request is refused before any other work.
  await app.register(shutdownPlugin);
  await app.register(languagePlugin);
  await app.register(securityPlugin);
  await app.register(corsPlugin);
  await app.register(docsPlugin);
  await app.register(authPlugin);
  await app.register(rateLimitPlugin);
  // Before the modules: it adds its hooks to the public routes as they are registered.
  await app.register(publicCachePlugin);
  for (const mod of modules) {
    await app.register(mod, { prefix: '/api/v1' });
  }
  await app.register(spaPlugin, { root: config.webDist });
  return app;
}
