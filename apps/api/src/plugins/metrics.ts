import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { AppError, unauthorized } from '../lib/errors.ts';
import { safeEqualHex, sha256Hex } from '../lib/crypto.ts';
import { processRegistry } from '../lib/metrics.ts';

/*
 * GET /metrics for Prometheus (decision 020): request rates and durations by route pattern,
 * the database pool, and the process-wide counters of lib/metrics.ts. Without METRICS_TOKEN
 * the endpoint does not exist (404); with it, only its bearer may read.
 */

/** The route pattern, never the raw URL: ids in paths would make a series per booking. */
function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? 'unmatched';
}

function httpMetrics(registry: Registry) {
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'careconnect_http_requests_total',
    help: 'HTTP requests by method, route pattern and status class',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'careconnect_http_request_duration_seconds',
    help: 'HTTP request durations by method, route pattern and status class',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  return (request: FastifyRequest, reply: FastifyReply) => {
    const labels = {
      method: request.method,
      route: routeOf(request),
      status: `${Math.floor(reply.statusCode / 100)}xx`,
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  };
}

/** pg's pool counts; the embedded database has no pool, so it shows none. */
function poolMetrics(registry: Registry, client: unknown) {
  if (!(client instanceof pg.Pool)) return;
  const pool = client;
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  gauge('careconnect_db_pool_total', 'Connections open in the pool', () => pool.totalCount);
  gauge('careconnect_db_pool_idle', 'Open connections not in use', () => pool.idleCount);
  gauge('careconnect_db_pool_waiting', 'Queries waiting for a connection', () => pool.waitingCount);
}

export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const registry = new Registry();
    // A callback hook: an async one would cost a promise on every request for sync work.
    app.addHook('onResponse', (request, reply, done) => {
      observe(request, reply);
      done();
    });
    const observe = httpMetrics(registry);
    poolMetrics(registry, (app.db as unknown as { $client?: unknown }).$client);

    const token = app.config.metricsToken;
    const expected = token ? sha256Hex(token) : undefined;
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      // Unset, it answers as any path that does not exist (not the web app's page).
      if (!expected) throw new AppError('NOT_FOUND', 404, 'No such endpoint: GET /metrics');
      const presented = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
      // Hashes of equal length, compared in constant time.
      if (!presented || !safeEqualHex(sha256Hex(presented), expected)) {
        throw unauthorized('A valid metrics token is required');
      }
      const merged = Registry.merge([processRegistry, registry]);
      return reply.type(merged.contentType).send(await merged.metrics());
    });
  },
  { name: 'metrics' },
);
